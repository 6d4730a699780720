/**
 * Django REST page-number pagination: `{count, next, previous, results}` with absolute next and
 * previous URLs built from the request (same path and query, another page). A page past the
 * end is 404 `{detail: 'Invalid page.'}`; an empty first page is fine.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { AnyEndpoint, ResultOf } from '../../src-shared/api/endpoint.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { route } from './route.ts';

const INVALID_PAGE = 'Invalid page.';

interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(page: number, pageSize: number): PageWindow {
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

function paginated<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / window.pageSize));
  if (window.page > lastPage) throw notFound(INVALID_PAGE);
  return {
    count,
    next: window.page < lastPage ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, window.page - 1) : null,
    results,
  };
}

/**
 * A paged list's answer: counts the matching records and reads the page at the same time, on two
 * connections (a GET runs on the pool), so the call waits for the slower of the two, not for
 * both one after the other: the need-offer list's activity tab counts for a hundred
 * milliseconds, its page takes a few. A page that starts past the end is refused by paginated()
 * and the rows read for it are dropped (the app links only pages that exist, so that read is
 * rare). Inside a transaction the two queue on its one connection, as before.
 */
export async function readPage<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: () => Promise<number>,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paginated<T>> {
  const [total, rows] = await Promise.all([count(), read(window.pageSize, window.offset)]);
  return paginated(request, window, total, total > window.offset ? rows : []);
}

/** The query of a paged list: its page, its size, and its own filters (and ordering). */
type PageQuery = { page: number; page_size: number };

/** How a paged list counts the records its filters match. */
export type ListCount<F> = (db: Kysely<Database>, filters: F) => Promise<number>;

/** How a paged list reads one page of the records its filters match (in its ordering). */
export type PageRead<F, T> = (
  db: Kysely<Database>,
  filters: F,
  limit: number,
  offset: number,
) => Promise<T[]>;

/**
 * The handler of a paged list route: the page out of the query, and the rest (the list's
 * filters, with its ordering where it has one) given to the list's count and to its reader, read
 * at the same time by readPage. One piece for every list, instead of each route taking the query
 * apart again.
 */
export function pagedList<F extends object, T>(count: ListCount<F>, read: PageRead<F, T>) {
  return ({
    db,
    query,
    request,
  }: {
    db: Kysely<Database>;
    query: F & PageQuery;
    request: FastifyRequest;
  }) => {
    const { page, page_size, ...filters } = query;
    // The query less its page is the list's filters, which TS cannot see through the rest.
    return readPage(
      request,
      pageWindow(page, page_size),
      () => count(db, filters as unknown as F),
      (limit, offset) => read(db, filters as unknown as F, limit, offset),
    );
  };
}

/** The endpoint, when its query is the list's filters and page and it answers the list's page. */
type ListEndpoint<E extends AnyEndpoint, F, T> = E &
  (z.output<E['query']> extends F & PageQuery ? unknown : never) &
  (Paginated<T> extends ResultOf<E> ? unknown : never);

/**
 * A paged list's GET: route() with pagedList(count, read) as its handler, which every list
 * registered again in the same words.
 */
export function pagedListRoute<E extends AnyEndpoint, F extends object, T>(
  fastify: FastifyInstance,
  app: AppContext,
  endpoint: ListEndpoint<E, F, T>,
  count: ListCount<F>,
  read: PageRead<F, T>,
): void {
  // ListEndpoint has checked the query and the answer; route() cannot see through generics.
  const handler = pagedList(count, read) as unknown as Parameters<typeof route<E>>[2]['handler'];
  route(fastify, app, { endpoint, handler } as Parameters<typeof route<E>>[2]);
}
