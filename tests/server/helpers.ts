/**
 * Per-file test server: a fresh database cloned from the seeded template, the real app on a real
 * loopback port, real logins. Nothing is mocked.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { TokenPair } from '../../src-shared/api/auth.ts';
import { readClaims, type AccessClaims } from '../../src-shared/domain/session.ts';
import { buildApp, type AppOptions } from '../../src-server/app.ts';
import { quoteIdentifier } from '../../src-server/db/embedded.ts';
import { createDb, createPool } from '../../src-server/db/pool.ts';
import type { Database } from '../../src-server/db/schema.ts';
import { withDatabase } from './global-setup.ts';

export const DEMO_PASSWORD = 'demo';

export interface TestServer {
  app: FastifyInstance;
  /** With a trailing slash. */
  baseUrl: string;
  db: Kysely<Database>;
  /** Every line the server logged (confirm codes arrive here). */
  logs: string[];
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

/** Clones the template: concurrent clones may briefly find it busy, so retry. */
async function cloneTemplate(name: string): Promise<void> {
  const { template } = inject('serverDb');
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((client) =>
        client.query(
          `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`,
        ),
      );
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function startTestServer(
  options: {
    maxUploadBytes?: number;
    tokenLifetimes?: AppOptions['tokenLifetimes'];
    now?: () => number;
  } = {},
): Promise<TestServer> {
  const name = `aerodesk_test_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(name);
  const db = createDb(createPool(withDatabase(inject('serverDb').adminUrl, name), 5));
  const filesDir = await mkdtemp(join(tmpdir(), 'aerodesk-files-'));
  const logs: string[] = [];
  const app = await buildApp({
    db,
    filesDir,
    log: (line) => logs.push(line),
    maxUploadBytes: options.maxUploadBytes,
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

/** Every file under a folder, recursively (to prove an upload left nothing behind). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
