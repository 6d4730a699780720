/**
 * Stocktaking (spec §3 "Stocktaking", §4, §7 "Stocktaking"): a count of one warehouse and the
 * products counted in it, each once. The rules are src-shared/domain/stocktaking.ts; the words of
 * the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAndUpdatedAt,
  createIndex,
  looseRef,
  parentRef,
} from './columns.ts';
import { createTableWithId, dropTables, nowByDefault } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'stocktaking')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn(
      'stocktaking_type',
      'text',
      checkedDefault('full', sql`stocktaking_type IN ('full', 'partial', 'spot')`),
    )
    .addColumn('creator_id', 'integer', looseRef('app_user'))
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirm_date', 'date')
    .addColumn('save_donor', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdAndUpdatedAt)
    .execute();
  await createTableWithId(db, 'stocktaking_product')
    .addColumn('stocktaking_id', 'integer', parentRef('stocktaking'))
    .addColumn('product_id', 'integer', parentRef('product'))
    .addColumn('output', 'integer', (col) => col.notNull().check(sql`output >= 0`))
    .addColumn('scanned_by_id', 'integer', looseRef('app_user'))
    .addColumn('created_at', 'timestamptz', nowByDefault)
    .addUniqueConstraint('stocktaking_product_once', ['stocktaking_id', 'product_id'])
    .execute();
  await createIndex(db, 'stocktaking_product_product', 'stocktaking_product', ['product_id']);
  await createIndex(db, 'product_serial_number_serial', 'product_serial_number', ['serial_number']);
  await createIndex(db, 'product_serial', 'product', ['serial_number']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_serial').execute();
  await db.schema.dropIndex('product_serial_number_serial').execute();
  await dropTables(db, ['stocktaking_product', 'stocktaking']);
}
