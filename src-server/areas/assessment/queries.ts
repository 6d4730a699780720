/**
 * Reading and pricing assessments in the shape of src-shared/api/assessment.ts: a filtered page,
 * one assessment with its products and the evidence behind each price, the products one may
 * assess; and the one way a product's line is priced (its part group's evidence in the
 * assessment's condition group, evidence.ts).
 */
import { listOrder, newestFirstPage } from '../../db/newest-first-page.ts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  Assessment,
  AssessmentListQuery,
  ProductAssessment,
  ProductForAssessment,
  ProductsForAssessmentQuery,
} from '../../../src-shared/api/assessment.ts';
import type { ConditionGroup } from '../../../src-shared/domain/assessment.ts';
import type { MarginStep } from '../../../src-shared/domain/pricing.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { ownColumns, pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import {
  childCount,
  countWhere,
  detailWithProducts,
  joinedCondition,
  orderTerm,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { productConditions } from '../product/filters.ts';
import { productLineOf, productSummarySelect, productWarehouse } from '../product/queries.ts';
import type { SelectedRow } from '../selected-row.ts';
import { assessmentSteps, evidenceOf, partGroupOf, reasonableWindow } from './evidence.ts';
import { namedUser } from '../named-user.ts';

type ListFilters = Omit<AssessmentListQuery, 'page' | 'page_size' | 'ordering'>;

const ASSESSMENT_ORDER_BY: Record<string, string> = {
  number: 'a.number',
  valid_date: 'a.valid_date',
  status: 'a.status',
  created_at: 'a.created_at',
  products_count: '(SELECT count(*) FROM product_assessment pa WHERE pa.assessment_id = a.id)',
};

