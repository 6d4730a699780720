/**
 * Warehouse products (spec §3 "Product", its filter flags, §4, §7 "Products"): the product table
 * of 0013 grows into the warehouse's stock. A product has a uuid (its files: trace documents),
 * a location among its warehouse's locations, its serial numbers, children (an assembly's parts),
 * an inspection, a booking to an order position, and the marks behind the filter flags of
 * src-shared/domain/product.ts. The words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAt,
  createdBy,
  createIndex,
  looseRef,
  parentRef,
} from './columns.ts';
import { createLinkTable, createTableWithId, dropTables, nowByDefault } from './tables.ts';

/** The columns this migration adds to product (dropped again by down). */
const PRODUCT_COLUMNS = [
  'uuid',
  'location_id',
  'due_date',
  'donor',
  'project',
  'parent_id',
  'order_position_id',
  'booked_at',
  'inspected_at',
  'inspected_by_id',
  'inspection_comment',
  'archived',
  'is_ber',
  'not_our',
  'nz',
  'adiru',
  'cwpss',
  'action_to_be_done',
  'cost',
  'sale_price',
  'counted_at',
  'updated_at',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'warehouse_location')
    .addColumn('warehouse_id', 'integer', parentRef('company'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addUniqueConstraint('warehouse_location_code', ['warehouse_id', 'code'])
    .execute();

  await db.schema
    .alterTable('product')
    .addColumn('uuid', 'uuid', (col) =>
      col
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('location_id', 'integer', looseRef('warehouse_location'))
    .addColumn('due_date', 'date')
    .addColumn('donor', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('project', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('parent_id', 'integer', looseRef('product'))
    .addColumn('order_position_id', 'integer', looseRef('order_position'))
    .addColumn('booked_at', 'timestamptz')
    .addColumn('inspected_at', 'timestamptz')
    .addColumn('inspected_by_id', 'integer', looseRef('app_user'))
    .addColumn('inspection_comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_ber', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('not_our', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('nz', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('adiru', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('cwpss', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('action_to_be_done', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cost', 'numeric(14, 2)')
    .addColumn('sale_price', 'numeric(14, 2)')
    .addColumn('counted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await sql`UPDATE product SET sale_status = 'not_for_sale' WHERE sale_status = ''`.execute(db);
  await sql`ALTER TABLE product ALTER COLUMN sale_status SET DEFAULT 'not_for_sale'`.execute(db);
  await sql`ALTER TABLE product DROP COLUMN location`.execute(db);
  await sql`ALTER TABLE product ADD CONSTRAINT product_status_known CHECK (status IN
    ('awaiting_from_supplier', 'in_stock', 'on_way', 'at_mro', 'sold'))`.execute(db);
  await sql`ALTER TABLE product ADD CONSTRAINT product_sale_status_known CHECK (sale_status IN
    ('not_for_sale', 'ready_for_sale'))`.execute(db);
  await sql`ALTER TABLE product ADD CONSTRAINT product_not_own_parent CHECK (parent_id <> id)`.execute(
    db,
  );
  for (const column of ['status', 'warehouse_id', 'inventory_id', 'parent_id', 'order_position_id'])
    await createIndex(db, `product_${column}`, 'product', [column]);

  await createTableWithId(db, 'product_serial_number')
    .addColumn('product_id', 'integer', parentRef('product'))
    .addColumn('serial_number', 'text', (col) => col.notNull())
    .addUniqueConstraint('product_serial_number_once', ['product_id', 'serial_number'])
    .execute();

  // Product requests (spec §3 "Product request", §7): someone asks the warehouse for products.
  await createTableWithId(db, 'product_request')
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('ref_request_category.id'),
    )
    .addColumn('target_date', 'date')
    .addColumn(
      'priority',
      'text',
      checkedDefault('ROUTINE', sql`priority IN ('AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK')`),
    )
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('closed', 'boolean', (col) => col.notNull().defaultTo(false))
    .$call(createdBy)
    .$call(createdAt)
    .execute();
  await createLinkTable(
    db,
    'product_request_product',
    ['request_id', 'product_request'],
    ['product_id', 'product'],
  ).execute();
  await createIndex(db, 'product_request_product_product', 'product_request_product', [
    'product_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['product_request_product', 'product_request', 'product_serial_number']);
  await sql`ALTER TABLE product DROP CONSTRAINT product_status_known,
    DROP CONSTRAINT product_sale_status_known, DROP CONSTRAINT product_not_own_parent`.execute(db);
  for (const column of PRODUCT_COLUMNS)
    await db.schema.alterTable('product').dropColumn(column).execute();
  await sql`ALTER TABLE product ADD COLUMN location text NOT NULL DEFAULT '',
    ALTER COLUMN sale_status SET DEFAULT ''`.execute(db);
  await sql`UPDATE product SET sale_status = ''`.execute(db);
  await db.schema.dropTable('warehouse_location').execute();
}
