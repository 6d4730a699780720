/**
 * The connection pool and the Kysely instance. Type parsers are set on this pool only (not on
 * pg's global registry, which other code in the same process may rely on): numeric and bigint
 * become numbers (our amounts and counts fit a double), dates stay 'YYYY-MM-DD' strings.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC || oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types, idleTimeoutMillis: 30_000 });
  // A connection dropped while idle (server restart) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
