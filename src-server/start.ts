/**
 * `startServer`: the programmatic entry that `npm run server`, Electron's main process and the
 * browser host use. No side effects on import, no process-wide handlers: the caller owns the
 * process and calls `close()`.
 *
 * Start-up checks what can fail fast before the slow work: the data folder's lock (one server per
 * folder) and the HTTP port (held from then on, so nobody takes it while the database starts).
 * Stopping is bounded: requests get a moment to finish, then every connection is closed (an upload
 * stalled mid-stream would otherwise hold the stop for as long as its client likes), and each
 * later step has a time limit of its own.
 */
import { mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { buildApp } from './app.ts';
import { confirmCodeOutbox } from './auth/outbox.ts';
import type { TokenLifetimes } from './auth/tokens.ts';
import { lockDataFolder } from './data-lock.ts';
import { connectionString, createDatabaseIfMissing, EmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createDb, createPool } from './db/pool.ts';
import type { Database } from './db/schema.ts';
import { watchEmbeddedPostgres, type Watchdog } from './db/watchdog.ts';
import { settlesWithin } from './processes.ts';
import { restoreDemoFileBytes } from './seed/files.ts';
import { seedIfEmpty } from './seed/seed.ts';

interface StartOptions {
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
  /**
   * Aborted during start-up (a SIGTERM then), what was started is stopped at once and the start
   * rejects; the step under way fails as its database goes.
   */
  signal?: AbortSignal;
}

export interface RunningServer {
  /** With a trailing slash: `http://127.0.0.1:8000/`. */
  url: string;
  /**
   * The embedded PostgreSQL's cluster folder (its postmaster.pid names the postmaster), when this
   * server runs one: what a supervisor that had to kill the server stops after it.
   */
  postgresDataDir?: string;
  close(): Promise<void>;
}

/** The database the embedded cluster keeps our data in. */
const EMBEDDED_DATABASE = 'aerodesk';

/** Requests still running when the server stops get this long before their connections close. */
const REQUEST_GRACE_MS = 1_000;
/**
 * The pool's end waits for connections in use (a request cut off, a seed called off); the
 * database's stop, which comes next, ends them anyway.
 */
const POOL_END_TIMEOUT_MS = 500;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? 8000;
  const host = options.host ?? '127.0.0.1';
  const signal = options.signal;
  // Undone in reverse order; steps added while undoing (a start cut short) are undone too.
  const cleanups: (() => Promise<void>)[] = [];
  const undo = async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop())
      await step().catch((error: unknown) => log(`Shutdown step failed: ${String(error)}`));
  };
  let undone = Promise.resolve();
  const cleanup = () => (undone = undone.then(undo));
  const onAbort = () => void cleanup();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    signal?.throwIfAborted();
    await mkdir(dataDir, { recursive: true });
    const lock = await lockDataFolder(dataDir);
    cleanups.push(() => lock.release());
    const reserved = await reservePort(port, host);
    cleanups.push(() => closeNetServer(reserved));
    signal?.throwIfAborted();

    let url = options.databaseUrl;
    let postgresDataDir: string | undefined;
    let watchdog: Watchdog | undefined;
    if (!url) {
      const embedded = new EmbeddedPostgres({ dir: join(dataDir, 'postgres'), log });
      cleanups.push(() => embedded.stop());
      const connection = await embedded.start();
      // Known only now: the start may have moved the cluster (embedded.ts, closedAncestor).
      postgresDataDir = embedded.dataDir;
      signal?.throwIfAborted();
      watchdog = watchEmbeddedPostgres(embedded, log);
      const stopWatching = watchdog.stop;
      cleanups.push(async () => stopWatching());
      await createDatabaseIfMissing(connectionString(connection, 'postgres'), EMBEDDED_DATABASE);
      url = connectionString(connection, EMBEDDED_DATABASE);
    }
    const pool: pg.Pool = createPool(url, 10, log);
    const db: Kysely<Database> = createDb(pool);
    // db.destroy() ends the pool.
    cleanups.push(async () => {
      await settlesWithin(db.destroy(), POOL_END_TIMEOUT_MS);
    });
    await migrateToLatest(db, log);
    signal?.throwIfAborted();
    await seedIfEmpty(db, options.seedScale ?? 1, log);
    signal?.throwIfAborted();

    const filesDir = join(dataDir, 'files');
    // Partial uploads of a process that died mid-upload are never finished: drop them.
    await rm(join(filesDir, 'tmp'), { recursive: true, force: true });
    await mkdir(filesDir, { recursive: true });
    const restored = await restoreDemoFileBytes(db, filesDir);
    if (restored) log(`Wrote the bytes of ${restored} demo files.`);
    const app: FastifyInstance = await buildApp({
      db,
      filesDir,
      log,
      sendConfirmCode: confirmCodeOutbox(dataDir),
      tokenLifetimes: options.tokenLifetimes,
      databaseOutage: watchdog?.outage,
    });
    cleanups.push(() => closeHttp(app, log));
    // The port was held since the start; it passes to the HTTP server in one step.
    await closeNetServer(reserved);
    await app.listen({ port, host });
    signal?.throwIfAborted();
    signal?.removeEventListener('abort', onAbort);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no TCP address.');
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const serverUrl = `http://${shownHost}:${address.port}/`;
    let closing: Promise<void> | undefined;
    return {
      url: serverUrl,
      postgresDataDir,
      close: () => (closing ??= cleanup()),
    };
  } catch (error) {
    signal?.removeEventListener('abort', onAbort);
    await cleanup();
    throw signal?.aborted ? new StartAbortedError() : error;
  }
}

