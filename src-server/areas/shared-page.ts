/**
 * Paged lists whose route builds the filters itself (from the query, the caller's scope, today)
 * rather than taking the query as they are (pagedList, http/pagination.ts). The RFQ, order,
 * order position, offer and search-task lists each spelled out readPage with the page window, the
 * count and the reader around their filters; here the list's count and reader are named once,
 * and a route gives only its filters and ordering.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Database } from '../db/schema.ts';
import { pageWindow, readPage } from '../http/pagination.ts';

/** One page of a list: `limit` rows from `offset`, in `ordering` (the list's default if none). */
type PageReader<F, T> = (
  db: Kysely<Database>,
  filters: F,
  ordering: string | undefined,
  limit: number,
  offset: number,
) => Promise<T[]>;

/**
 * A list's `ordering` ('field', or '-field' for descending; none: newest first): the field it
 * names (`fallback` when it names none) and the SQL direction. The field is one the list's query
 * schema allows, and picks an expression from the list's own table (never the request's text).
 */
export function listOrdering<F extends string | undefined>(
  ordering: string | undefined,
  fallback: F,
): { field: F; direction: RawBuilder<unknown> } {
  const descending = ordering ? ordering.startsWith('-') : true;
  return {
    field: (ordering?.replace(/^-/, '') || fallback) as F,
    direction: sql.raw(descending ? 'DESC' : 'ASC'),
  };
}

/** What of a list route's context its page needs. */
interface PageContext {
  db: Kysely<Database>;
  request: FastifyRequest;
  query: { page: number; page_size: number };
}

/**
 * The page a list route answers, given its filters and ordering: counted by `count` and read by
 * `read` at the same time (readPage). `pageSize` is the query's unless the list fixes its own.
 */
export function listPages<F, T>(
  count: (db: Kysely<Database>, filters: F) => Promise<number>,
  read: PageReader<F, T>,
) {
  return (
    { db, request, query }: PageContext,
    filters: F,
    ordering: string | undefined,
    pageSize = query.page_size,
  ): Promise<Paginated<T>> =>
    readPage(
      request,
      pageWindow(query.page, pageSize),
      () => count(db, filters),
      (limit, offset) => read(db, filters, ordering, limit, offset),
    );
}

/**
 * The reader of a list that pages its ids first (the filter, ordering and offset on the ids
 * alone) and then reads those ids' items, in that order: deep pages stay quick.
 */
export function itemsOfPage<F, I, T>(
  ids: PageReader<F, I>,
  items: (db: Kysely<Database>, ids: I[], filters: F) => Promise<T[]>,
): PageReader<F, T> {
  return async (db, filters, ordering, limit, offset) =>
    items(db, await ids(db, filters, ordering, limit, offset), filters);
}
