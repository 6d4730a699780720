/**
 * Assessments (spec §3 "Assessment", §7 "Products" and "Assessments"): sale-price valuations of
 * warehouse products, each product's evidence (the median of its offers, their count, range) and
 * its suggested and chosen sale price, in USD; and the sales order a product is planned for
 * before it is booked (product/planned_order/). The rules are src-shared/domain/assessment.ts;
 * the words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAndUpdatedAt,
  createdBy,
  createIndex,
  looseRef,
  parentRef,
} from './columns.ts';
import { createTableWithId, dropTables } from './tables.ts';
const money = 'numeric(14, 2)' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'assessment')
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('valid_date', 'date', (col) => col.notNull())
    .addColumn(
      'condition_group',
      'text',
      checkedDefault(
        'any',
        sql`condition_group IN ('new', 'overhauled', 'serviceable', 'as_removed', 'any')`,
      ),
    )
    .addColumn(
      'status',
      'text',
      checkedDefault('draft', sql`status IN ('draft', 'calculated', 'approved')`),
    )
    .addColumn('pre_packing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdBy)
    .addColumn('calculated_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .$call(createdAndUpdatedAt)
    .execute();
  await createIndex(db, 'assessment_valid_date', 'assessment', ['valid_date']);

  await createTableWithId(db, 'product_assessment')
    .addColumn('assessment_id', 'integer', parentRef('assessment'))
    .addColumn('product_id', 'integer', parentRef('product'))
    .addColumn('median_price', money, (col) => col.check(sql`median_price >= 0`))
    .addColumn('lowest_price', money)
    .addColumn('highest_price', money)
    .addColumn('offers_count', 'integer', checkedDefault(0, sql`offers_count >= 0`))
    .addColumn('margin_percent', 'numeric(7, 2)')
    .addColumn('suggested_price', money, (col) => col.check(sql`suggested_price >= 0`))
    .addColumn('chosen_price', money, (col) => col.check(sql`chosen_price > 0`))
    .addColumn('currency', 'text', checkedDefault('USD', sql`currency = 'USD'`))
    .addColumn('calculated_at', 'timestamptz')
    .addUniqueConstraint('product_assessment_once', ['assessment_id', 'product_id'])
    .execute();
  await createIndex(db, 'product_assessment_product', 'product_assessment', ['product_id']);

  await db.schema
    .alterTable('product')
    .addColumn('planned_order_id', 'integer', looseRef('sales_order'))
    .execute();
  await createIndex(db, 'product_planned_order_id', 'product', ['planned_order_id']);
  // offer/median_price/ and the reasonable price read a part group's offers by date.
  await createIndex(db, 'supplier_offer_inventory_created', 'supplier_offer', [
    'inventory_id',
    'created_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('supplier_offer_inventory_created').execute();
  await db.schema.alterTable('product').dropColumn('planned_order_id').execute();
  await dropTables(db, ['product_assessment', 'assessment']);
}
