/**
 * Reading products in the shape of src-shared/api/product.ts: a filtered page (the page's ids
 * first, then those products with their joins), one product with its serial numbers and
 * inspection, its extra data, its children, what an order position may book, statistics over a
 * filter, and the stock of a part by warehouse, condition and status.
 */
import { sql, type Kysely } from 'kysely';
import type {
  Location,
  PositionToBook,
  Product,
  ProductDetail,
  ProductExtraData,
  ProductFilters,
  ProductStatistics,
  ProductsAggregation,
} from '../../../src-shared/api/product.ts';
import {
  PRODUCT_STATUSES,
  productLabelCode,
  type ProductStatus,
} from '../../../src-shared/domain/product.ts';
import { joinedRef, ownColumns, pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { inIdOrder } from '../../db/in-id-order.ts';
import { countWhere, joinedCondition, joinedCurrency, orderTerm } from '../../db/refs.ts';
import { recordColumns } from '../../http/found.ts';
import { BOOLEAN_FLAGS, FLAG_SQL, productConditions, TRACE_DOCUMENT_CATEGORY } from './filters.ts';
import { joinBookedOrder } from '../booked-order.ts';
import { namedUser } from '../named-user.ts';
import type { SelectedRow } from '../selected-row.ts';

const PRODUCT_ORDER_BY: Record<string, string> = {
  part_number: 'p.part_number',
  created_at: 'p.created_at',
  status: 'p.status',
  warehouse: '(SELECT name FROM company WHERE id = p.warehouse_id)',
  location: '(SELECT code FROM warehouse_location WHERE id = p.location_id)',
  quantity: 'p.quantity',
  due_date: 'p.due_date',
  sale_price: 'p.sale_price',
};

/** What names a product (`p`) wherever one is listed: its part, description and serial. */
export const productIdentity = ownColumns('p', ['part_number', 'description', 'serial_number']);
/** The warehouse a product is in (`w`), where it is in one. */
export const productWarehouse = joinedRef('company', 'w', 'warehouse');
/** What a product's line shows of it as it is. */
const productState = ownColumns('p', ['quantity', 'status', 'sale_price']);

/**
 * A product as the records that hold products list it (stocktakings, assessments, product
 * requests): its id as `product_id`, what names it, its quantity, status and sale price, its
 * condition (`cond`), its shelf (`l`) and its warehouse (`w`).
 */
export function productSummarySelect(db: Kysely<Database>) {
  return db
    .selectFrom('product as p')
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .leftJoin('warehouse_location as l', 'l.id', 'p.location_id')
    .$call(productWarehouse.leftJoin('p.warehouse_id'))
    .select([
      'p.id as product_id',
      ...productIdentity.columns,
      ...productState.columns,
      'l.code as location_code',
    ]);
}

/** The fields every product line starts with (productLineFields): its ids and what names it. */
export function productLineOf(row: ProductSummaryRow) {
  return {
    id: row.product_id,
    label_code: productLabelCode(row.product_id),
    ...productIdentity.of(row),
  };
}

type ProductSummaryRow = SelectedRow<typeof productSummarySelect>;

function productSelect(db: Kysely<Database>) {
  return db
    .selectFrom('product as p')
    .leftJoin('inventory as i', 'i.id', 'p.inventory_id')
    .leftJoin('ref_condition as c', 'c.id', 'p.condition_id')
    .leftJoin('company as w', 'w.id', 'p.warehouse_id')
    .leftJoin('warehouse_location as l', 'l.id', 'p.location_id')
    .leftJoin('product as parent', 'parent.id', 'p.parent_id')
    .$call(joinBookedOrder('p.order_position_id'))
    .leftJoin('sales_order as planned', 'planned.id', 'p.planned_order_id')
    .selectAll('p')
    .select([
      'i.part_number as inventory_part_number',
      'i.component_type',
      'c.name as condition_name',
      'c.code as condition_code',
      productWarehouse.nameColumn,
      'l.code as location_code',
      'parent.part_number as parent_part_number',
      'so.id as order_id',
      'so.number as order_number',
      'client.id as client_id',
      'client.name as client_name',
      'planned.number as planned_order_number',
      sql<number>`(SELECT count(*) FROM product ch WHERE ch.parent_id = p.id)`.as('children_count'),
      sql<boolean>`NOT EXISTS (SELECT 1 FROM stored_file f WHERE f.owner_uuid = p.uuid
        AND f.category = ${TRACE_DOCUMENT_CATEGORY})`.as('docs_problem'),
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productSelect>['execute']>>[number];

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    label_code: productLabelCode(row.id),
    inventory:
      row.inventory_id !== null
        ? { id: row.inventory_id, part_number: row.inventory_part_number ?? row.part_number }
        : null,
    ...productIdentity.of(row),
    condition: joinedCondition.orNull(row),
    ...pick(row, ['quantity', 'status', 'sale_status']),
    warehouse: productWarehouse.orNull(row),
    location:
      row.location_id !== null ? { id: row.location_id, code: row.location_code ?? '' } : null,
    ...pick(row, ['due_date', 'donor', 'project', 'component_type']),
    parent:
      row.parent_id !== null
        ? { id: row.parent_id, part_number: row.parent_part_number ?? '' }
        : null,
    children_count: Number(row.children_count),
    booking:
      row.order_position_id !== null && row.order_id !== null && row.client_id !== null
        ? {
            order_position: row.order_position_id,
            order: { id: row.order_id, number: row.order_number ?? '' },
            client: { id: row.client_id, name: row.client_name ?? '' },
            booked_at: (row.booked_at ?? row.updated_at).toISOString(),
          }
        : null,
    planned_order:
      row.planned_order_id !== null
        ? { id: row.planned_order_id, number: row.planned_order_number ?? '' }
        : null,
    inspected_at: row.inspected_at?.toISOString() ?? null,
    archived: row.archived,
    is_ber: row.is_ber,
    not_our: row.not_our,
    nz: row.nz,
    adiru: row.adiru,
    cwpss: row.cwpss,
    action_to_be_done: row.action_to_be_done,
    docs_problem: row.docs_problem,
    cost: row.cost,
    sale_price: row.sale_price,
    counted_at: row.counted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function countProducts(
  db: Kysely<Database>,
  filters: ProductFilters,
): Promise<number> {
  return countWhere(db.selectFrom('product as p'), productConditions(filters));
}

/** Products by id, in the order of `ids`. */
export function productsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Product[]> {
  return inIdOrder(ids, (some) => productSelect(db).where('p.id', 'in', some).execute(), toProduct);
}

/** The ids of the filtered products in the list's order (its ordering, then the newest first). */
export function productIdsInOrder(
  db: Kysely<Database>,
  filters: ProductFilters,
  orderBy: string | undefined,
) {
  let ids = db.selectFrom('product as p').select('p.id').where(productConditions(filters));
  if (orderBy) ids = ids.orderBy(orderTerm(orderBy, PRODUCT_ORDER_BY, 'p.id'));
  return ids.orderBy('p.id', 'desc');
}

/** One page: the filter, the ordering and the offset on product alone, then the page's joins. */
export async function listProducts(
  db: Kysely<Database>,
  { order_by: orderBy, ...filters }: ProductFilters & { order_by?: string },
  limit: number,
  offset: number,
): Promise<Product[]> {
  const page = await productIdsInOrder(db, filters, orderBy).limit(limit).offset(offset).execute();
  return productsByIds(
    db,
    page.map((row) => row.id),
  );
}

const inspector = namedUser('p.inspected_by_id', 'by');

export async function productDetail(
  db: Kysely<Database>,
  id: number,
): Promise<ProductDetail | undefined> {
  const [product] = await productsByIds(db, [id]);
  if (!product) return undefined;
  const [serials, inspection] = await Promise.all([
    db
      .selectFrom('product_serial_number')
      .select(['id', 'serial_number'])
      .where('product_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product as p')
      .select(['p.inspected_at', 'p.inspection_comment', ...inspector.columns])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...product,
    serial_numbers: serials,
    inspection: inspection.inspected_at
      ? {
          at: inspection.inspected_at.toISOString(),
          by: inspector.orNull(inspection),
          comment: inspection.inspection_comment,
        }
      : null,
  };
}

/** Who a product was bought from (`s`), and what kind of request asks for it (`cat`). */
const purchaseSupplier = joinedRef('company', 's', 'supplier');
const requestCategory = joinedRef('ref_request_category', 'cat', 'category');

export async function productExtraData(
  db: Kysely<Database>,
  id: number,
): Promise<ProductExtraData | undefined> {
  const product = await recordColumns(db, 'product', id, ['id', 'uuid', 'purchase_position_id']);
  if (!product) return undefined;
  const [purchase, requests, files] = await Promise.all([
    product.purchase_position_id === null
      ? undefined
      : db
          .selectFrom('purchase_position as pp')
          .innerJoin('purchase_order as po', 'po.id', 'pp.purchase_order_id')
          .$call(purchaseSupplier.join('po.supplier_id'))
          .$call(joinedCurrency.join('po.currency_id'))
          .select(['po.id', 'po.number', 'po.name', 'po.confirmed', 'pp.unit_price'])
          .where('pp.id', '=', product.purchase_position_id)
          .executeTakeFirst(),
    db
      .selectFrom('product_request_product as rpp')
      .innerJoin('product_request as r', 'r.id', 'rpp.request_id')
      .$call(requestCategory.join('r.category_id'))
      .select(['r.id', 'r.priority', 'r.target_date', 'r.comment'])
      .where('rpp.product_id', '=', id)
      .where('r.closed', '=', false)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_uuid', '=', product.uuid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    purchase: purchase
      ? {
          purchase_order: { id: purchase.id, number: purchase.number, name: purchase.name },
          supplier: purchaseSupplier.of(purchase),
          confirmed: purchase.confirmed,
          unit_price: purchase.unit_price,
          currency: joinedCurrency.of(purchase),
        }
      : null,
    requests: requests.map((request) => ({
      id: request.id,
      category: requestCategory.of(request),
      priority: request.priority as ProductExtraData['requests'][number]['priority'],
      target_date: request.target_date,
      comment: request.comment,
    })),
    files_count: Number(files.count),
    label_code: productLabelCode(product.id),
  };
}

export async function productChildren(db: Kysely<Database>, id: number): Promise<Product[]> {
  const rows = await productSelect(db).where('p.parent_id', '=', id).orderBy('p.id').execute();
  return rows.map(toProduct);
}

/**
 * What an order position may book: products in stock of its part or an alternate (its part's
 * group), not booked, not archived, not a part of an assembly; its own warehouse's first by
 * nothing in particular: the oldest first (first in, first out).
 */
export async function productsForBooking(
  db: Kysely<Database>,
  positionId: number,
): Promise<Product[] | undefined> {
  const position = await db
    .selectFrom('order_position')
    .select(['id', 'inventory_id'])
    .where('id', '=', positionId)
    .executeTakeFirst();
  if (!position) return undefined;
  if (position.inventory_id === null) return [];
  const rows = await productSelect(db)
    .where('p.status', '=', 'in_stock')
    .where('p.archived', '=', false)
    .where('p.order_position_id', 'is', null)
    .where('p.parent_id', 'is', null)
    .where(
      'p.inventory_id',
      'in',
      db
        .selectFrom('inventory as alt')
        .innerJoin('inventory as own', 'own.group_id', 'alt.group_id')
        .select('alt.id')
        .where('own.id', '=', position.inventory_id),
    )
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(200)
    .execute();
  return rows.map(toProduct);
}

export async function productStatistics(
  db: Kysely<Database>,
  filters: ProductFilters,
): Promise<ProductStatistics> {
  const where = productConditions(filters);
  const flagCounts = BOOLEAN_FLAGS.map((flag) =>
    sql<number>`count(*) FILTER (WHERE ${FLAG_SQL[flag]})`.as(flag),
  );
  const [totals, byStatus, byWarehouse] = await Promise.all([
    db
      .selectFrom('product as p')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(p.quantity), 0)`.as('quantity'),
        ...flagCounts,
      ])
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product as p')
      .select(['p.status', sql<number>`count(*)`.as('count')])
      .where(where)
      .groupBy('p.status')
      .execute(),
    db
      .selectFrom('product as p')
      .innerJoin('company as w', 'w.id', 'p.warehouse_id')
      .select(['w.id', 'w.name', sql<number>`count(*)`.as('count')])
      .where(where)
      .groupBy(['w.id', 'w.name'])
      .orderBy('w.name')
      .execute(),
  ]);
  const counts = totals as unknown as Record<string, number>;
  const statusCount = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
  return {
    count: Number(totals.count),
    quantity: Number(totals.quantity),
    by_status: Object.fromEntries(
      PRODUCT_STATUSES.map((status) => [status, statusCount.get(status) ?? 0]),
    ) as Record<ProductStatus, number>,
    by_warehouse: byWarehouse.map((row) => ({
      warehouse: { id: row.id, name: row.name },
      count: Number(row.count),
    })),
    flags: Object.fromEntries(BOOLEAN_FLAGS.map((flag) => [flag, Number(counts[flag])])),
  };
}

export async function locations(
  db: Kysely<Database>,
  warehouse: number | undefined,
): Promise<Location[]> {
  let query = db
    .selectFrom('warehouse_location as l')
    .innerJoin('company as w', 'w.id', 'l.warehouse_id')
    .select(['l.id', 'l.code', 'w.id as warehouse_id', 'w.name as warehouse_name'])
    .orderBy('w.name')
    .orderBy('l.code');
  if (warehouse !== undefined) query = query.where('l.warehouse_id', '=', warehouse);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
  }));
}

export async function productsAggregation(
  db: Kysely<Database>,
  inventoryId: number,
): Promise<ProductsAggregation | undefined> {
  const item = await recordColumns(db, 'inventory', inventoryId, ['id', 'part_number']);
  if (!item) return undefined;
  const rows = await db
    .selectFrom('product as p')
    .$call(productWarehouse.leftJoin('p.warehouse_id'))
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .select([
      'p.status',
      sql<number>`count(*)`.as('products'),
      sql<number>`sum(p.quantity)`.as('quantity'),
    ])
    .where('p.inventory_id', '=', inventoryId)
    .where('p.archived', '=', false)
    .groupBy(['w.id', 'w.name', 'cond.id', 'cond.name', 'cond.code', 'p.status'])
    .orderBy('w.name')
    .orderBy('p.status')
    .execute();
  return {
    inventory: item,
    rows: rows.map((row) => ({
      warehouse: productWarehouse.orNull(row),
      condition: joinedCondition.orNull(row),
      status: row.status,
      products: Number(row.products),
      quantity: Number(row.quantity),
    })),
  };
}

/** Active order positions of these products' parts or their alternates, earliest deadline first. */
export async function positionsToBook(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<PositionToBook[]> {
  const rows = await db
    .selectFrom('order_position as op')
    .innerJoin('sales_order as so', 'so.id', 'op.order_id')
    .innerJoin('company as client', 'client.id', 'so.company_id')
    .select([
      'op.id',
      'op.part_number',
      'op.quantity',
      'op.deadline',
      'so.id as order_id',
      'so.number as order_number',
      'client.id as client_id',
      'client.name as client_name',
      sql<number>`(SELECT coalesce(sum(b.quantity), 0) FROM product b
        WHERE b.order_position_id = op.id)`.as('booked'),
    ])
    .where('op.active_status', '=', 'active')
    .where(
      'op.inventory_id',
      'in',
      db
        .selectFrom('product as p')
        .innerJoin('inventory as own', 'own.id', 'p.inventory_id')
        .innerJoin('inventory as alt', 'alt.group_id', 'own.group_id')
        .select('alt.id')
        .where('p.id', 'in', productIds),
    )
    .orderBy(sql`op.deadline ASC NULLS LAST`)
    .orderBy('op.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    order: { id: row.order_id, number: row.order_number },
    client: { id: row.client_id, name: row.client_name },
    part_number: row.part_number,
    quantity: row.quantity,
    booked: Number(row.booked),
    deadline: row.deadline,
  }));
}
