/**
 * Service requests (spec §3 "Service request"): the request, its status, due date, who has it in
 * work, and its thread of comments. The status words are frozen here
 * (src-shared/domain/service-request.ts holds the live list).
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createCommentTable,
  createdAndUpdatedAt,
  createdBy,
  createIndex,
  looseRef,
} from './columns.ts';
import { createTableWithId, dropTables } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'service_request')
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn(
      'status',
      'text',
      checkedDefault('new', sql`status IN ('new', 'in_work', 'done', 'canceled')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('company_id', 'integer', looseRef('company'))
    .$call(createdBy)
    .addColumn('in_work_by_id', 'integer', looseRef('contact'))
    .addColumn('taken_at', 'timestamptz')
    .$call(createdAndUpdatedAt)
    .execute();
  await createIndex(db, 'service_request_status', 'service_request', ['status', 'id']);
  await createCommentTable(db, 'service_request_comment', 'request_id', 'service_request');
  await createIndex(db, 'service_request_comment_request', 'service_request_comment', [
    'request_id',
    'id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['service_request_comment', 'service_request']);
}
