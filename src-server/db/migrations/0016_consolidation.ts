/**
 * Consolidations (spec §3 "Consolidation", §4, §7 "Consolidation"): shipments of products between
 * points, their products with quantities, logistic and customs documents (files hang on a
 * document's uuid), and a timeline of what happened to each. The rules are
 * src-shared/domain/consolidation.ts; the words of the checks are frozen here.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const now = sql`now()`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('consolidation')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('forming')
        .check(sql`status IN ('forming', 'on_way', 'arrived')`),
    )
    .addColumn('from_point_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('to_point_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('target_date', 'date')
    .addColumn('shipping_date', 'date')
    .addColumn('arrival_date', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('uuid', 'uuid', (col) =>
      col
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('created_by_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('consolidation_two_points', sql`from_point_id <> to_point_id`)
    .execute();
  await db.schema
    .createTable('consolidation_product')
    .addColumn('consolidation_id', 'integer', (col) =>
      col.notNull().references('consolidation.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addPrimaryKeyConstraint('consolidation_product_pk', ['consolidation_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('consolidation_product_product')
    .on('consolidation_product')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('consolidation_document')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('consolidation_id', 'integer', (col) =>
      col.notNull().references('consolidation.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('logistic', 'customs')`))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('document_date', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('uuid', 'uuid', (col) =>
      col
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('consolidation_event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('consolidation_id', 'integer', (col) =>
      col.notNull().references('consolidation.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('by_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('consolidation_event_consolidation')
    .on('consolidation_event')
    .column('consolidation_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('consolidation_event').execute();
  await db.schema.dropTable('consolidation_document').execute();
  await db.schema.dropTable('consolidation_product').execute();
  await db.schema.dropTable('consolidation').execute();
}
