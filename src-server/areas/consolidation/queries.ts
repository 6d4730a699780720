/**
 * Reading consolidations in the shape of src-shared/api/consolidation.ts: a filtered page with
 * each one's product counts, and one with its products, documents and timeline.
 */
import { listOrder, newestFirstPage } from '../../db/newest-first-page.ts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  Consolidation,
  ConsolidationDetail,
  ConsolidationDocument,
  ConsolidationListQuery,
} from '../../../src-shared/api/consolidation.ts';
import { productLabelCode } from '../../../src-shared/domain/product.ts';
import { pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { childCount, countWhere, orderTerm } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { FLAG_SQL } from '../product/filters.ts';
import { productIdentity } from '../product/queries.ts';
import { namedCompany, namedUser } from '../named-user.ts';

/** Where a consolidation ships from (`f`) and to (`t`). */
const fromPoint = namedCompany('c.from_point_id', 'from_point');
const toPoint = namedCompany('c.to_point_id', 'to_point');
const eventAuthor = namedUser('e.by_id', 'by');

type Filters = Omit<ConsolidationListQuery, 'page' | 'page_size' | 'order_by'>;

/** SQL: a consolidation (alias c) carries a product with a docs problem. */
const HAS_BAD_PRODUCT = sql<SqlBool>`EXISTS (SELECT 1 FROM consolidation_product cp
  JOIN product p ON p.id = cp.product_id
  WHERE cp.consolidation_id = c.id AND ${FLAG_SQL.docs_problem})`;

function conditions(filters: Filters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  const equal = (column: string, value: unknown) => parts.push(sql`${sql.ref(column)} = ${value}`);
  if (filters.archived_consolidations === 'true') parts.push(sql`c.status = 'arrived'`);
  else if (filters.consolidation_status === undefined) parts.push(sql`c.status <> 'arrived'`);
  if (filters.consolidation_status !== undefined) equal('c.status', filters.consolidation_status);
  if (filters.from_point !== undefined) equal('c.from_point_id', filters.from_point);
  if (filters.to_point !== undefined) equal('c.to_point_id', filters.to_point);
  if (filters.shipping_date !== undefined) equal('c.shipping_date', filters.shipping_date);
  if (filters.arrival_date !== undefined) equal('c.arrival_date', filters.arrival_date);
  if (filters.target_date !== undefined) equal('c.target_date', filters.target_date);
  if (filters.bad_products === 'true') parts.push(HAS_BAD_PRODUCT);
  if (filters.bad_products === 'false') parts.push(sql`NOT ${HAS_BAD_PRODUCT}`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(sql`(c.number ILIKE ${pattern} OR c.comment ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM consolidation_product cp JOIN product p ON p.id = cp.product_id
        WHERE cp.consolidation_id = c.id AND p.part_number ILIKE ${pattern}))`);
  }
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` AND `)}` : sql<SqlBool>`true`;
}

const ORDER_BY: Record<string, string> = {
  number: 'c.number',
  shipping_date: 'c.shipping_date',
  arrival_date: 'c.arrival_date',
  target_date: 'c.target_date',
  created_at: 'c.created_at',
};

function consolidationSelect(db: Kysely<Database>) {
  return db
    .selectFrom('consolidation as c')
    .selectAll('c')
    .select([
      fromPoint.nameColumn,
      toPoint.nameColumn,
      childCount('consolidation_product', 'consolidation_id', 'c.id').as('products_count'),
      sql<number>`(SELECT coalesce(sum(cp.quantity), 0) FROM consolidation_product cp
        WHERE cp.consolidation_id = c.id)`.as('quantity'),
      sql<number>`(SELECT count(*) FROM consolidation_product cp JOIN product p ON p.id = cp.product_id
        WHERE cp.consolidation_id = c.id AND ${FLAG_SQL.docs_problem})`.as('bad_products'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof consolidationSelect>['execute']>>[number];

function toConsolidation(row: Row): Consolidation {
  return {
    ...pick(row, ['id', 'number', 'uuid']),
    consolidation_status: row.status,
    from_point: fromPoint.of(row),
    to_point: toPoint.of(row),
    ...pick(row, ['target_date', 'shipping_date', 'arrival_date', 'comment']),
    products_count: Number(row.products_count),
    quantity: Number(row.quantity),
    bad_products: Number(row.bad_products),
    created_at: row.created_at.toISOString(),
  };
}

export async function countConsolidations(db: Kysely<Database>, filters: Filters) {
  return countWhere(db.selectFrom('consolidation as c'), conditions(filters));
}

export const listConsolidations = newestFirstPage(
  consolidationSelect,
  conditions,
  listOrder('order_by', (ordering) => orderTerm(ordering, ORDER_BY, 'c.id'), 'c.id'),
  toConsolidation,
);

export async function consolidationDetail(
  db: Kysely<Database>,
  id: number,
): Promise<ConsolidationDetail | undefined> {
  const row = await consolidationSelect(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [products, documents, events] = await Promise.all([
    db
      .selectFrom('consolidation_product as cp')
      .innerJoin('product as p', 'p.id', 'cp.product_id')
      .select([
        'p.id',
        ...productIdentity.columns,
        'p.quantity as available',
        'cp.quantity',
        sql<boolean>`${FLAG_SQL.docs_problem}`.as('docs_problem'),
      ])
      .where('cp.consolidation_id', '=', id)
      .orderBy('p.part_number')
      .execute(),
    db
      .selectFrom('consolidation_document as d')
      .selectAll('d')
      .select(
        sql<number>`(SELECT count(*) FROM stored_file f WHERE f.owner_uuid = d.uuid)`.as(
          'files_count',
        ),
      )
      .where('d.consolidation_id', '=', id)
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('consolidation_event as e')
      .select(['e.id', 'e.action', 'e.detail', 'e.at', ...eventAuthor.columns])
      .where('e.consolidation_id', '=', id)
      .orderBy('e.at')
      .orderBy('e.id')
      .execute(),
  ]);
  const documentOf = (d: (typeof documents)[number]): ConsolidationDocument => ({
    ...pick(d, ['id', 'kind', 'number', 'document_date', 'comment', 'uuid']),
    files_count: Number(d.files_count),
  });
  return {
    ...toConsolidation(row),
    products: products.map((p) => ({
      id: p.id,
      label_code: productLabelCode(p.id),
      ...productIdentity.of(p),
      ...pick(p, ['quantity', 'available', 'docs_problem']),
    })),
    logistic_documents: documents.filter((d) => d.kind === 'logistic').map(documentOf),
    customs_documents: documents.filter((d) => d.kind === 'customs').map(documentOf),
    timeline: events.map((e) => ({
      id: e.id,
      action: e.action,
      detail: e.detail,
      by: eventAuthor.orNull(e),
      at: e.at.toISOString(),
    })),
  };
}
