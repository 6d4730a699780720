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

/**
 * A request that waits this long for a connection (the database is unreachable, or every
 * connection is busy) fails with a 503 instead of hanging (`db/outage.ts`).
 */
const CONNECT_TIMEOUT_MS = 15_000;

export function createPool(
  connectionString: string,
  max = 10,
  log: (line: string) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    types,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection dropped while idle (server restart) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on('error', (error) => log(`A database connection was lost: ${error.message}`));
  // pg-pool listens for errors only on idle clients. A connection that drops while a request
  // holds it (pg_terminate_backend, PostgreSQL killed) emits 'error' on its client with nobody
  // listening, and Node ends the process for it. The request's own query fails with that error
  // and answers 503; the pool does not take a broken client back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

export function createDb(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
