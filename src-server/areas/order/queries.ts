/**
 * Reading orders in the shapes of src-shared/api/order.ts: the summary list (filters, search,
 * ordering, paging), the plain list, one order, and its positions. An order is archived when it is
 * closed or canceled. A client sees only its own company's orders.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  OrderDetail,
  OrderListItem,
  OrderPosition,
  OrderPositionStatus,
} from '../../../src-shared/api/order.ts';
import type { ORDER_ORDERING } from '../../../src-shared/api/order.ts';
import type { KpConditions } from '../../../src-shared/api/rfq.ts';
import type { RfqPriority } from '../../../src-shared/domain/priority.ts';
import { joinedRef, pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import {
  countWhere,
  joinedCondition,
  joinedCurrency,
  priorityRank,
  refItem,
  refOrNull,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import type { SelectedRow } from '../selected-row.ts';
import { namedCompany, namedContact } from '../named-user.ts';
import { listOrdering } from '../shared-page.ts';

/** Status codes of orders that are over: they are in the archive. */
export const ARCHIVED_STATUSES = ['CLOSED', 'CANCELED'] as const;

interface OrderFilters {
  onlyCompanyId: number | null;
  search?: string;
  company?: number;
  priority?: RfqPriority;
  archive?: boolean;
}

function filterConditions(filters: OrderFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filters.onlyCompanyId !== null) conditions.push(sql`o.company_id = ${filters.onlyCompanyId}`);
  if (filters.company !== undefined) conditions.push(sql`o.company_id = ${filters.company}`);
  if (filters.priority !== undefined) conditions.push(sql`o.priority = ${filters.priority}`);
  if (filters.archive !== undefined) {
    const archived = sql`st.code IN (${sql.join([...ARCHIVED_STATUSES])})`;
    conditions.push(filters.archive ? archived : sql`NOT (${archived})`);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`(o.number ILIKE ${pattern} OR c.name ILIKE ${pattern}
      OR o.po_number ILIKE ${pattern} OR kp.number ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

function baseFrom(db: Kysely<Database>) {
  return db
    .selectFrom('sales_order as o')
    .innerJoin('company as c', 'c.id', 'o.company_id')
    .innerJoin('ref_order_status as st', 'st.id', 'o.status_id')
    .leftJoin('kp', 'kp.id', 'o.kp_id');
}

const orderCompany = joinedRef('company', 'c', 'company');
const orderStatus = joinedRef('ref_order_status', 'st', 'status');
/** Our manager of the order, and the legal entity it is made by. */
const manager = namedContact('o.manager_id', 'manager');
const legalEntity = namedCompany('o.legal_entity_id', 'legal_entity');

function itemSelect(db: Kysely<Database>) {
  return baseFrom(db)
    .$call(joinedCurrency.join('o.currency_id'))
    .leftJoin('rfq', 'rfq.id', 'o.rfq_id')
    .selectAll('o')
    .select([
      orderCompany.nameColumn,
      orderStatus.nameColumn,
      'st.code as status_code',
      'kp.number as kp_number',
      'rfq.number as rfq_number',
      manager.nameColumn,
      legalEntity.nameColumn,
      sql<number>`(SELECT count(*) FROM order_position p WHERE p.order_id = o.id)`.as(
        'positions_count',
      ),
      sql<number>`(SELECT count(*) FROM order_position p WHERE p.order_id = o.id AND p.active_status = 'active')`.as(
        'active_positions_count',
      ),
    ]);
}

type ItemRow = SelectedRow<typeof itemSelect>;

function toListItem(row: ItemRow): OrderListItem {
  return {
    ...pick(row, ['id', 'number', 'date']),
    company: orderCompany.of(row),
    kp: row.kp_id !== null ? { id: row.kp_id, number: row.kp_number ?? '' } : null,
    rfq: row.rfq_id !== null ? { id: row.rfq_id, number: row.rfq_number ?? '' } : null,
    manager: manager.orNull(row),
    status: orderStatus.of(row),
    priority: row.priority,
    currency: joinedCurrency.of(row),
    total: Number(row.total),
    total_vat: Number(row.total_vat),
    positions_count: Number(row.positions_count),
    active_positions_count: Number(row.active_positions_count),
    archive: (ARCHIVED_STATUSES as readonly string[]).includes(row.status_code ?? ''),
    ...pick(row, ['po_number', 'treaty_number', 'delivery_date']),
  };
}

type OrderingField = (typeof ORDER_ORDERING)[number];

const ORDER_EXPRESSIONS: Record<OrderingField, RawBuilder<unknown>> = {
  date: sql`o.date`,
  number: sql`o.number`,
  company: sql`lower(c.name)`,
  total: sql`o.total`,
  priority: priorityRank('o.priority'),
  status: sql`st.sort_order`,
  delivery_date: sql`o.delivery_date`,
};

export async function countOrders(db: Kysely<Database>, filters: OrderFilters): Promise<number> {
  return countWhere(baseFrom(db), filterConditions(filters));
}

/** One page; default newest first; ties break by id in the same direction. */
export async function listOrders(
  db: Kysely<Database>,
  filters: OrderFilters,
  orderBy: string | undefined,
  limit: number,
  offset: number,
): Promise<OrderListItem[]> {
  const { field, direction } = listOrdering<OrderingField>(orderBy, 'date');
  const rows = await itemSelect(db)
    .where(filterConditions(filters))
    .orderBy(sql`${ORDER_EXPRESSIONS[field]} ${direction} NULLS LAST`)
    .orderBy(sql`o.id ${direction}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toListItem);
}

