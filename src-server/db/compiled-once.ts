/**
 * Hot reads compiled once. Building a query through Kysely's builder and compiling it makes and
 * freezes a tree of nodes each time: for the sign-in check every signed-in call runs, that was a
 * measurable part of a cheap GET's own time (CPU profile of the offer median call). A query whose
 * SQL text never changes is built and compiled once per Kysely instance and sent again with its
 * parameters: the same statement, the same query log. It is kept prepared too (pool.ts
 * keepPrepared): PostgreSQL plans it once per connection, not on every call.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { keepPrepared } from './pool.ts';
import type { Database } from './schema.ts';

/** Builds a query whose SQL text is always the same: only its parameters may differ. */
type FixedQuery<R> = (db: Kysely<Database>) => Compilable<R>;

const compiled = new WeakMap<Kysely<Database>, Map<FixedQuery<unknown>, CompiledQuery<unknown>>>();

function compiledOn<R>(db: Kysely<Database>, build: FixedQuery<R>): CompiledQuery<R> {
  let queries = compiled.get(db);
  if (!queries) {
    queries = new Map();
    compiled.set(db, queries);
  }
  const known = queries.get(build) as CompiledQuery<R> | undefined;
  if (known) return known;
  const fresh = build(db).compile();
  keepPrepared(fresh.sql);
  queries.set(build, fresh);
  return fresh;
}

/**
 * `build`'s query, compiled the first time `db` runs it, with `parameters` in place of the ones
 * it was built with (as many, in the order the SQL numbers them); without `parameters`, as built.
 */
export function compiledOnce<R>(
  db: Kysely<Database>,
  build: FixedQuery<R>,
  parameters?: readonly unknown[],
): CompiledQuery<R> {
  const query = compiledOn(db, build);
  if (parameters === undefined) return query;
  if (parameters.length !== query.parameters.length)
    throw new Error(
      `A fixed query takes ${query.parameters.length} parameters, not ${parameters.length}.`,
    );
  return { ...query, parameters };
}
