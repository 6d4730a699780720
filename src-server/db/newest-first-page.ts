/**
 * One page of a list that shows its newest records first: each list's reader wrote the same steps
 * around its own select (its filters, the ordering the caller asked for, then newest first by id
 * so pages stay stable, the page's limit and offset, each row shaped for the answer). Here they
 * are one piece, and a list names only its select, its filters, its ordering and its row mapper.
 */
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema.ts';

/** How a list is ordered when its caller asks. */
interface ListOrder<P extends string> {
  /** The query parameter that asks for an ordering (`ordering`, or `order_by`). */
  param: P;
  /** The ORDER BY term of an asked ordering ('field' or '-field'). */
  term: (ordering: string) => Expression<unknown>;
  /** The id column: after the asked ordering, the highest (newest) id first. */
  id: string;
}

/** A list's ordering: `param` names it in the query, `term` orders by it, then `id` descending. */
export function listOrder<const P extends string>(
  param: P,
  term: (ordering: string) => Expression<unknown>,
  id: string,
): ListOrder<P> {
  return { param, term, id };
}

/**
 * The reader of a list's page (for pagedList): the rows of `select` where `where(filters)` holds,
 * in the asked ordering and then newest first, shaped by `to`.
 */
export function newestFirstPage<P extends string, F, DB, TB extends keyof DB, O, T>(
  select: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, O>,
  where: (filters: F) => Expression<SqlBool>,
  order: ListOrder<P>,
  to: (row: O) => T,
) {
  return async (
    db: Kysely<Database>,
    query: F & Partial<Record<P, string>>,
    limit: number,
    offset: number,
  ): Promise<T[]> => {
    // The query less its ordering is the list's filters, which TS cannot see through the rest.
    const { [order.param]: ordering, ...filters } = query as Record<string, unknown>;
    let page = select(db).where(where(filters as F));
    if (typeof ordering === 'string' && ordering) page = page.orderBy(order.term(ordering));
    const rows = await page
      .orderBy(sql.ref(order.id), 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return (rows as O[]).map(to);
  };
}
