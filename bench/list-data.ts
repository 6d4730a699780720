/**
 * What the list benchmarks share:
 * - a database of their own: an embedded PostgreSQL in a data folder under /tmp, migrated and
 *   seeded with the demo data (scale 1), then grown in bulk by the bench (timed, as figures);
 * - the real app on it, over real HTTP, signed in as `sales`;
 * - the pair they measure, on an app warmed up first (WARM_UP): one GET through the whole app
 *   (HTTP, auth, validation, the handler, JSON), and the very SQL that GET ran, captured as the app
 *   sent it (Kysely's query log, a statement the app keeps prepared under its name) and replayed
 *   through pg on the same pool, in the same order. The ratio of the two is what our HTTP layer
 *   costs over the database's own work;
 * - and the noise floor of that ratio: the same SQL replayed a second time beside the first, whose
 *   ratio to it would be 1.00 at every percentile on a quiet machine. On this 2-core one it is not
 *   (a 3 ms call's p95 of run-by-run ratios reached 1.84 with the same work on both sides): a p95
 *   ratio of ours no higher than the floor's says nothing about our HTTP layer.
 */
import { access, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import type { CompiledQuery, Kysely, LogEvent } from 'kysely';
import type pg from 'pg';
import { buildApp } from '../src-server/app.ts';
import {
  connectionString,
  createDatabaseIfMissing,
  EmbeddedPostgres,
} from '../src-server/db/embedded.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { createDb, createPool, statementOf } from '../src-server/db/pool.ts';
import type { Database } from '../src-server/db/schema.ts';
import { seedIfEmpty } from '../src-server/seed/seed.ts';
import { inTurn, once, pair, timed, type Bench, type Figure } from './bench.ts';

/**
 * Requests per pair; each is made once to capture its SQL, again while warming up, once timed. At
 * 200 a p95 is the tenth slowest of a side, where at 50 it was the third: one scavenge or one
 * scheduling stall moved it, and the same code's p95/p95 ranged 1.09-2.07 over runs.
 */
export const REQUESTS = 200;

/**
 * Before a pair is timed, its requests and their SQL run again in turn, ten times over or for six
 * seconds, whichever ends first. V8 optimizes code once it has run hot for a while: the first
 * hundred or so calls through Fastify, zod and Kysely run in its interpreter and baseline tiers,
 * and a server that has been up for a minute is past them. The SQL side has far less JavaScript
 * (pg alone) and warms sooner, so without this the pair's ratio measured how warm V8 was: the
 * one-week offer median's HTTP p50 fell from 3.0 to 2.2 ms with it, its SQL's from 1.8 to 1.4. Four
 * rounds of 50 were not enough: the whole-history median's HTTP p50 was 3.9, 2.8, 2.6 and 2.5 ms
 * over them, and 2.0 ms after 600 calls (its SQL 1.8 throughout).
 */
const WARM_UP = { rounds: 10, ms: 6_000 };

/** Records the SQL the app sends while `record` runs (one request at a time). */
class SqlRecorder {
  #recording: CompiledQuery[] | null = null;

  readonly log = (event: LogEvent): void => {
    if (event.level === 'query' && this.#recording) this.#recording.push(event.query);
  };

  async record(work: () => Promise<void>): Promise<CompiledQuery[]> {
    const recording: CompiledQuery[] = [];
    this.#recording = recording;
    try {
      await work();
    } finally {
      this.#recording = null;
    }
    return recording;
  }
}

export interface ListBenchSite {
  db: Kysely<Database>;
  /** The database's connection string, for a server of its own (a child process). */
  connection: string;
  /** The app's address, with a trailing slash. */
  url: string;
  /** Set-up steps as one-off figures (start, seed, bulk growth). */
  setup: Figure[];
  /**
   * One pair: `paths(i)` through HTTP, and its SQL through pg, `REQUESTS` times in turn; then the
   * pair's noise floor (the SQL again, set against itself).
   */
  measure(label: string, paths: (index: number) => string): Promise<Figure[]>;
  /** The pairs of `cases`, one after the other (never two at once: each would slow the other). */
  measureAll(cases: readonly ListCase[]): Promise<Figure[]>;
}

/** One pair a list bench measures: its label and the path of its `index`-th request. */
export type ListCase = readonly [label: string, paths: (index: number) => string];

async function measureAll(
  measure: ListBenchSite['measure'],
  cases: readonly ListCase[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [label, paths] of cases) figures.push(...(await measure(label, paths)));
  return figures;
}

/** Written into the data folder once it is grown: what BENCH_REUSE=1 looks for. */
const GROWN_MARK = 'grown';

/** Whether the data folder holds a database a run kept (BENCH_KEEP=1) after growing it whole. */
async function grownBefore(dataDir: string): Promise<boolean> {
  try {
    await access(join(dataDir, GROWN_MARK));
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` on a fresh database in `dataDir`, grown by `grow` (labelled `growLabel`), with the
 * app listening on it. The data folder is removed afterwards unless BENCH_KEEP=1. With
 * BENCH_REUSE=1 a folder a kept run grew whole is used again as it is (migrated to the latest,
 * not grown again): the bulk growth of the big benches takes minutes, the figures seconds.
 */
export async function withListDatabase<T>(
  dataDir: string,
  grow: { label: string; run: (db: Kysely<Database>) => Promise<void> },
  work: (site: ListBenchSite) => Promise<T>,
  /** The demo user the GETs are made as (`sales` unless a list is another role's). */
  username = 'sales',
): Promise<T> {
  const reuse = Boolean(process.env.BENCH_REUSE) && (await grownBefore(dataDir));
  if (!reuse) await rm(dataDir, { recursive: true, force: true });
  const embedded = new EmbeddedPostgres({ dir: join(dataDir, 'postgres') });
  try {
    const started = await timed(async () => {
      const connection = await embedded.start();
      await createDatabaseIfMissing(connectionString(connection, 'postgres'), 'aerodesk');
      return connectionString(connection, 'aerodesk');
    });
    const pool = createPool(started.value);
    const recorder = new SqlRecorder();
    // The app's own (createDb), with the query log that lets a request's SQL be replayed.
    const db = createDb(pool, recorder.log);
    try {
      const seeded = await timed(async () => {
        await migrateToLatest(db);
        await seedIfEmpty(db, 1);
      });
      const grown = reuse ? undefined : await timed(() => grow.run(db));
      if (grown) await writeFile(join(dataDir, GROWN_MARK), `${grow.label}\n`);
      const setup = [
        once(
          reuse ? 'start embedded PostgreSQL (reused)' : 'start embedded PostgreSQL (initdb)',
          started.ms,
        ),
        once('migrate + seed demo data (scale 1)', seeded.ms),
        ...(grown ? [once(grow.label, grown.ms)] : []),
      ];
      const app = await buildApp({ db, filesDir: join(dataDir, 'files') });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('no address');
        const base = `http://127.0.0.1:${address.port}/`;
        const get = await signedInGet(base, username);
        const measure: ListBenchSite['measure'] = (label, paths) =>
          measurePair(get, pool, recorder, label, paths);
        return await work({
          db,
          connection: started.value,
          url: base,
          setup,
          measure,
          measureAll: (cases) => measureAll(measure, cases),
        });
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await embedded.stop();
    // BENCH_KEEP=1 leaves the data folder for a closer look (EXPLAIN ANALYZE and the like).
    if (!process.env.BENCH_KEEP) await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The `i`-th of fifty deep pages of a list of `rows` at ten a page: spread from the first page
 * to the end, visited out of order (37 is prime to 50), so no request reads its neighbour's rows.
 */
function deepPage(i: number, rows: number): number {
  const lastPage = Math.max(1, Math.floor(rows / 10));
  return 1 + Math.floor(((i * 37) % 50) * (lastPage / 50));
}

/**
 * The two paging pairs a list bench opens with, on the list at `list` (a path ending in `?` or
 * `&`) of `rows` rows: pages 1..50, then deep pages (deepPage). Labelled `<prefix><order>pages
 * 1..50` and `<prefix>deep pages (offset up to the end)`, as the results so far name them.
 */
export function pageCases(
  list: string,
  rows: number,
  label: { prefix?: string; order?: string },
): ListCase[] {
  const prefix = label.prefix ?? '';
  return [
    [`${prefix}${label.order ?? ''}pages 1..50`, (i) => `${list}page=${1 + (i % 50)}`],
    [`${prefix}deep pages (offset up to the end)`, (i) => `${list}page=${deepPage(i, rows)}`],
  ];
}

/** A search pair: the `index`-th request searches the list at `list` for a term of `terms` in turn. */
export function searchCase(label: string, list: string, terms: readonly string[]): ListCase {
  return [label, (i) => `${list}search=${encodeURIComponent(terms[i % terms.length] ?? 'A')}`];
}

/** A list bench: what it grows the demo data with, and the pairs it measures on the result. */
export interface ListBenchSpec {
  name: string;
  description: string;
  grow: { label: string; run: (db: Kysely<Database>) => Promise<void> };
  /** The demo user the GETs are made as (`sales` unless a list is another role's). */
  username?: string;
  /** The pairs (`site.measure`), and the sizes of the data they ran on as context. */
  measure(site: ListBenchSite): Promise<{ context: BenchContext; figures: Figure[] }>;
}

type BenchContext = Record<string, string | number>;

/**
 * A list bench run the one way (withListDatabase): its data folder /tmp/aerodesk-bench/<name>,
 * the set-up figures before its pairs, and its context followed by how many requests each figure
 * is, the data folder and Node's version.
 */
export function listBench(spec: ListBenchSpec): Bench {
  const dataDir = `/tmp/aerodesk-bench/${spec.name}`;
  return {
    name: spec.name,
    description: spec.description,
    run: () =>
      withListDatabase(
        dataDir,
        spec.grow,
        async (site) => {
          const { context, figures } = await spec.measure(site);
          return {
            context: {
              ...context,
              requests_per_figure: REQUESTS,
              data_dir: dataDir,
              node: process.version,
            },
            figures: [...site.setup, ...figures],
          };
        },
        spec.username,
      ),
  };
}

type Get = (path: string) => Promise<void>;

/** The access token of demo user `username` on the app at `base`: every bench signs in so. */
export async function signInToApi(base: string, username: string): Promise<string> {
  const login = await fetch(new URL('api/token/', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!login.ok)
    throw new Error(`Signing in as ${username}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access: string }).access;
}

/**
 * A GET as `username` that reads the whole body and fails on anything but 200, over one kept-alive
 * connection of node:http, the leanest client Node has. It runs on the app's own thread, so what
 * it costs is timed as the app's: Node's fetch (WHATWG streams, Headers, Response) cost 0.3-0.5
 * ms of CPU more a call (load 15-25), which the renderer pays in its own process, not the server.
 */
async function signedInGet(base: string, username: string): Promise<Get> {
  const access = await signInToApi(base, username);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { Authorization: `JWT ${access}` };
  return (path) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(new URL(path, base), { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`${path}: ${response.statusCode} ${Buffer.concat(chunks)}`));
        });
      });
      request.on('error', reject);
    });
}

/**
 * The captured queries, one after the other, as the route ran them (no transaction: GETs): a
 * statement the app keeps prepared (pool.ts keepPrepared) under its name, as the app sends it.
 */
async function replay(pool: pg.Pool, queries: readonly CompiledQuery[]): Promise<void> {
  for (const query of queries) await pool.query(statementOf(query.sql, [...query.parameters]));
}

async function measurePair(
  get: Get,
  pool: pg.Pool,
  recorder: SqlRecorder,
  label: string,
  paths: (index: number) => string,
): Promise<Figure[]> {
  // First pass: each request once, its SQL captured; it warms up both sides.
  const captured: CompiledQuery[][] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const queries = await recorder.record(() => get(paths(i)));
    if (queries.length === 0) throw new Error(`${paths(i)} ran no SQL through the query log.`);
    captured.push(queries);
    await replay(pool, queries);
  }
  const warmingSince = performance.now();
  warming: for (let round = 0; round < WARM_UP.rounds; round++) {
    for (let i = 0; i < REQUESTS; i++) {
      if (performance.now() - warmingSince > WARM_UP.ms) break warming;
      await get(paths(i));
      await replay(pool, captured[i] as CompiledQuery[]);
    }
  }
  // Second pass, timed: the two sides in turn, each going first every other time; the SQL's
  // second run (the noise floor) beside its first, in turn too.
  const http: number[] = [];
  const bare: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const queries = captured[i] as CompiledQuery[];
    const timeHttp = async () => http.push((await timed(() => get(paths(i)))).ms);
    const timeSql = async () => bare.push((await timed(() => replay(pool, queries))).ms);
    const timeAgain = async () => again.push((await timed(() => replay(pool, queries))).ms);
    await inTurn(i, timeHttp, () => inTurn(i >> 1, timeSql, timeAgain));
  }
  const counts = captured.map((queries) => queries.length);
  const fewest = Math.min(...counts);
  const most = Math.max(...counts);
  const queries = fewest === most ? `${fewest}` : `${fewest}-${most}`;
  const sqlSide = { name: `SQL via pg (${queries} queries)`, samples: bare };
  const [floor] = pair(
    label,
    { name: 'the same SQL again (noise floor)', samples: again },
    sqlSide,
  );
  return [...pair(label, { name: 'HTTP GET', samples: http }, sqlSide), floor];
}
