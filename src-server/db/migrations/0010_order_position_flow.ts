/**
 * Order positions as the buyers and sales work them (spec §7 "Order positions"): a position is
 * confirmed (and the confirmation cancelled), has a delivery type and a planning date, collects
 * comments and penalties. 0008 and 0009 are the purchase orders and the need-offer flow.
 */
import { sql, type Kysely } from 'kysely';
import { createCommentTable, createdAt, createdBy, createIndex, parentRef } from './columns.ts';
import { createTableWithId, dropTables, nowByDefault } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_position')
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('delivery_type_id', 'integer', (col) => col.references('ref_delivery_type.id'))
    .addColumn('planning_date', 'date')
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await createIndex(db, 'order_position_open', 'order_position', [
    'active_status',
    'confirmed',
    'id',
  ]);

  await createCommentTable(db, 'order_position_comment', 'position_id', 'order_position');
  await createIndex(db, 'order_position_comment_position', 'order_position_comment', [
    'position_id',
    'id',
  ]);

  await createTableWithId(db, 'order_position_penalty')
    .addColumn('position_id', 'integer', parentRef('order_position'))
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .$call(createdBy)
    .$call(createdAt)
    .execute();
  await createIndex(db, 'order_position_penalty_position', 'order_position_penalty', [
    'position_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['order_position_penalty', 'order_position_comment']);
  await db.schema.dropIndex('order_position_open').execute();
  await db.schema
    .alterTable('order_position')
    .dropColumn('updated_at')
    .dropColumn('planning_date')
    .dropColumn('delivery_type_id')
    .dropColumn('confirmed_at')
    .dropColumn('confirmed')
    .execute();
}
