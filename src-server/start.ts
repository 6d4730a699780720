/**
 * `startServer`: the programmatic entry that `npm run server`, Electron's main process and the
 * browser host use. No side effects on import, no process-wide handlers: the caller owns the
 * process and calls `close()`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { buildApp } from './app.ts';
import type { TokenLifetimes } from './auth/tokens.ts';
import { connectionString, createDatabaseIfMissing, EmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createDb, createPool } from './db/pool.ts';
import type { Database } from './db/schema.ts';
import { seedIfEmpty } from './seed/seed.ts';

export interface StartOptions {
  /** 0 picks any free port. Default 8000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Holds the embedded PostgreSQL cluster (unless databaseUrl is given) and uploaded files. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded one; its database must exist. */
  databaseUrl?: string;
  /** Demo data scale on first start (default 1). */
  seedScale?: number;
  log?: (line: string) => void;
  /** Token lifetimes; the defaults are a working day and a week (tests use seconds). */
  tokenLifetimes?: Partial<TokenLifetimes>;
}

export interface RunningServer {
  /** With a trailing slash: `http://127.0.0.1:8000/`. */
  url: string;
  close(): Promise<void>;
}

/** The database the embedded cluster keeps our data in. */
export const EMBEDDED_DATABASE = 'aerodesk';

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse())
      await step().catch((error: unknown) => log(`Shutdown step failed: ${String(error)}`));
    cleanups.length = 0;
  };

  try {
    let url = options.databaseUrl;
    if (!url) {
      const embedded = new EmbeddedPostgres({ dir: join(dataDir, 'postgres'), log });
      cleanups.push(() => embedded.stop());
      const connection = await embedded.start();
      await createDatabaseIfMissing(connectionString(connection, 'postgres'), EMBEDDED_DATABASE);
      url = connectionString(connection, EMBEDDED_DATABASE);
    }
    const pool: pg.Pool = createPool(url);
    const db: Kysely<Database> = createDb(pool);
    // db.destroy() ends the pool.
    cleanups.push(() => db.destroy());
    await migrateToLatest(db, log);
    await seedIfEmpty(db, options.seedScale ?? 1, log);

    const filesDir = join(dataDir, 'files');
    // Partial uploads of a process that died mid-upload are never finished: drop them.
    await rm(join(filesDir, 'tmp'), { recursive: true, force: true });
    await mkdir(filesDir, { recursive: true });
    const app: FastifyInstance = await buildApp({
      db,
      filesDir,
      log,
      tokenLifetimes: options.tokenLifetimes,
    });
    cleanups.push(() => app.close());
    await app.listen({ port: options.port ?? 8000, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no TCP address.');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const serverUrl = `http://${host}:${address.port}/`;
    let closing: Promise<void> | undefined;
    return {
      url: serverUrl,
      close: () => (closing ??= cleanup()),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
