/**
 * The demo's search tasks (end positions) in every state and every need-offer tab, after the sales
 * pass made the open ones: some finished, some in the pipeline, some requested from ILS, a few
 * made on the base day (the "created today" tab: seed.ts moves that day to the day it runs), and
 * supplier offers that arrived for the groups of open tasks after the task was made (the activity
 * offers tab). Its own generator, so the sales pass's data stays as it was; same data every run.
 */
import type { DemoData, DemoRow } from './generate.ts';
import { Prng } from './prng.ts';

const SEARCH_TASKS_SEED = 20_261_124;

/**
 * The day "created today" tasks carry in the generated data: the day after the sales base day,
 * which nothing else carries; seed.ts moves these tasks to the moment it runs.
 */
export const CREATED_TODAY_MARK = '2026-11-17';

const FINISH_COMMENTS = [
  'Searched the usual suppliers: nothing in stock.',
  'Offer from an MRO added, search done.',
  'Client bought elsewhere; search closed.',
] as const;

/** The first minutes of the day, one task after another (no later than any seed of that day). */
function earlyOn(isoDate: string, index: number): string {
  return `${isoDate}T00:0${index}:00.000Z`;
}

function addHours(iso: string, hours: number): string {
  return new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();
}

/** A fresh offer for the task's part, made after the task. */
function laterOffer(
  data: DemoData,
  like: DemoRow<'supplier_offer'>,
  inventoryId: number,
  createdAt: string,
  rng: Prng,
): DemoRow<'supplier_offer'> {
  return {
    ...like,
    id: data.offers.length + 1,
    uuid: rng.uuid(),
    inventory_id: inventoryId,
    quantity: rng.int(1, 6),
    is_active: true,
    valid_until: null,
    comment: 'Arrived after the search started.',
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export function addSearchTasks(data: DemoData): void {
  const rng = new Prng(SEARCH_TASKS_SEED);
  const partsSearch = data.users.find((user) => user.username === 'parts_search');
  const manager = partsSearch?.contact_id ?? null;
  const positions = new Map(data.rfqPositions.map((position) => [position.id, position]));
  const open = data.endPositions.filter((task) => task.status !== 'finished');

  open.forEach((task, index) => {
    const position = positions.get(task.position_id);
    if (index % 5 === 4) {
      task.status = 'finished';
      task.manager_id = manager;
      task.comment = rng.pick(FINISH_COMMENTS);
      if (position) position.need_offers = false;
      return;
    }
    if (index % 4 === 1) task.in_pipeline = true;
    if (index % 6 === 2 && position) {
      position.requested_in_ils = true;
      position.ils_initiator_id = manager;
      position.ils_requested_at = addHours(task.created_at, 2);
    }
  });

  // Activity offers: an offer for the part of some open tasks, a day after the task was made.
  const like = data.offers[0];
  const stillOpen = data.endPositions.filter((task) => task.status !== 'finished');
  if (like)
    stillOpen
      .filter((_, index) => index % 3 === 0)
      .forEach((task) => {
        const position = positions.get(task.position_id);
        if (!position) return;
        data.offers.push(
          laterOffer(data, like, position.inventory_id, addHours(task.created_at, 20), rng),
        );
      });

  // Created today: positions of RFQs in work that have no task yet.
  const tasked = new Set(data.endPositions.map((task) => task.position_id));
  const inWork = new Set(data.rfqs.filter((rfq) => rfq.in_work).map((rfq) => rfq.id));
  const fresh = data.rfqPositions
    .filter((position) => inWork.has(position.rfq_id) && !tasked.has(position.id))
    .slice(0, 4);
  fresh.forEach((position, index) => {
    position.need_offers = true;
    const created = earlyOn(CREATED_TODAY_MARK, index);
    data.endPositions.push({
      id: data.endPositions.length + 1,
      position_id: position.id,
      status: index === 0 ? 'in_work' : 'need_updates',
      comment: 'AOG: please search now.',
      manager_id: index === 0 ? manager : null,
      created_by_id: null,
      created_at: created,
      updated_at: created,
      in_pipeline: false,
    });
  });
}
