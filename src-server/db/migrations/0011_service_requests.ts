/**
 * Service requests (spec §3 "Service request"): the request, its status, due date, who has it in
 * work, and its thread of comments. The status words are frozen here
 * (src-shared/domain/service-request.ts holds the live list).
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('service_request')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status IN ('new', 'in_work', 'done', 'canceled')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('company_id', 'integer', (col) => col.references('company.id').onDelete('set null'))
    .addColumn('created_by_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('in_work_by_id', 'integer', (col) =>
      col.references('contact.id').onDelete('set null'),
    )
    .addColumn('taken_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('service_request_status')
    .on('service_request')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createTable('service_request_comment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('service_request.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_by_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('service_request_comment_request')
    .on('service_request_comment')
    .columns(['request_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('service_request_comment').execute();
  await db.schema.dropTable('service_request').execute();
}
