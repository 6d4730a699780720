/**
 * Reading purchase orders and their positions in the shape of src-shared/api/purchase.ts: a
 * filtered page of orders (with their positions' count and total), one order with its positions,
 * and pages of positions across orders, each with its comments and the product it becomes.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  PositionPurchaseQuery,
  PurchaseListQuery,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchasePosition,
} from '../../../src-shared/api/purchase.ts';
import { joinedRef, pick } from '../../db/columns.ts';
import { joinSteps } from '../../db/joined.ts';
import type { Database } from '../../db/schema.ts';
import { shapedRow } from '../../db/shaped-row.ts';
import {
  countWhere,
  joinedCondition,
  joinedCurrency,
  orderTerm,
  refOrNull,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { joinBookedOrder } from '../booked-order.ts';
import { namedContact, namedUser } from '../named-user.ts';

type OrderFilters = Omit<PurchaseListQuery, 'page' | 'page_size' | 'order_by'>;

function orderConditions(filters: OrderFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  const equal = (column: string, value: unknown) => parts.push(sql`${sql.ref(column)} = ${value}`);
  if (filters.confirmed !== undefined) equal('po.confirmed', filters.confirmed === 'true');
  if (filters.supplier !== undefined) equal('po.supplier_id', filters.supplier);
  if (filters.manager !== undefined) equal('po.manager_id', filters.manager);
  if (filters.purchase_manager !== undefined)
    equal('po.purchase_manager_id', filters.purchase_manager);
  if (filters.esd_date !== undefined) equal('po.esd_date', filters.esd_date);
  if (filters.active_status !== undefined) equal('po.active_status', filters.active_status);
  if (filters.purchase_group) equal('po.purchase_group', filters.purchase_group);
  if (filters.component_type !== undefined) equal('po.component_type', filters.component_type);
  if (filters.name) parts.push(sql`po.name ILIKE ${`%${escapeLike(filters.name)}%`}`);
  if (filters.search) parts.push(sql`po.id = ANY(ARRAY(${searchedOrderIds(filters.search)}))`);
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

/**
 * The orders whose number, name or a position's part number contains `search`, as a set of ids:
 * each of the three reads its own trigram index (migration 0023), where one OR over the three
 * read every order and every position. As an array, the list reads the set through its primary
 * key in the page's order, never walking the orders that do not match.
 */
function searchedOrderIds(search: string): RawBuilder<unknown> {
  const pattern = `%${escapeLike(search)}%`;
  return sql`SELECT id FROM purchase_order WHERE number ILIKE ${pattern}
    UNION SELECT id FROM purchase_order WHERE name ILIKE ${pattern}
    UNION SELECT purchase_order_id FROM purchase_position WHERE part_number ILIKE ${pattern}`;
}

const ORDER_BY: Record<string, string> = {
  number: 'po.number',
  name: 'po.name',
  esd_date: 'po.esd_date',
  created_at: 'po.created_at',
};

/**
 * The supplier's name, from the supplier joined to the page's ids (`s`): companies read in name
 * order (company_name_order), each one's orders newest first (purchase_order_supplier), so a
 * page is found without sorting every order. A supplier is required and its name is never null,
 * so the NULLS LAST of the other orderings changes nothing here and is left out: an index is read
 * backwards for the descending order only without it.
 */
function supplierOrder(ordering: string): RawBuilder<unknown> {
  return sql.raw(`s.name ${ordering.startsWith('-') ? 'DESC' : 'ASC'}`);
}

function bySupplier(ordering: string | undefined): ordering is string {
  return ordering?.replace(/^-/, '') === 'supplier';
}

const supplier = joinedRef('company', 's', 'supplier');
/** Our manager of an order (`po`) and its purchase manager, who also buys its positions (`pp`). */
const manager = namedContact('po.manager_id', 'manager');
const orderBuyer = namedContact('po.purchase_manager_id', 'pm');
const positionBuyer = namedContact('pp.purchase_manager_id', 'pm');
/** What an order shows as it is, after its confirmation and before its currency. */
const ORDER_STATE = ['esd_date', 'active_status', 'purchase_group', 'component_type'] as const;

