/**
 * Reading service requests in the shape of src-shared/api/service-request.ts: a filtered page
 * (each with its last comment) and one request with its whole thread.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  ServiceRequest,
  ServiceRequestComment,
  ServiceRequestListQuery,
} from '../../../src-shared/api/service-request.ts';
import { joinedRef, ownColumns } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { countWhere, orderTerm } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { namedContact, namedUser } from '../named-user.ts';

export interface RequestScope {
  /** A client's company: its requests only. */
  companyId: number | null;
  /** The caller's contact, for `mine`. */
  contactId: number | null;
}

type Filters = Omit<ServiceRequestListQuery, 'page' | 'page_size' | 'ordering'>;

function conditions(filters: Filters, scope: RequestScope): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.companyId !== null) parts.push(sql`sr.company_id = ${scope.companyId}`);
  if (filters.status) parts.push(sql`sr.status = ${filters.status}`);
  if (filters.mine === 'true') parts.push(sql`sr.in_work_by_id = ${scope.contactId ?? 0}`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(sql`(sr.number ILIKE ${pattern} OR sr.comment ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

const ORDER: Record<string, string> = {
  created_at: 'sr.created_at',
  due_date: 'sr.due_date',
  status: 'sr.status',
  number: 'sr.number',
};

/** A request's own columns the answer shows as they are, and the client company it is for. */
const requestHead = ownColumns('sr', ['id', 'number', 'comment', 'status', 'due_date']);
const requestCompany = joinedRef('company', 'c', 'company');

const author = namedUser('sr.created_by_id', 'author');
const commentAuthor = namedUser('x.created_by_id', 'author');
/** Who took the request in work. */
const worker = namedContact('sr.in_work_by_id', 'worker');

function requestSelect(db: Kysely<Database>) {
  return db
    .selectFrom('service_request as sr')
    .$call(requestCompany.leftJoin('sr.company_id'))
    .select([
      ...requestHead.columns,
      'sr.taken_at',
      'sr.created_at',
      'sr.updated_at',
      ...author.columns,
      ...worker.columns,
      sql<number>`(SELECT count(*) FROM service_request_comment x WHERE x.request_id = sr.id)`.as(
        'comments_count',
      ),
    ]);
}

async function commentsOf(
  db: Kysely<Database>,
  ids: readonly number[],
  lastOnly: boolean,
): Promise<Map<number, ServiceRequestComment[]>> {
  const byRequest = new Map<number, ServiceRequestComment[]>();
  if (ids.length === 0) return byRequest;
  const rows = await db
    .selectFrom('service_request_comment as x')
    .select(['x.id', 'x.request_id', 'x.text', 'x.created_at', ...commentAuthor.columns])
    .where('x.request_id', 'in', ids)
    .orderBy('x.id')
    .execute();
  for (const row of rows) {
    const comment = {
      id: row.id,
      text: row.text,
      author: commentAuthor.of(row),
      created_at: row.created_at.toISOString(),
    };
    const list = lastOnly ? [] : (byRequest.get(row.request_id) ?? []);
    list.push(comment);
    byRequest.set(row.request_id, list);
  }
  return byRequest;
}

type Row = Awaited<ReturnType<ReturnType<typeof requestSelect>['execute']>>[number];

function toRequest(row: Row, comments: ServiceRequestComment[]): ServiceRequest {
  return {
    ...requestHead.of(row),
    company: requestCompany.orNull(row),
    created_by: author.of(row),
    in_work_by: worker.orNull(row),
    taken_at: row.taken_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    comments_count: Number(row.comments_count),
    text_comments: comments,
  };
}

export async function countRequests(
  db: Kysely<Database>,
  filters: Filters,
  scope: RequestScope,
): Promise<number> {
  return countWhere(db.selectFrom('service_request as sr'), conditions(filters, scope));
}

export async function listRequests(
  db: Kysely<Database>,
  filters: Filters,
  scope: RequestScope,
  ordering: string | undefined,
  limit: number,
  offset: number,
): Promise<ServiceRequest[]> {
  let query = requestSelect(db).where(conditions(filters, scope));
  if (ordering) query = query.orderBy(orderTerm(ordering, ORDER, 'sr.id'));
  const rows = await query.orderBy('sr.id', 'desc').limit(limit).offset(offset).execute();
  const comments = await commentsOf(
    db,
    rows.map((row) => row.id),
    true,
  );
  return rows.map((row) => toRequest(row, comments.get(row.id) ?? []));
}

/** One request with its thread, if the scope lets the caller see it. */
export async function requestById(
  db: Kysely<Database>,
  id: number,
  scope: RequestScope,
): Promise<ServiceRequest | undefined> {
  const row = await requestSelect(db)
    .where('sr.id', '=', id)
    .where(conditions({}, scope))
    .executeTakeFirst();
  if (!row) return undefined;
  const comments = await commentsOf(db, [id], false);
  return toRequest(row, comments.get(id) ?? []);
}
