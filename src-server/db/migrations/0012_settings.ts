/**
 * The settings every price and document depends on (spec §3, §7 "Settings", §9):
 *   - base settings, one record (id 1, spec §9): main currency, VAT, how long a quotation holds,
 *     the markup on the system exchange rate;
 *   - delivery time, one record: the delivery-time option for stock at our warehouse company and
 *     for quotations, both 'Standard' (id 35, spec §9) unless set;
 *   - warranty terms, one per condition.
 * The singletons are made with their defaults when first read (areas/setting), so a database
 * seeded before this migration has them too.
 */
import { sql, type Kysely } from 'kysely';
import { checkedDefault, keyedParentRef } from './columns.ts';
import { dropTables, nowByDefault } from './tables.ts';

/** 'Standard' (spec §9), frozen here. */
const STANDARD_0012 = 35;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_setting')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('main_currency_id', 'integer', (col) => col.references('ref_currency.id'))
    .addColumn('vat_value', 'numeric(5, 2)', checkedDefault(20, sql`vat_value BETWEEN 0 AND 100`))
    .addColumn(
      'quote_validity_days',
      'integer',
      checkedDefault(30, sql`quote_validity_days BETWEEN 1 AND 365`),
    )
    .addColumn('rate_markup', 'numeric(5, 2)', checkedDefault(0, sql`rate_markup BETWEEN 0 AND 50`))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await db.schema
    .createTable('delivery_time_setting')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('warehouse_company_id', 'integer', (col) =>
      col.notNull().defaultTo(STANDARD_0012).references('ref_delivery_time.id'),
    )
    .addColumn('quotation_company_id', 'integer', (col) =>
      col.notNull().defaultTo(STANDARD_0012).references('ref_delivery_time.id'),
    )
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await db.schema
    .createTable('warranty_term')
    .addColumn('condition_id', 'integer', keyedParentRef('ref_condition'))
    .addColumn('months', 'integer', (col) => col.notNull().check(sql`months BETWEEN 0 AND 120`))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['warranty_term', 'delivery_time_setting', 'base_setting']);
}