function orderSelect(db: Kysely<Database>) {
  return db
    .selectFrom('purchase_order as po')
    .$call(supplier.join('po.supplier_id'))
    .$call(joinedCurrency.join('po.currency_id'))
    .select([
      'po.id',
      'po.uuid',
      'po.number',
      'po.name',
      'po.confirmed',
      'po.confirmed_at',
      'po.esd_date',
      'po.active_status',
      'po.purchase_group',
      'po.component_type',
      'po.comment',
      'po.created_at',
      ...manager.columns,
      ...orderBuyer.columns,
      sql<number>`(SELECT count(*) FROM purchase_position pp WHERE pp.purchase_order_id = po.id)`.as(
        'positions_count',
      ),
      sql<number>`(SELECT coalesce(sum(pp.quantity * pp.unit_price), 0) FROM purchase_position pp
        WHERE pp.purchase_order_id = po.id)`.as('total'),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderSelect>['execute']>>[number];

function toOrder(row: OrderRow): PurchaseOrder {
  return {
    ...pick(row, ['id', 'uuid', 'number', 'name']),
    supplier: supplier.of(row),
    manager: manager.orNull(row),
    purchase_manager: orderBuyer.orNull(row),
    confirmed: row.confirmed,
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    ...pick(row, ORDER_STATE),
    currency: joinedCurrency.of(row),
    comment: row.comment,
    positions_count: Number(row.positions_count),
    total: Number(row.total),
    created_at: row.created_at.toISOString(),
  };
}

export async function countPurchaseOrders(
  db: Kysely<Database>,
  filters: OrderFilters,
): Promise<number> {
  return countWhere(db.selectFrom('purchase_order as po'), orderConditions(filters));
}

/**
 * One page of purchase orders: the page's ids first (the filter, the ordering and the offset on
 * purchase_order alone), then those orders with their counts and totals. Deep pages stay quick:
 * the per-order sums are made for the rows shown, not for every row skipped.
 */
export async function listPurchaseOrders(
  db: Kysely<Database>,
  { order_by: orderBy, ...filters }: OrderFilters & { order_by?: string },
  limit: number,
  offset: number,
): Promise<PurchaseOrder[]> {
  let ids = db
    .selectFrom('purchase_order as po')
    .$if(bySupplier(orderBy), (query) => query.innerJoin('company as s', 's.id', 'po.supplier_id'))
    .select('po.id')
    .where(orderConditions(filters));
  if (bySupplier(orderBy)) ids = ids.orderBy(supplierOrder(orderBy));
  else if (orderBy) ids = ids.orderBy(orderTerm(orderBy, ORDER_BY, 'po.id'));
  const page = (await ids.orderBy('po.id', 'desc').limit(limit).offset(offset).execute()).map(
    (row) => row.id,
  );
  if (page.length === 0) return [];
  const rows = await orderSelect(db).where('po.id', 'in', page).execute();
  const byId = new Map(rows.map((row) => [row.id, toOrder(row)]));
  return page.flatMap((id) => byId.get(id) ?? []);
}

type PositionFilters = Omit<PositionPurchaseQuery, 'page' | 'page_size'> & { ids?: number[] };

function positionConditions(filters: PositionFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.ids) parts.push(sql`pp.id = ANY(${filters.ids.length ? filters.ids : [0]}::int[])`);
  if (filters.purchase_order !== undefined)
    parts.push(sql`pp.purchase_order_id = ${filters.purchase_order}`);
  if (filters.has_problem !== undefined)
    parts.push(sql`pp.has_problem = ${filters.has_problem === 'true'}`);
  if (filters.purchase_manager !== undefined)
    parts.push(sql`pp.purchase_manager_id = ${filters.purchase_manager}`);
  if (filters.search) parts.push(sql`pp.part_number ILIKE ${`%${escapeLike(filters.search)}%`}`);
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

export async function countPurchasePositions(
  db: Kysely<Database>,
  filters: PositionFilters,
): Promise<number> {
  return countWhere(db.selectFrom('purchase_position as pp'), positionConditions(filters));
}

/** The product a position's purchase brought in (`pr`), if it came. */
const positionProduct = joinSteps(
  'product',
  'pr',
  ['pr.id as product_id', 'pr.status as product_status'],
  'purchase_position_id',
);

/** Positions by the filters, in line order, with comments and their product. */
const commentAuthor = namedUser('x.created_by_id', 'author');

export async function purchasePositions(
  db: Kysely<Database>,
  filters: PositionFilters,
  limit = 10_000,
  offset = 0,
): Promise<PurchasePosition[]> {
  const rows = await db
    .selectFrom('purchase_position as pp')
    .innerJoin('purchase_order as po', 'po.id', 'pp.purchase_order_id')
    .$call(joinBookedOrder('pp.order_position_id'))
    .$call(joinedCondition.leftJoin('pp.condition_id'))
    .$call(positionProduct.leftJoin('pp.id'))
    .select([
      'pp.id',
      'pp.order_position_id',
      'pp.part_number',
      'pp.description',
      'pp.quantity',
      'pp.unit_price',
      'pp.has_problem',
      'po.id as order_id',
      'po.number as order_number',
      'client.id as client_id',
      'client.name as client_name',
      ...positionBuyer.columns,
    ])
    .where(positionConditions(filters))
    .orderBy('pp.purchase_order_id', 'desc')
    .orderBy('pp.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = rows.map((row) => row.id);
  const comments = ids.length
    ? await db
        .selectFrom('purchase_position_comment as x')
        .select([
          'x.id',
          'x.position_id',
          'x.text',
          'x.offer_id',
          'x.created_at',
          ...commentAuthor.columns,
        ])
        .where('x.position_id', 'in', ids)
        .orderBy('x.id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    purchase_order: { id: row.order_id, number: row.order_number },
    order_position: row.order_position_id,
    client: refOrNull(row.client_id, row.client_name),
    part_number: row.part_number,
    description: row.description,
    quantity: row.quantity,
    unit_price: Number(row.unit_price),
    condition: joinedCondition.orNull(row),
    has_problem: row.has_problem,
    purchase_manager: positionBuyer.orNull(row),
    comments: comments
      .filter((comment) => comment.position_id === row.id)
      .map((comment) => ({
        id: comment.id,
        text: comment.text,
        offer: comment.offer_id,
        author: commentAuthor.of(comment),
        created_at: comment.created_at.toISOString(),
      })),
    product:
      row.product_id !== null ? { id: row.product_id, status: row.product_status ?? '' } : null,
  }));
}

export async function purchaseOrderDetail(
  db: Kysely<Database>,
  id: number,
): Promise<PurchaseOrderDetail | undefined> {
  // The order and its positions are read at the same time; no order, no detail.
  const [order, positions] = await Promise.all([
    shapedRow(orderSelect(db).where('po.id', '=', id).executeTakeFirst(), toOrder),
    purchasePositions(db, { purchase_order: id }),
  ]);
  return order && { ...order, positions };
}
