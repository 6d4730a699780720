/**
 * Purchase orders (spec §3 "Purchase order", "Purchase order position", §4, §7): what we buy from
 * a supplier for order positions, its positions with their problems and comments, and the start
 * of the warehouse's products (spec §3 "Product"): a purchase makes the product that will arrive,
 * 'awaiting_from_supplier'. The words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createCommentTable,
  createdAndUpdatedAt,
  createdAt,
  createIndex,
  looseRef,
  parentRef,
} from './columns.ts';
import { createTableWithId, dropTables } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'purchase_order')
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('manager_id', 'integer', looseRef('contact'))
    .addColumn('purchase_manager_id', 'integer', looseRef('contact'))
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('esd_date', 'date')
    .addColumn(
      'active_status',
      'text',
      checkedDefault('active', sql`active_status IN ('active', 'closed', 'canceled')`),
    )
    .addColumn('purchase_group', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('component_type', 'text', (col) =>
      col.check(sql`component_type IN ('engine', 'apu', 'landing_gear', 'component')`),
    )
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdAndUpdatedAt)
    .execute();

  await createTableWithId(db, 'purchase_position')
    .addColumn('purchase_order_id', 'integer', parentRef('purchase_order'))
    .addColumn('order_position_id', 'integer', (col) =>
      col.unique().references('order_position.id').onDelete('set null'),
    )
    .addColumn('inventory_id', 'integer', (col) => col.references('inventory.id'))
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price', 'numeric(14, 2)', checkedDefault(0, sql`unit_price >= 0`))
    .addColumn('condition_id', 'integer', (col) => col.references('ref_condition.id'))
    .addColumn('has_problem', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('purchase_manager_id', 'integer', looseRef('contact'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'purchase_position_order', 'purchase_position', ['purchase_order_id']);

  await createCommentTable(
    db,
    'purchase_position_comment',
    'position_id',
    'purchase_position',
    (table) => table.addColumn('offer_id', 'integer', looseRef('supplier_offer')),
  );

  await createTableWithId(db, 'product')
    .addColumn('inventory_id', 'integer', (col) => col.references('inventory.id'))
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('serial_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('condition_id', 'integer', (col) => col.references('ref_condition.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('awaiting_from_supplier'))
    .addColumn('sale_status', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('warehouse_id', 'integer', (col) => col.references('company.id'))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('purchase_position_id', 'integer', looseRef('purchase_position'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'product_purchase_position', 'product', ['purchase_position_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'product',
    'purchase_position_comment',
    'purchase_position',
    'purchase_order',
  ]);
}
