/**
 * Consolidations (spec §3 "Consolidation", §4, §7 "Consolidation"): shipments of products between
 * points, their products with quantities, logistic and customs documents (files hang on a
 * document's uuid), and a timeline of what happened to each. The rules are
 * src-shared/domain/consolidation.ts; the words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAndUpdatedAt,
  createIndex,
  looseRef,
  parentRef,
  uuidColumn,
} from './columns.ts';
import { createLinkTable, createTableWithId, dropTables, nowByDefault } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'consolidation')
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn(
      'status',
      'text',
      checkedDefault('forming', sql`status IN ('forming', 'on_way', 'arrived')`),
    )
    .addColumn('from_point_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('to_point_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('target_date', 'date')
    .addColumn('shipping_date', 'date')
    .addColumn('arrival_date', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(uuidColumn)
    .addColumn('created_by_id', 'integer', looseRef('app_user'))
    .$call(createdAndUpdatedAt)
    .addCheckConstraint('consolidation_two_points', sql`from_point_id <> to_point_id`)
    .execute();
  await createLinkTable(
    db,
    'consolidation_product',
    ['consolidation_id', 'consolidation'],
    ['product_id', 'product'],
  )
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .execute();
  await createIndex(db, 'consolidation_product_product', 'consolidation_product', ['product_id']);
  await createTableWithId(db, 'consolidation_document')
    .addColumn('consolidation_id', 'integer', parentRef('consolidation'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('logistic', 'customs')`))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('document_date', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(uuidColumn)
    .addColumn('created_at', 'timestamptz', nowByDefault)
    .execute();
  await createTableWithId(db, 'consolidation_event')
    .addColumn('consolidation_id', 'integer', parentRef('consolidation'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('by_id', 'integer', looseRef('app_user'))
    .addColumn('at', 'timestamptz', nowByDefault)
    .execute();
  await createIndex(db, 'consolidation_event_consolidation', 'consolidation_event', [
    'consolidation_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'consolidation_event',
    'consolidation_document',
    'consolidation_product',
    'consolidation',
  ]);
}
