/**
 * One PostgreSQL for the whole server test run: the embedded one in a temporary folder, or the
 * server named by DATABASE_URL (an admin connection that may create databases). A template
 * database is migrated and seeded once; every test file clones it (helpers.ts) and drops its clone.
 * The template is built in the background: the main project's files, which run first and need no
 * database of it, start at once instead of 8-10 s later; a clone waits for it (`templateReady`).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  connectionString,
  EmbeddedPostgres,
  quoteIdentifier,
} from '../../src-server/db/embedded.ts';
import { migrateToLatest } from '../../src-server/db/migrate.ts';
import { createDb, createPool } from '../../src-server/db/pool.ts';
import { seedIfEmpty } from '../../src-server/seed/seed.ts';
import { markWhenSettled, settled } from '../background-build.ts';

export interface ServerTestDatabase {
  /** A connection to a maintenance database, allowed to create and drop databases. */
  adminUrl: string;
  template: string;
  /** A folder where the template's build leaves `ready` or `failed` (with the error). */
  marks: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverDb: ServerTestDatabase;
  }
}

/** The scale of the template's demo data: the real default. */
export const TEST_SEED_SCALE = 1;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const TEMPLATE_TIMEOUT_MS = 180_000;

async function buildTemplate(adminUrl: string, template: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(template)}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdentifier(template)}`);
  const db = createDb(createPool(withDatabase(adminUrl, template), 2));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, TEST_SEED_SCALE);
  } finally {
    await db.destroy();
  }
}

/** Waits until the template is built; throws what went wrong when its build failed. */
export function templateReady({ marks }: ServerTestDatabase): Promise<void> {
  return settled(marks, 'The test template', TEMPLATE_TIMEOUT_MS);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgres | undefined;
  let folder: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    folder = await mkdtemp(join(tmpdir(), 'aerodesk-server-tests-'));
    // PostgreSQL may run as another user (we may be root): it must reach its folder.
    await chmod(folder, 0o711);
    embedded = new EmbeddedPostgres({ dir: join(folder, 'postgres'), ephemeral: true });
    adminUrl = connectionString(await embedded.start(), 'postgres');
  }
  const template = `aerodesk_test_template_${process.pid}`;
  const marks = await mkdtemp(join(tmpdir(), 'aerodesk-template-'));
  const building = markWhenSettled(buildTemplate(adminUrl, template), marks);
  project.provide('serverDb', { adminUrl, template, marks });

  return async () => {
    await building;
    await rm(marks, { recursive: true, force: true });
    const finalAdminUrl = adminUrl;
    if (finalAdminUrl)
      await adminQuery(
        finalAdminUrl,
        `DROP DATABASE IF EXISTS ${quoteIdentifier(template)} WITH (FORCE)`,
      ).catch(() => {});
    await embedded?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}

export { withDatabase };
