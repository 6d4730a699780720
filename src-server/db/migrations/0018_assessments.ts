/**
 * Assessments (spec §3 "Assessment", §7 "Products" and "Assessments"): sale-price valuations of
 * warehouse products, each product's evidence (the median of its offers, their count, range) and
 * its suggested and chosen sale price, in USD; and the sales order a product is planned for
 * before it is booked (product/planned_order/). The rules are src-shared/domain/assessment.ts;
 * the words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const now = sql`now()`;
const money = 'numeric(14, 2)' as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('assessment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('valid_date', 'date', (col) => col.notNull())
    .addColumn('condition_group', 'text', (col) =>
      col
        .notNull()
        .defaultTo('any')
        .check(sql`condition_group IN ('new', 'overhauled', 'serviceable', 'as_removed', 'any')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status IN ('draft', 'calculated', 'approved')`),
    )
    .addColumn('pre_packing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('calculated_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('assessment_valid_date')
    .on('assessment')
    .column('valid_date')
    .execute();

  await db.schema
    .createTable('product_assessment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('assessment_id', 'integer', (col) =>
      col.notNull().references('assessment.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('median_price', money, (col) => col.check(sql`median_price >= 0`))
    .addColumn('lowest_price', money)
    .addColumn('highest_price', money)
    .addColumn('offers_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`offers_count >= 0`),
    )
    .addColumn('margin_percent', 'numeric(7, 2)')
    .addColumn('suggested_price', money, (col) => col.check(sql`suggested_price >= 0`))
    .addColumn('chosen_price', money, (col) => col.check(sql`chosen_price > 0`))
    .addColumn('currency', 'text', (col) =>
      col
        .notNull()
        .defaultTo('USD')
        .check(sql`currency = 'USD'`),
    )
    .addColumn('calculated_at', 'timestamptz')
    .addUniqueConstraint('product_assessment_once', ['assessment_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_assessment_product')
    .on('product_assessment')
    .column('product_id')
    .execute();

  await db.schema
    .alterTable('product')
    .addColumn('planned_order_id', 'integer', (col) =>
      col.references('sales_order.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('product_planned_order_id')
    .on('product')
    .column('planned_order_id')
    .execute();
  // offer/median_price/ and the reasonable price read a part group's offers by date.
  await db.schema
    .createIndex('supplier_offer_inventory_created')
    .on('supplier_offer')
    .columns(['inventory_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('supplier_offer_inventory_created').execute();
  await db.schema.alterTable('product').dropColumn('planned_order_id').execute();
  await db.schema.dropTable('product_assessment').execute();
  await db.schema.dropTable('assessment').execute();
}
