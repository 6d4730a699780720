/**
 * Reading search tasks in the shapes of src-shared/api/end-position.ts: the need-offer tabs and
 * the end positions list (filters, search, ordering, one page), then the rows of that page. The
 * page is found first (ids only), its rows read after, so the offer counts are computed for the
 * rows shown, never for the whole list.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { END_POSITION_ORDERING } from '../../../src-shared/api/end-position.ts';
import {
  type ActivityOffer,
  type EndPositionItem,
  type IlsRequest,
} from '../../../src-shared/api/end-position.ts';
import type { EndPositionStatus, NeedOfferTab } from '../../../src-shared/domain/end-position.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import type { RfqPriority } from '../../../src-shared/domain/priority.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';
import {
  joinedContactName,
  joinedManager,
  joinedCondition,
  joinedCurrency,
  priorityRank,
  refOrNull,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { offerActiveSql } from '../offer/inventory.ts';
import { ilsInitiator } from '../rfq/queries.ts';
import type { SelectedRow } from '../selected-row.ts';
import { listOrdering } from '../shared-page.ts';

interface EndPositionFilters {
  tab?: NeedOfferTab;
  status?: EndPositionStatus;
  search?: string;
  manager?: number;
  priority?: RfqPriority;
  /** The server's date, for "created today". */
  today: string;
}

/** The start of the server's day (UTC, as todayIso), as a timestamp. */
function dayStart(today: string): RawBuilder<unknown> {
  return sql`(${today}::date::timestamp AT TIME ZONE 'UTC')`;
}