function listConditions(filters: ListFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.status) parts.push(sql`a.status = ${filters.status}`);
  if (filters.condition_group) parts.push(sql`a.condition_group = ${filters.condition_group}`);
  if (filters.valid_date_from) parts.push(sql`a.valid_date >= ${filters.valid_date_from}`);
  if (filters.valid_date_to) parts.push(sql`a.valid_date <= ${filters.valid_date_to}`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const key = `${escapeLike(partNumberKey(filters.search))}%`;
    parts.push(sql`(a.number ILIKE ${pattern} OR EXISTS (SELECT 1 FROM product_assessment pa
      JOIN product p ON p.id = pa.product_id LEFT JOIN inventory i ON i.id = p.inventory_id
      WHERE pa.assessment_id = a.id AND (p.part_number ILIKE ${pattern}
        OR i.part_number_key LIKE ${key})))`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

const creator = namedUser('a.created_by_id', 'created_by');

function assessmentSelect(db: Kysely<Database>) {
  return db
    .selectFrom('assessment as a')
    .selectAll('a')
    .select([
      creator.nameColumn,
      childCount('product_assessment', 'assessment_id', 'a.id').as('products_count'),
    ]);
}

type AssessmentRow = Awaited<ReturnType<ReturnType<typeof assessmentSelect>['execute']>>[number];

function toAssessment(row: AssessmentRow): Assessment {
  return {
    ...pick(row, [
      'id',
      'number',
      'valid_date',
      'condition_group',
      'status',
      'pre_packing',
      'comment',
    ]),
    created_by: creator.orNull(row),
    products_count: Number(row.products_count),
    calculated_at: row.calculated_at?.toISOString() ?? null,
    approved_at: row.approved_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function countAssessments(db: Kysely<Database>, filters: ListFilters): Promise<number> {
  return countWhere(db.selectFrom('assessment as a'), listConditions(filters));
}

export const listAssessments = newestFirstPage(
  assessmentSelect,
  listConditions,
  listOrder('ordering', (ordering) => orderTerm(ordering, ASSESSMENT_ORDER_BY, 'a.id'), 'a.id'),
  toAssessment,
);

type AssessedRow = SelectedRow<typeof productSummarySelect>;

function toAssessedProduct(row: AssessedRow): ProductAssessment['product'] {
  return {
    ...productLineOf(row),
    condition: joinedCondition.orNull(row),
    quantity: row.quantity,
    status: row.status,
    warehouse: productWarehouse.orNull(row),
    sale_price: row.sale_price,
  };
}

/** A line's evidence and prices, as they are. */
const lineEvidence = ownColumns('pa', [
  'median_price',
  'lowest_price',
  'highest_price',
  'offers_count',
  'margin_percent',
  'suggested_price',
  'chosen_price',
]);

/** The product lines of an assessment (or only the line given), in the order they were added. */
export async function productAssessments(
  db: Kysely<Database>,
  assessmentId: number,
  onlyLine?: number,
): Promise<ProductAssessment[]> {
  let query = productSummarySelect(db)
    .innerJoin('product_assessment as pa', 'pa.product_id', 'p.id')
    .select(['pa.id', ...lineEvidence.columns, 'pa.calculated_at'])
    .where('pa.assessment_id', '=', assessmentId)
    .orderBy('pa.id');
  if (onlyLine !== undefined) query = query.where('pa.id', '=', onlyLine);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    product: toAssessedProduct(row),
    ...lineEvidence.of(row),
    currency: 'USD',
    calculated_at: row.calculated_at?.toISOString() ?? null,
  }));
}

export const assessmentDetail = detailWithProducts(
  assessmentSelect,
  'a.id',
  toAssessment,
  productAssessments,
);

/**
 * Prices the products' lines of an assessment with today's evidence: each line is made when it is
 * missing and its evidence and suggested price replaced (a chosen price stays).
 */
export async function priceLines(
  db: Kysely<Database>,
  assessment: { id: number; condition_group: ConditionGroup },
  productIds: readonly number[],
  steps?: readonly MarginStep[],
): Promise<void> {
  if (productIds.length === 0) return;
  const margins = steps ?? (await assessmentSteps(db));
  const rows = await db
    .selectFrom('product')
    .select(['id', 'inventory_id'])
    .where('id', 'in', productIds)
    .execute();
  // Lines are made in the order given: the assessment shows them so.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const products = productIds.flatMap((id) => byId.get(id) ?? []);
  const window = reasonableWindow(assessment.condition_group);
  // Products of one part share their evidence: read it once per part.
  const byInventory = new Map<number | null, Awaited<ReturnType<typeof evidenceOf>>>();
  const now = new Date();
  for (const product of products) {
    let evidence = byInventory.get(product.inventory_id);
    if (!evidence) {
      evidence = await evidenceOf(db, await partGroupOf(db, product.inventory_id), window, margins);
      byInventory.set(product.inventory_id, evidence);
    }
    const { currency: _currency, ...values } = evidence;
    await db
      .insertInto('product_assessment')
      .values({
        assessment_id: assessment.id,
        product_id: product.id,
        ...values,
        calculated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['assessment_id', 'product_id'])
          .doUpdateSet({ ...values, calculated_at: now }),
      )
      .execute();
  }
}

// ------------------------------------------------ products one may assess

type ForFilters = Omit<ProductsForAssessmentQuery, 'page' | 'page_size'>;

/** SQL: products one may value: in stock, at MRO or on the way; not sold; not archived. */
function forAssessmentConditions(filters: ForFilters): RawBuilder<SqlBool> {
  const { unassessed, ...productFilters } = filters;
  const parts: RawBuilder<unknown>[] = [
    productConditions(productFilters),
    sql`p.status <> 'sold'`,
    sql`NOT p.archived`,
  ];
  const inOpen = sql`EXISTS (SELECT 1 FROM product_assessment pa
    JOIN assessment a ON a.id = pa.assessment_id
    WHERE pa.product_id = p.id AND a.status <> 'approved')`;
  if (unassessed === 'true') parts.push(sql`NOT ${inOpen}`);
  if (unassessed === 'false') parts.push(inOpen);
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

export function countProductsForAssessment(
  db: Kysely<Database>,
  filters: ForFilters,
): Promise<number> {
  return countWhere(db.selectFrom('product as p'), forAssessmentConditions(filters));
}

export async function productsForAssessment(
  db: Kysely<Database>,
  filters: ForFilters,
  limit: number,
  offset: number,
): Promise<ProductForAssessment[]> {
  const rows = await productSummarySelect(db)
    .select(
      sql<{ id: number; number: string }[]>`coalesce((SELECT json_agg(json_build_object(
        'id', a.id, 'number', a.number) ORDER BY a.id) FROM product_assessment pa
        JOIN assessment a ON a.id = pa.assessment_id
        WHERE pa.product_id = p.id AND a.status <> 'approved'), '[]'::json)`.as('assessments'),
    )
    .where(forAssessmentConditions(filters))
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ ...toAssessedProduct(row), assessments: row.assessments }));
}
