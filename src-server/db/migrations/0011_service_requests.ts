/**
 * Service requests (spec §3 "Service request"): the request, its status, due date, who has it in
 * work, and its thread of comments. The status words are frozen here
 * (src-shared/domain/service-request.ts holds the live list).
 */
import { sql, type Kysely } from 'kysely';
import { createCommentTable, createdAndUpdatedAt, createdBy, looseRef } from './columns.ts';

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
    .addColumn('company_id', 'integer', looseRef('company'))
    .$call(createdBy)
    .addColumn('in_work_by_id', 'integer', looseRef('contact'))
    .addColumn('taken_at', 'timestamptz')
    .$call(createdAndUpdatedAt)
    .execute();
  await db.schema
    .createIndex('service_request_status')
    .on('service_request')
    .columns(['status', 'id'])
    .execute();
  await createCommentTable(db, 'service_request_comment', 'request_id', 'service_request');
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