/** SQL conditions on `ep` (task), `p` (position), `i` (its inventory), `r` (its RFQ). */
function conditions(filters: EndPositionFilters): RawBuilder<SqlBool> {
  const where: RawBuilder<unknown>[] = [sql`TRUE`];
  switch (filters.tab) {
    case 'need_updates':
    case 'in_work':
      where.push(sql`ep.status = ${filters.tab}`);
      break;
    case 'created_today':
      where.push(sql`ep.status <> 'finished' AND ep.created_at >= ${dayStart(filters.today)}`);
      break;
    case 'activity_offers':
      where.push(sql`ep.status <> 'finished'`);
      break;
    default:
      break;
  }
  if (filters.status) where.push(sql`ep.status = ${filters.status}`);
  if (filters.manager !== undefined) where.push(sql`ep.manager_id = ${filters.manager}`);
  if (filters.priority) where.push(sql`r.priority = ${filters.priority}`);
  if (filters.search) where.push(sql`ep.position_id IN (${searchedPositionIds(filters.search)})`);
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/**
 * The positions a search finds: its part's key starts with the typed part number's key, or its
 * RFQ's number contains the text. Each side is read from its own index (the key's prefix index,
 * the RFQ number's trigram index) and then the positions of what it found, where one OR over
 * the joined part and RFQ read every position of every task.
 */
function searchedPositionIds(search: string): RawBuilder<unknown> {
  const key = partNumberKey(search);
  const text = `%${escapeLike(search)}%`;
  const byRfq = sql`SELECT p.id FROM rfq r JOIN rfq_position p ON p.rfq_id = r.id
    WHERE r.number ILIKE ${text}`;
  if (!key) return byRfq;
  return sql`SELECT p.id FROM inventory i JOIN rfq_position p ON p.inventory_id = i.id
    WHERE i.part_number_key LIKE ${`${key}%`}
    UNION ${byRfq}`;
}

type Ordering = (typeof END_POSITION_ORDERING)[number];

const ORDER_EXPRESSIONS: Record<Ordering, RawBuilder<unknown>> = {
  id: sql`ep.id`,
  created_at: sql`ep.created_at`,
  part_number: sql`i.part_number`,
  rfq: sql`r.number`,
  priority: priorityRank('r.priority'),
  manager: sql`lower(m.name || ' ' || m.surname)`,
  status: sql`ep.status`,
};

/**
 * The tables a list query needs: the task alone unless a filter, the ordering or the activity
 * offers tab reads its position, part, RFQ or manager (each join is one row per task: the counts
 * do not change, and the need updates list at 100,000 tasks is read from its index alone). The
 * search needs none: it is a set of positions (searchedPositionIds).
 */
function fromFor(filters: EndPositionFilters, ordering: Ordering | undefined): RawBuilder<unknown> {
  const part = filters.tab === 'activity_offers' || ordering === 'part_number';
  const rfq = Boolean(filters.priority) || ordering === 'rfq' || ordering === 'priority';
  const joins: RawBuilder<unknown>[] = [sql`end_position ep`];
  if (part || rfq) joins.push(sql`JOIN rfq_position p ON p.id = ep.position_id`);
  if (part) joins.push(sql`JOIN inventory i ON i.id = p.inventory_id`);
  if (rfq) joins.push(sql`JOIN rfq r ON r.id = p.rfq_id`);
  if (ordering === 'manager') joins.push(sql`LEFT JOIN contact m ON m.id = ep.manager_id`);
  return sql.join(joins, sql` `);
}

/** The offers that arrived for the task's group after the task was created. */
const ACTIVITY_JOIN = sql`JOIN inventory gi ON gi.group_id = i.group_id
  JOIN supplier_offer so ON so.inventory_id = gi.id AND so.created_at > ep.created_at`;

interface PageRow {
  task: number;
  offer: number | null;
}

export async function countEndPositions(
  db: Kysely<Database>,
  filters: EndPositionFilters,
): Promise<number> {
  const join = filters.tab === 'activity_offers' ? ACTIVITY_JOIN : sql``;
  const { rows } = await sql<{ count: number }>`SELECT count(*) AS count
    FROM ${fromFor(filters, undefined)} ${join}
    WHERE ${conditions(filters)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * One page: (task, offer) pairs in order. Default: newest task first; on the activity offers tab,
 * newest offer first. Ties break by id, same direction.
 */
export async function pageOfEndPositions(
  db: Kysely<Database>,
  filters: EndPositionFilters,
  ordering: string | undefined,
  limit: number,
  offset: number,
): Promise<PageRow[]> {
  const activity = filters.tab === 'activity_offers';
  const { field, direction } = listOrdering<Ordering | undefined>(ordering, undefined);
  const order: RawBuilder<unknown>[] = [];
  if (field) order.push(sql`${ORDER_EXPRESSIONS[field]} ${direction} NULLS LAST`);
  if (activity) order.push(sql`so.created_at DESC`, sql`so.id DESC`);
  order.push(sql`ep.created_at ${direction}`, sql`ep.id ${direction}`);
  const { rows } = await sql<PageRow>`SELECT ep.id AS task,
      ${activity ? sql`so.id` : sql`NULL::integer`} AS offer
    FROM ${fromFor(filters, field)} ${activity ? ACTIVITY_JOIN : sql``}
    WHERE ${conditions(filters)}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

/** Tasks (`ep`) with the RFQ position each searches for (`p`), its part (`i`) and its RFQ (`r`). */
function tasksFrom(db: Kysely<Database>) {
  return db
    .selectFrom('end_position as ep')
    .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .innerJoin('rfq as r', 'r.id', 'p.rfq_id');
}

/** Who asked for the position in ILS (`ils`). */
const ilsInitiatorContact = joinedContactName('ils', 'ils_initiator');

function taskSelect(db: Kysely<Database>) {
  return tasksFrom(db)
    .innerJoin('company as c', 'c.id', 'r.company_id')
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .$call(joinedManager.leftJoin('ep.manager_id'))
    .$call(ilsInitiatorContact.leftJoin('p.ils_initiator_id'))
    .select([
      'ep.id',
      'ep.status',
      'ep.comment',
      'ep.manager_id',
      'ep.created_at',
      'ep.in_pipeline',
      'p.id as position_id',
      'i.part_number',
      'p.quantity',
      'p.requested_in_ils',
      'p.ils_initiator_id',
      'r.id as rfq_id',
      'r.number as rfq_number',
      'r.priority',
      'c.id as company_id',
      'c.name as company_name',
    ]);
}

type TaskRow = SelectedRow<typeof taskSelect>;

/**
 * The tasks of a set of ids (one int[] parameter, so the SQL text is the same for any page):
 * compiled once (compiledOnce), as every page of every tab reads them and the eight joins cost
 * more to build through Kysely than the rest of the call's own work.
 */
const tasksByIds = (db: Kysely<Database>) =>
  taskSelect(db).where(sql<SqlBool>`ep.id = ANY(${[] as number[]}::int[])`);

interface OfferCounts {
  all: number;
  active: number;
}

/**
 * Offers for every part number of each task's group (the part asked for and its alternates), by
 * task: keyed by the task ids, not by the groups the tasks' rows name, so it runs beside the
 * tasks' own query instead of after it: a round trip less a page (bench need-offer-list, created
 * today: HTTP over its SQL at p50 1.49 -> 1.20, p95/p95 1.65 -> 1.42). A task of no offers has no
 * row.
 */
async function offerCounts(
  db: Kysely<Database>,
  taskIds: readonly number[],
  today: string,
): Promise<Map<number, OfferCounts>> {
  const rows = await db
    .selectFrom('end_position as ep')
    .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .innerJoin('inventory as gi', 'gi.group_id', 'i.group_id')
    .innerJoin('supplier_offer as so', 'so.inventory_id', 'gi.id')
    .select([
      'ep.id as task',
      (eb) => eb.fn.countAll<number>().as('all'),
      sql<number>`count(*) FILTER (WHERE ${offerActiveSql(today)})`.as('active'),
    ])
    .where(sql<SqlBool>`ep.id = ANY(${[...taskIds]}::int[])`)
    .groupBy('ep.id')
    .execute();
  return new Map(
    rows.map((row) => [row.task, { all: Number(row.all), active: Number(row.active) }]),
  );
}

function toItem(row: TaskRow, counts: OfferCounts | undefined, offer: ActivityOffer | null) {
  const item: EndPositionItem = {
    id: row.id,
    status: row.status,
    comment: row.comment,
    manager: refOrNull(row.manager_id, row.manager_name),
    created_at: row.created_at.toISOString(),
    in_pipeline: row.in_pipeline,
    waiting_since: row.created_at.toISOString(),
    position: {
      id: row.position_id,
      part_number: row.part_number,
      quantity: row.quantity,
      condition: joinedCondition.orNull(row),
      requested_in_ils: row.requested_in_ils,
      ils_initiator: refOrNull(row.ils_initiator_id, row.ils_initiator_name),
      offers_count: counts?.all ?? 0,
      active_offers_count: counts?.active ?? 0,
    },
    rfq: {
      id: row.rfq_id,
      number: row.rfq_number,
      priority: row.priority,
      company: { id: row.company_id, name: row.company_name },
    },
    offer,
  };
  return item;
}

async function offersByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, ActivityOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('supplier_offer as so')
    .innerJoin('inventory as oi', 'oi.id', 'so.inventory_id')
    .innerJoin('company as sup', 'sup.id', 'so.company_id')
    .$call(joinedCurrency.join('so.currency_id'))
    .$call(joinedCondition.join('so.condition_id'))
    .select([
      'so.id',
      'oi.part_number',
      'sup.id as supplier_id',
      'sup.name as supplier_name',
      'so.quantity',
      'so.price',
      'so.lead_time_days',
      'so.created_at',
    ])
    .where('so.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        part_number: row.part_number,
        supplier: { id: row.supplier_id, name: row.supplier_name },
        quantity: row.quantity,
        price: Number(row.price),
        currency: joinedCurrency.of(row),
        condition: joinedCondition.of(row),
        lead_time_days: row.lead_time_days,
        created_at: row.created_at.toISOString(),
      },
    ]),
  );
}

