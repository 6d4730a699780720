/**
 * Stocktaking (spec §3 "Stocktaking", §4, §7 "Stocktaking"): a count of one warehouse and the
 * products counted in it, each once. The rules are src-shared/domain/stocktaking.ts; the words of
 * the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const now = sql`now()`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stocktaking')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('stocktaking_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('full')
        .check(sql`stocktaking_type IN ('full', 'partial', 'spot')`),
    )
    .addColumn('creator_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirm_date', 'date')
    .addColumn('save_donor', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('stocktaking_product')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('stocktaking_id', 'integer', (col) =>
      col.notNull().references('stocktaking.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('output', 'integer', (col) => col.notNull().check(sql`output >= 0`))
    .addColumn('scanned_by_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('stocktaking_product_once', ['stocktaking_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('stocktaking_product_product')
    .on('stocktaking_product')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('product_serial_number_serial')
    .on('product_serial_number')
    .column('serial_number')
    .execute();
  await db.schema.createIndex('product_serial').on('product').column('serial_number').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('product_serial').execute();
  await db.schema.dropIndex('product_serial_number_serial').execute();
  await db.schema.dropTable('stocktaking_product').execute();
  await db.schema.dropTable('stocktaking').execute();
}