/** The order made from this KP, if one was: a KP has at most one, and then is not deleted. */
export function orderOfKp(
  db: Kysely<Database>,
  kpId: number,
): Promise<{ number: string } | undefined> {
  return db.selectFrom('sales_order').select('number').where('kp_id', '=', kpId).executeTakeFirst();
}

export async function orderDetail(
  db: Kysely<Database>,
  id: number,
  onlyCompanyId: number | null,
): Promise<OrderDetail | undefined> {
  const row = await itemSelect(db)
    .where('o.id', '=', id)
    .where(filterConditions({ onlyCompanyId }))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toListItem(row),
    comment: row.comment,
    cancel_comment: row.cancel_comment,
    vat: row.vat,
    vat_value: Number(row.vat_value),
    conditions: row.conditions as KpConditions | null,
    legal_entity: legalEntity.orNull(row),
  };
}

/**
 * The columns of an order position as every position answer reads them, from the aliases
 * p (order_position), u (ref_unit), cond (ref_condition) and s (the supplier company).
 */
export const ORDER_POSITION_COLUMNS = [
  'p.id',
  'p.order_id',
  'p.index',
  'p.part_number',
  'p.description',
  ...joinedCondition.columns,
  'p.quantity',
  'u.id as unit_id',
  'u.name as unit_name',
  'u.code as unit_code',
  'p.unit_price',
  'p.total',
  'p.active_status',
  'p.esd_date',
  'p.deadline',
  'p.supplier_id',
  's.name as supplier_name',
  'p.offer_id',
  'p.comment',
  'p.has_problem',
] as const;

/** A row of ORDER_POSITION_COLUMNS as the answer reads it. */
export function orderPositionOf(row: {
  id: number;
  order_id: number;
  index: number;
  part_number: string;
  description: string;
  condition_id: number | null;
  condition_name: string | null;
  condition_code: string | null;
  quantity: number;
  unit_id: number;
  unit_name: string;
  unit_code: string | null;
  unit_price: number | string;
  total: number | string;
  active_status: OrderPositionStatus;
  esd_date: string | null;
  deadline: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  offer_id: number | null;
  comment: string;
  has_problem: boolean;
}): OrderPosition {
  return {
    id: row.id,
    order: row.order_id,
    index: row.index,
    part_number: row.part_number,
    description: row.description,
    condition: joinedCondition.orNull(row),
    quantity: row.quantity,
    unit: refItem(row.unit_id, row.unit_name, row.unit_code),
    unit_price: Number(row.unit_price),
    total: Number(row.total),
    active_status: row.active_status,
    esd_date: row.esd_date,
    deadline: row.deadline,
    supplier: refOrNull(row.supplier_id, row.supplier_name),
    offer: row.offer_id,
    comment: row.comment,
    has_problem: row.has_problem,
  };
}

export async function orderPositions(
  db: Kysely<Database>,
  orderId: number,
  activeStatus?: OrderPositionStatus,
  ids?: readonly number[],
): Promise<OrderPosition[]> {
  let query = db
    .selectFrom('order_position as p')
    .innerJoin('ref_unit as u', 'u.id', 'p.unit_id')
    .leftJoin('ref_condition as cond', 'cond.id', 'p.condition_id')
    .leftJoin('company as s', 's.id', 'p.supplier_id')
    .select(ORDER_POSITION_COLUMNS)
    .where('p.order_id', '=', orderId);
  if (activeStatus) query = query.where('p.active_status', '=', activeStatus);
  if (ids) query = query.where('p.id', 'in', ids.length ? ids : [0]);
  const rows = await query.orderBy('p.index').orderBy('p.id').execute();
  return rows.map(orderPositionOf);
}