/** The start was called off (`signal`), and what it had started is stopped. */
export class StartAbortedError extends Error {
  constructor() {
    super('The start was called off.');
    this.name = 'StartAbortedError';
  }
}

/** The port is taken (or not ours to take): said before any slow work. */
export class PortUnavailableError extends Error {
  constructor(port: number, host: string, code: string | undefined) {
    const where = `${host}:${port}`;
    const why =
      code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use by another program (perhaps another Aerodesk server). Stop it, or choose another port (PORT=0 picks a free one).`
        : code === 'EACCES'
          ? `This user may not listen on ${where} (ports below 1024 need privileges). Choose another port.`
          : code === 'EADDRNOTAVAIL'
            ? `${host} is not an address of this machine: choose another HOST.`
            : `Cannot listen on ${where} (${code ?? 'unknown error'}).`;
    super(why);
    this.name = 'PortUnavailableError';
  }
}

/**
 * Binds the HTTP port before the database starts, and holds it until the HTTP server takes over;
 * with port 0 (any free port) there is nothing to check.
 */
async function reservePort(port: number, host: string): Promise<Server | undefined> {
  if (port === 0) return undefined;
  // A client that connects meanwhile (a window retrying while the server restarts) is cut off at
  // once: it sees the server as down, and an open connection would hold the port's hand-over.
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new PortUnavailableError(port, host, error.code)),
    );
    server.listen({ port, host, exclusive: true }, () => resolveListen());
  });
  return server;
}

async function closeNetServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return;
  await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
}

/**
 * Stops taking requests, lets running ones finish for a moment, then closes every connection:
 * idle keep-alive ones at once (Fastify does), and whatever is still open after the grace (an
 * upload stalled mid-stream, a slow download), which aborts those requests.
 */
async function closeHttp(app: FastifyInstance, log: (line: string) => void): Promise<void> {
  const closing = app.close();
  if (await settlesWithin(closing, REQUEST_GRACE_MS)) return;
  log('Closing the connections of requests still running (unfinished uploads or downloads).');
  app.server.closeAllConnections();
  await settlesWithin(closing, REQUEST_GRACE_MS);
}
