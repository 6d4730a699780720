/**
 * Per-file test server: a fresh database cloned from the seeded template, the real app on a real
 * loopback port, real logins. Nothing is mocked.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { TokenPair } from '../../src-shared/api/auth.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { ROLE_URL, type Role, type RoleUrl } from '../../src-shared/domain/roles.ts';
import { readClaims, type AccessClaims } from '../../src-shared/domain/session.ts';
import { buildApp, type AppOptions } from '../../src-server/app.ts';
import { quoteIdentifier } from '../../src-server/db/embedded.ts';
import { createDb, createPool } from '../../src-server/db/pool.ts';
import type { Database } from '../../src-server/db/schema.ts';
import { templateReady, withDatabase } from './global-setup.ts';

export const DEMO_PASSWORD = 'demo';

/**
 * The demo user of each role (spec §6). The seed (src-server/seed/fixed.ts) names each one after
 * its role's `{role}` segment, as the README's table of demo users shows, so the one table is
 * ROLE_URL; logging in as each of them (auth.test.ts) proves the seed keeps to it.
 */
export const DEMO_USER: Readonly<Record<Role, RoleUrl>> = ROLE_URL;

export interface TestServer {
  app: FastifyInstance;
  /** With a trailing slash. */
  baseUrl: string;
  db: Kysely<Database>;
  /** Every line the server logged. */
  logs: string[];
  /** The confirm codes the server sent (its outbox), oldest first. */
  confirmCodes: { username: string; code: string }[];
  filesDir: string;
  close(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('serverDb').adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** FILE_COPY where the server knows it (PostgreSQL 15+; a DATABASE_URL may name an older one). */
let strategy: Promise<string> | undefined;
const cloneStrategy = () =>
  (strategy ??= admin(async (client) => {
    const { rows } = await client.query<{ version: string }>('SHOW server_version_num');
    return Number(rows[0]?.version) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
  }));

/**
 * Clones the template: concurrent clones may briefly find it busy, so retry. FILE_COPY copies the
 * template's files (about 110 ms for the demo data) where the default WAL_LOG strategy writes
 * every page through the WAL (180 to 330 ms): a throwaway test database needs no WAL of its birth.
 */
async function cloneTemplate(name: string): Promise<void> {
  const serverDb = inject('serverDb');
  await templateReady(serverDb);
  const { template } = serverDb;
  const how = await cloneStrategy();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((client) =>
        client.query(
          `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}${how}`,
        ),
      );
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export interface TestServerOptions {
  maxUploadBytes?: number;
  urlUploadTrusted?: AppOptions['urlUploadTrusted'];
  urlUploadTimeoutMs?: number;
  tokenLifetimes?: AppOptions['tokenLifetimes'];
  now?: () => number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const name = `aerodesk_test_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(name);
  const db = createDb(createPool(withDatabase(inject('serverDb').adminUrl, name), 5));
  const filesDir = await mkdtemp(join(tmpdir(), 'aerodesk-files-'));
  const logs: string[] = [];
  const confirmCodes: TestServer['confirmCodes'] = [];
  const app = await buildApp({
    db,
    filesDir,
    log: (line) => logs.push(line),
    sendConfirmCode: async (username, code) => {
      confirmCodes.push({ username, code });
    },
    maxUploadBytes: options.maxUploadBytes,
    urlUploadTrusted: options.urlUploadTrusted,
    urlUploadTimeoutMs: options.urlUploadTimeoutMs,
    tokenLifetimes: options.tokenLifetimes,
    now: options.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}/`,
    db,
    logs,
    confirmCodes,
    filesDir,
    close: async () => {
      await app.close();
      await db.destroy();
      await admin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
      );
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test server of a file's tests (or of one `describe`'s, where it is called there): started
 * before them with these demo users logged in, and closed after them. The objects returned are
 * filled in once the server has started: they may be handed on at the top of a file
 * (`caller(server, users.sales)`), but their fields are read only in hooks and tests.
 */
export function serverForTests<const Name extends string>(
  usernames: readonly Name[] = [],
  options: TestServerOptions = {},
): { server: TestServer; users: Record<Name, Session> } {
  const server = {} as TestServer;
  const users = Object.fromEntries(usernames.map((name) => [name, {} as Session])) as Record<
    Name,
    Session
  >;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
    Object.assign(server, started);
    for (const name of usernames) Object.assign(users[name], await login(server, name));
  });
  afterAll(async () => {
    await started?.close();
  });
  return { server, users };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API over HTTP; `path` is relative to the server root, as the app's paths are. */
export async function api<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `JWT ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(new URL(path, server.baseUrl), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  if (text && response.headers.get('content-type')?.includes('application/json'))
    parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export interface Session {
  access: string;
  refresh: string;
  claims: AccessClaims & { ver: number };
  /** The `{role}` path segment. */
  role: string;
  result: TokenPair;
}

export async function login(
  server: TestServer,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await api<TokenPair>(server, 'api/token/', {
    method: 'POST',
    body: { username, password },
  });
  if (response.status !== 200 || !response.body.access) {
    throw new Error(
      `login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  const claims = readClaims(response.body.access) as AccessClaims & { ver: number };
  return {
    access: response.body.access,
    refresh: response.body.refresh,
    claims,
    role: claims.url,
    result: response.body,
  };
}

/** The id of a user's contact card. */
export async function contactIdOf(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('contact as c', 'c.id', 'u.contact_id')
    .select('c.id')
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Our staff: the contacts of our own legal entities, by id. */
export async function ourStaffContactIds(db: Kysely<Database>): Promise<number[]> {
  const entities = await companiesOfCategory(db, COMPANY_CATEGORY.ownLegalEntity);
  const staff = await Promise.all(
    entities.map((entity) => idsWhere(db, 'contact', 'company_id', entity.id)),
  );
  return staff.flat().sort((a, b) => a - b);
}

/** The first contact of our staff (by id) other than `except`. */
export async function aStaffContact(db: Kysely<Database>, except?: number): Promise<number> {
  const id = (await ourStaffContactIds(db)).find((staff) => staff !== except);
  if (id === undefined) throw new Error('The demo data has no other staff contact.');
  return id;
}

/** The company a user's contact card belongs to (for the `client` demo user: its airline). */
export async function companyOfUser(
  db: Kysely<Database>,
  username: string,
): Promise<{ id: number; uuid: string }> {
  return db
    .selectFrom('app_user as u')
    .innerJoin('contact as c', 'c.id', 'u.contact_id')
    .innerJoin('company as co', 'co.id', 'c.company_id')
    .select(['co.id', 'co.uuid'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

/** The companies of a category, oldest first. */
export async function companiesOfCategory(
  db: Kysely<Database>,
  category: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name'])
    .where('category_id', '=', category)
    .orderBy('id')
    .execute();
}

/** Our own warehouses (companies of that category), oldest first: where the demo's stock is. */
export async function ownWarehouses(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return companiesOfCategory(db, COMPANY_CATEGORY.ownWarehouse);
}

/** The first of our own warehouses. */
export async function firstOwnWarehouse(
  db: Kysely<Database>,
): Promise<{ id: number; name: string }> {
  const [first] = await ownWarehouses(db);
  if (!first) throw new Error('The database has no warehouse of our own.');
  return first;
}

/** The rows of `table` whose `column` holds `value`: what rowsWhere, idsWhere and firstIdWhere read. */
type Where<Table extends keyof Database & string> = [
  table: Table,
  column: keyof Database[Table] & string,
  value: string | number,
];

/**
 * Every column of a table's rows whose column holds a value, in id order, as stored: what a test
 * compares before and after a refused write to prove it changed nothing.
 */
export async function rowsWhere<Table extends keyof Database & string>(
  db: Kysely<Database>,
  ...[table, column, value]: Where<Table>
): Promise<Selectable<Database[Table]>[]> {
  const { rows } = await sql<Selectable<Database[Table]>>`
    select * from ${sql.table(table)} where ${sql.ref(column)} = ${value} order by id
  `.execute(db);
  return rows;
}

/**
 * The ids of rowsWhere's rows: the one question many tests ask of the database to prove a row
 * was made, kept once, or removed (`[]`).
 */
export async function idsWhere<Table extends keyof Database & string>(
  db: Kysely<Database>,
  ...[table, column, value]: Where<Table>
): Promise<number[]> {
  const rows = await rowsWhere(db, table, column, value);
  return rows.map((row) => (row as { id: number }).id);
}

/** The first (lowest) of idsWhere's ids: a row the test needs to exist (it throws otherwise). */
export async function firstIdWhere<Table extends keyof Database & string>(
  db: Kysely<Database>,
  ...[table, column, value]: Where<Table>
): Promise<number> {
  const [id] = await idsWhere(db, table, column, value);
  if (id === undefined) throw new Error(`No ${table} row with ${column} ${value}.`);
  return id;
}

/**
 * The lowest value a column holds (nulls passed over): the first seeded record of a kind a test
 * borrows, such as the first holding or the first company with offers. Throws when there is none.
 */
export async function lowestOf<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  column: keyof Database[Table] & string,
): Promise<number> {
  const { rows } = await sql<{ lowest: number | null }>`
    select min(${sql.ref(column)}) as lowest from ${sql.table(table)}
  `.execute(db);
  const lowest = rows[0]?.lowest;
  if (lowest === null || lowest === undefined) throw new Error(`No ${table} row has a ${column}.`);
  return lowest;
}

/**
 * Columns of one row found by its id: how a test reads back what a call stored (as the query
 * builder would answer them: the same pool, the same type parsers). Throws when there is no row.
 */
export async function rowById<
  Table extends keyof Database & string,
  Column extends keyof Selectable<Database[Table]> & string,
>(
  db: Kysely<Database>,
  table: Table,
  id: number,
  columns: readonly Column[],
): Promise<Pick<Selectable<Database[Table]>, Column>> {
  const { rows } = await sql<Pick<Selectable<Database[Table]>, Column>>`
    select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)}
    where id = ${id}
  `.execute(db);
  const [row] = rows;
  if (!row) throw new Error(`No ${table} row ${id}.`);
  return row;
}

export async function countRows(
  db: Kysely<Database>,
  table: keyof Database & string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many rows of `table` point at each parent through `column` (parents with none are absent),
 * counted by the database in one grouped query: what a list's `…_count` fields are checked against.
 */
export async function rowsPer<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  column: keyof Database[Table] & string,
): Promise<Map<number, number>> {
  const { rows } = await sql<{ parent: number; n: number }>`
    select ${sql.ref(column)} as parent, count(*)::int as n from ${sql.table(table)} group by 1
  `.execute(db);
  return new Map(rows.map((row) => [row.parent, row.n]));
}

/** Every file under a folder, recursively (to prove an upload left nothing behind). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `METHOD /path/` of every route Fastify serves, read from its own route tree (printRoutes). */
export function servedRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2] ?? ''}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS')
        routes.push(`${method} ${path.endsWith('/') ? path : `${path}/`}`);
    }
  }
  return routes;
}

/** Spec §4's priorities, most urgent first: written out here, not read from the code under test. */
const URGENCY = ['AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK'];

/** Asserts that a list sorted by priority has the most urgent first. */
export function expectMostUrgentFirst(items: readonly { priority: string }[]): void {
  const ranks = items.map((item) => URGENCY.indexOf(item.priority));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
}
