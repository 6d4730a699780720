/**
 * The search task's actions, enforced: which state each may start from comes from the pure state
 * machine (src-shared/domain/end-position.ts); this file adds what only the server knows (who the
 * manager becomes, the caller's contact card) and applies the change. Single and bulk actions share
 * the checks; a bulk action locks every task it names and changes all of them or none.
 */
import type { Kysely } from 'kysely';
import {
  END_POSITION_ACTION_VERB,
  refusalOf,
  statusAfter,
  type EndPositionAction,
} from '../../../src-shared/domain/end-position.ts';
import type { Database } from '../../db/schema.ts';
import { lockedMoves } from '../shared-moves.ts';
import { updateById } from '../shared-record.ts';

const NO_CONTACT_CARD = 'Your user has no contact card: it cannot take positions to work.';

export interface TaskActionInput {
  action: EndPositionAction;
  /** end_search: the comment (the schema requires it). */
  comment?: string;
  /** give_to_work: the staff contact who gets it (checked by the route). */
  contactId?: number;
  /** pipeline: on or off. */
  inPipeline?: boolean;
  /** request_ils: on or off the ILS request list. */
  requestedInIls?: boolean;
  /** The caller's contact: the manager for get_in_work, the ILS initiator. */
  callerContactId: number | null;
}

interface LockedTask {
  id: number;
  status: 'need_updates' | 'in_work' | 'finished';
  position_id: number;
  part_number: string;
  rfq_number: string;
}

function labelOf(task: LockedTask): string {
  return `${task.part_number} (${task.rfq_number})`;
}

/** Locks the tasks (in id order, so two bulk actions never deadlock) and reads their state. */
async function lockTasks(db: Kysely<Database>, ids: readonly number[]): Promise<LockedTask[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return db
    .selectFrom('end_position as ep')
    .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .innerJoin('rfq as r', 'r.id', 'p.rfq_id')
    .select(['ep.id', 'ep.status', 'ep.position_id', 'i.part_number', 'r.number as rfq_number'])
    .where('ep.id', 'in', sorted)
    .orderBy('ep.id')
    .forUpdate(['ep', 'p'])
    .execute();
}

/** Why this task may not take the action, or null when it may. */
function refusal(task: LockedTask, input: TaskActionInput): string | null {
  const reason = refusalOf(input.action, task.status, labelOf(task));
  if (reason) return reason;
  if (input.action === 'get_in_work' && input.callerContactId === null) return NO_CONTACT_CARD;
  return null;
}

/** The task's own columns the action sets. */
function taskChanges(task: LockedTask, input: TaskActionInput) {
  const status = statusAfter(input.action, task.status);
  switch (input.action) {
    case 'get_in_work':
      return { status, manager_id: input.callerContactId };
    case 'give_to_work':
      return { status, manager_id: input.contactId ?? null };
    case 'return_to_not_in_work':
      return { status, manager_id: null };
    case 'end_search':
      return { status, comment: input.comment ?? '' };
    case 'pipeline':
      return { in_pipeline: input.inPipeline ?? true };
    case 'request_ils':
      return {};
  }
}

async function apply(
  db: Kysely<Database>,
  tasks: readonly LockedTask[],
  input: TaskActionInput,
): Promise<void> {
  if (tasks.length === 0) return;
  const now = new Date();
  for (const task of tasks)
    await updateById(db, 'end_position', task.id, { ...taskChanges(task, input), updated_at: now });
  const positions = tasks.map((task) => task.position_id);
  if (input.action === 'end_search')
    await db
      .updateTable('rfq_position')
      .set({ need_offers: false })
      .where('id', 'in', positions)
      .execute();
  if (input.action === 'request_ils') {
    const on = input.requestedInIls ?? true;
    await db
      .updateTable('rfq_position')
      .set({
        requested_in_ils: on,
        ils_initiator_id: on ? input.callerContactId : null,
        ils_requested_at: on ? now : null,
      })
      .where('id', 'in', positions)
      .execute();
  }
}

/**
 * The task actions on one task (404 when missing, 400 with the reason, naming its state, when it
 * may not move) and on many, all or nothing (400 with a reason per refused task, the unknown ids
 * under `end_positions`, and nothing changed).
 */
export const taskMoves = lockedMoves({
  lock: lockTasks,
  refusal,
  apply,
  label: labelOf,
  unknown: 'There is no end position with this id.',
  nothingChanged: (refused, asked, input: TaskActionInput) =>
    `Nothing was changed: ${refused} of ${asked} positions cannot be ${END_POSITION_ACTION_VERB[input.action]}.`,
  unknownField: 'end_positions',
});