/** The rows of a page (or of the tasks an action moved), in the order given. */
export async function endPositionItems(
  db: Kysely<Database>,
  page: readonly PageRow[],
  today: string,
): Promise<EndPositionItem[]> {
  if (page.length === 0) return [];
  const ids = [...new Set(page.map((row) => row.task))];
  // All three read the page's ids alone: side by side, not one after another.
  const [{ rows: tasks }, counts, offers] = await Promise.all([
    db.executeQuery(compiledOnce(db, tasksByIds, [ids])),
    offerCounts(db, ids, today),
    offersByIds(
      db,
      page.flatMap((row) => (row.offer !== null ? [row.offer] : [])),
    ),
  ]);
  const byId = new Map(tasks.map((row) => [row.id, row]));
  return page.flatMap((row) => {
    const task = byId.get(row.task);
    if (!task) return [];
    const offer = row.offer !== null ? (offers.get(row.offer) ?? null) : null;
    return [toItem(task, counts.get(task.id), offer)];
  });
}

export async function endPositionsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  today: string,
): Promise<EndPositionItem[]> {
  return endPositionItems(
    db,
    ids.map((task) => ({ task, offer: null })),
    today,
  );
}

/** The positions requested from ILS whose search task is open, oldest request first. */
export async function ilsRequests(db: Kysely<Database>): Promise<IlsRequest[]> {
  const rows = await tasksFrom(db)
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .select([
      'ep.id',
      'p.id as position_id',
      'i.part_number',
      'p.quantity',
      'r.id as rfq_id',
      'r.number as rfq_number',
      ...ilsInitiator.columns,
      'p.ils_requested_at',
    ])
    .where('p.requested_in_ils', '=', true)
    .where('ep.status', '<>', 'finished')
    .orderBy(sql`p.ils_requested_at ASC NULLS FIRST`)
    .orderBy('ep.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position_id,
    part_number: row.part_number,
    quantity: row.quantity,
    condition: joinedCondition.orNull(row),
    rfq: { id: row.rfq_id, name: row.rfq_number },
    ils_initiator: ilsInitiator.orNull(row),
    requested_at: row.ils_requested_at ? row.ils_requested_at.toISOString() : null,
  }));
}
