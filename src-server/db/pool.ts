/**
 * The connection pool and the Kysely instance. Type parsers are set on this pool only (not on
 * pg's global registry, which other code in the same process may rely on): numeric and bigint
 * become numbers (our amounts and counts fit a double), dates stay 'YYYY-MM-DD' strings.
 */
import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresDialect,
  type LogConfig,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
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

/** The statement names of the SQL texts kept prepared (keepPrepared), by their text. */
const preparedNames = new Map<string, string>();

/**
 * Keeps the statement `sql` prepared on every connection that runs it: PostgreSQL parses and
 * plans it there once, not on every run. For the hot statements whose text never changes
 * (compiled-once.ts): planning the need-offer rows' eight joins took 1.6-2.0 ms of a page's
 * database time against 0.3-0.8 ms to run them (EXPLAIN ANALYZE, 100,000 search tasks), and every
 * signed-in call's user lookup 0.2 ms against 0.1 ms. Named by a hash of the text, so a name
 * always stands for one text.
 */
export function keepPrepared(sql: string): void {
  if (preparedNames.has(sql)) return;
  const hash = createHash('sha256').update(sql).digest('hex').slice(0, 24);
  preparedNames.set(sql, `aerodesk_${hash}`);
}

/** The statement name `sql` runs under when it is kept prepared; undefined for any other SQL. */
export function preparedNameOf(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/** `sql` with its values as pg sends it: by its name when it is kept prepared, else unnamed. */
export function statementOf(sql: string, values: unknown[]): pg.QueryConfig {
  const name = preparedNames.get(sql);
  return name ? { name, text: sql, values } : { text: sql, values };
}

/**
 * A pooled connection that runs the statements kept prepared by their names (pg prepares each
 * once per connection). One per pg client, as Kysely keeps its connection state by client; its
 * `processID` is the client's, which Kysely reads to cancel a query.
 */
const preparing = new WeakMap<pg.PoolClient, PostgresPoolClient>();

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const known = preparing.get(client);
  if (known) return known;
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    what: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof what !== 'string') return client.query(what as never) as PostgresCursor<R>;
    const result = client.query(statementOf(what, parameters ? [...parameters] : []));
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }
  const wrapped: PostgresPoolClient & { readonly processID?: number } = {
    query,
    release: () => client.release(),
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
  };
  preparing.set(client, wrapped);
  return wrapped;
}

/** The pool as Kysely sees it: its connections run the statements kept prepared by name. */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    Client: pg.Client,
    options: pool.options,
    connect: async () => preparingClient(await pool.connect()),
    end: () => pool.end(),
  };
}

/** The app's Kysely on `pool`; `log` sees each query (the benches replay what a request ran). */
export function createDb(pool: pg.Pool, log?: LogConfig): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    ...(log ? { log } : {}),
  });
}
