/**
 * Reading stocktakings in the shape of src-shared/api/stocktaking.ts: a filtered page with each
 * one's counted and expected products, one with the products counted (the last scan first), and
 * what it expects and has not counted yet.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  CountedProduct,
  Stocktaking,
  StocktakingDetail,
  StocktakingListQuery,
} from '../../../src-shared/api/stocktaking.ts';
import { pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { childCount, countWhere } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { namedCompany, namedUser } from '../named-user.ts';
import { productLineOf, productSummarySelect, productWarehouse } from '../product/queries.ts';
import type { SelectedRow } from '../selected-row.ts';

type Filters = Omit<StocktakingListQuery, 'page' | 'page_size'>;

function conditions(filters: Filters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.warehouse !== undefined) parts.push(sql`st.warehouse_id = ${filters.warehouse}`);
  if (filters.stocktaking_type !== undefined)
    parts.push(sql`st.stocktaking_type = ${filters.stocktaking_type}`);
  if (filters.creator !== undefined) parts.push(sql`st.creator_id = ${filters.creator}`);
  if (filters.confirmed !== undefined)
    parts.push(sql`st.confirmed = ${filters.confirmed === 'true'}`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(sql`(st.title ILIKE ${pattern} OR st.comment ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

/** SQL: the products a stocktaking of warehouse `warehouse` expects (in stock, not archived). */
function expectedCondition(warehouse: RawBuilder<unknown> | number): RawBuilder<SqlBool> {
  return sql<SqlBool>`p.warehouse_id = ${warehouse} AND p.status = 'in_stock' AND NOT p.archived`;
}

/** The warehouse a stocktaking counts, and who made it. */
const warehouse = namedCompany('st.warehouse_id', 'warehouse');
const creator = namedUser('st.creator_id', 'creator');
const scanner = namedUser('sp.scanned_by_id', 'scanner');

function stocktakingSelect(db: Kysely<Database>) {
  return db
    .selectFrom('stocktaking as st')
    .selectAll('st')
    .select([
      warehouse.nameColumn,
      creator.nameColumn,
      childCount('stocktaking_product', 'stocktaking_id', 'st.id').as('counted'),
      sql<number>`(SELECT count(*) FROM product p
        WHERE ${expectedCondition(sql.ref('st.warehouse_id'))})`.as('expected'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof stocktakingSelect>['execute']>>[number];

function toStocktaking(row: Row): Stocktaking {
  return {
    ...pick(row, ['id', 'title', 'comment']),
    warehouse: warehouse.of(row),
    stocktaking_type: row.stocktaking_type,
    creator: creator.orNull(row),
    ...pick(row, ['confirmed', 'confirm_date', 'save_donor']),
    counted: Number(row.counted),
    expected: Number(row.expected),
    created_at: row.created_at.toISOString(),
  };
}

export async function countStocktakings(db: Kysely<Database>, filters: Filters) {
  return countWhere(db.selectFrom('stocktaking as st'), conditions(filters));
}

export async function listStocktakings(
  db: Kysely<Database>,
  filters: Filters,
  limit: number,
  offset: number,
): Promise<Stocktaking[]> {
  const rows = await stocktakingSelect(db)
    .where(conditions(filters))
    .orderBy('st.created_at', 'desc')
    .orderBy('st.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toStocktaking);
}

export async function stocktakingOf(
  db: Kysely<Database>,
  id: number,
): Promise<Stocktaking | undefined> {
  const row = await stocktakingSelect(db).where('st.id', '=', id).executeTakeFirst();
  return row ? toStocktaking(row) : undefined;
}

type SummaryRow = SelectedRow<typeof productSummarySelect>;

function toSummary(row: SummaryRow): CountedProduct['product'] {
  return {
    ...productLineOf(row),
    quantity: row.quantity,
    location: row.location_code ?? '',
    warehouse: productWarehouse.orNull(row),
  };
}

/** Counted products of a stocktaking (or the ones given), the last scan first. */
export async function countedProducts(
  db: Kysely<Database>,
  stocktakingId: number,
  only?: readonly number[],
): Promise<CountedProduct[]> {
  let query = productSummarySelect(db)
    .innerJoin('stocktaking_product as sp', 'sp.product_id', 'p.id')
    .select(['sp.id as counted_id', 'sp.output', 'sp.created_at as counted_at', ...scanner.columns])
    .where('sp.stocktaking_id', '=', stocktakingId)
    .orderBy('sp.id', 'desc');
  if (only) query = query.where('sp.id', 'in', only.length ? only : [0]);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.counted_id,
    product: toSummary(row),
    output: row.output,
    scanned_by: scanner.orNull(row),
    created_at: row.counted_at.toISOString(),
  }));
}

export async function stocktakingDetail(
  db: Kysely<Database>,
  id: number,
): Promise<StocktakingDetail | undefined> {
  const head = await stocktakingOf(db, id);
  if (!head) return undefined;
  return { ...head, products: await countedProducts(db, id) };
}

/** What the stocktaking expects and has not counted yet, by shelf (at most 500). */
export async function missingProducts(
  db: Kysely<Database>,
  stocktaking: { id: number; warehouse_id: number },
): Promise<CountedProduct['product'][]> {
  const rows = await productSummarySelect(db)
    .where(expectedCondition(stocktaking.warehouse_id))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stocktaking_product as sp')
            .select('sp.id')
            .whereRef('sp.product_id', '=', 'p.id')
            .where('sp.stocktaking_id', '=', stocktaking.id),
        ),
      ),
    )
    .orderBy('l.code')
    .orderBy('p.id')
    .limit(500)
    .execute();
  return rows.map(toSummary);
}
