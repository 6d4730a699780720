/**
 * Reading product requests in the shape of src-shared/api/product-request.ts: a filtered, sorted
 * page (open ones unless asked for the closed), and one request with its products.
 */
import { listOrder, newestFirstPage } from '../../db/newest-first-page.ts';
import { inIdOrder } from '../../db/in-id-order.ts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  PRODUCT_REQUEST_ORDERING,
  ProductRequest,
  ProductRequestListQuery,
  RequestedProduct,
} from '../../../src-shared/api/product-request.ts';
import { productRequestNumber } from '../../../src-shared/domain/product-request.ts';
import { productIdOfLabel, productLabelCode } from '../../../src-shared/domain/product.ts';
import { joinedRef } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { childCount, countWhere, detailWithProducts, priorityRank } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { productSummarySelect, productWarehouse } from '../product/queries.ts';
import { namedUser } from '../named-user.ts';

type Filters = Omit<ProductRequestListQuery, 'page' | 'page_size' | 'ordering'>;

type Ordering = (typeof PRODUCT_REQUEST_ORDERING)[number];

/** The list's ordering fields as SQL over `r` (fixed expressions, never the request's text). */
const ORDER_EXPRESSIONS: Record<Ordering, RawBuilder<unknown>> = {
  id: sql`r.id`,
  created_at: sql`r.created_at`,
  target_date: sql`r.target_date`,
  // By urgency, AOG first ascending, as the other lists sort priorities.
  priority: priorityRank('r.priority'),
  category: sql`cat.name`,
};

/** ORDER BY of an `ordering` ('field' or '-field'), NULLS LAST. */
function orderTermOf(ordering: string): RawBuilder<unknown> {
  const field = ordering.replace(/^-/, '') as Ordering;
  const direction = sql.raw(ordering.startsWith('-') ? 'DESC' : 'ASC');
  return sql`${ORDER_EXPRESSIONS[field]} ${direction} NULLS LAST`;
}

function conditions(filters: Filters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`r.closed = ${filters.closed === 'true'}`];
  if (filters.category !== undefined) parts.push(sql`r.category_id = ${filters.category}`);
  if (filters.priority !== undefined) parts.push(sql`r.priority = ${filters.priority}`);
  if (filters.created_by !== undefined) parts.push(sql`r.created_by_id = ${filters.created_by}`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    // A scanned label code names one product: the requests over it.
    const labelled = productIdOfLabel(filters.search);
    parts.push(sql`(r.comment ILIKE ${pattern} OR EXISTS (SELECT 1
      FROM product_request_product rpp JOIN product p ON p.id = rpp.product_id
      WHERE rpp.request_id = r.id
        AND (p.part_number ILIKE ${pattern} OR p.id = ${labelled ?? 0})))`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

const category = joinedRef('ref_request_category', 'cat', 'category');
const creator = namedUser('r.created_by_id', 'created_by');

function requestSelect(db: Kysely<Database>) {
  return db
    .selectFrom('product_request as r')
    .innerJoin('ref_request_category as cat', 'cat.id', 'r.category_id')
    .selectAll('r')
    .select([
      category.nameColumn,
      creator.nameColumn,
      childCount('product_request_product', 'request_id', 'r.id').as('products_count'),
      sql<string[]>`ARRAY(SELECT p.part_number FROM product_request_product rpp
        JOIN product p ON p.id = rpp.product_id WHERE rpp.request_id = r.id
        GROUP BY p.part_number ORDER BY min(p.id))`.as('part_numbers'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof requestSelect>['execute']>>[number];

function toRequest(row: Row): ProductRequest {
  return {
    id: row.id,
    number: productRequestNumber(row.id),
    category: category.of(row),
    target_date: row.target_date,
    priority: row.priority as ProductRequest['priority'],
    comment: row.comment,
    closed: row.closed,
    created_by: creator.orNull(row),
    created_at: row.created_at.toISOString(),
    products_count: Number(row.products_count),
    part_numbers: row.part_numbers,
  };
}

export async function countProductRequests(db: Kysely<Database>, filters: Filters) {
  return countWhere(db.selectFrom('product_request as r'), conditions(filters));
}

export const listProductRequests = newestFirstPage(
  requestSelect,
  conditions,
  listOrder('ordering', orderTermOf, 'r.id'),
  toRequest,
);

/** Requests by id, in the order of `ids`. */
export function productRequestsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ProductRequest[]> {
  return inIdOrder(ids, (some) => requestSelect(db).where('r.id', 'in', some).execute(), toRequest);
}

async function requestedProducts(db: Kysely<Database>, id: number): Promise<RequestedProduct[]> {
  const rows = await productSummarySelect(db)
    .innerJoin('product_request_product as rpp', 'rpp.product_id', 'p.id')
    .where('rpp.request_id', '=', id)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.product_id,
    label_code: productLabelCode(row.product_id),
    part_number: row.part_number,
    description: row.description,
    warehouse: productWarehouse.orNull(row),
    quantity: row.quantity,
    status: row.status,
  }));
}

export const productRequestDetail = detailWithProducts(
  requestSelect,
  'r.id',
  toRequest,
  requestedProducts,
);
