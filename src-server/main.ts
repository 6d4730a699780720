/**
 * `npm run server`: the reference REST server on its own. Environment: PORT (8000), HOST
 * (127.0.0.1), DATA_DIR (./.data), DATABASE_URL (instead of the embedded PostgreSQL),
 * SEED_SCALE (1). SIGINT/SIGTERM close HTTP, the pool, then PostgreSQL, and exit 0, in a second
 * or two, also during start-up; a stop that somehow takes longer than STOP_DEADLINE_MS ends the
 * process anyway (exit 1), and the next start cleans up what it left.
 */
import { DataFolderInUseError } from './data-lock.ts';
import {
  PortUnavailableError,
  StartAbortedError,
  startServer,
  type RunningServer,
} from './start.ts';

const STOP_DEADLINE_MS = 15_000;

function log(line: string): void {
  process.stdout.write(`${new Date().toISOString()} ${line}\n`);
}

function numberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    process.stderr.write(`${name} must be a non-negative number, got "${text}".\n`);
    process.exit(2);
  }
  return value;
}

function startFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // The refusals worded for people need no stack trace; anything else does.
  if (error instanceof DataFolderInUseError || error instanceof PortUnavailableError)
    return error.message;
  return error.stack ?? error.message;
}

const starting = new AbortController();
let server: RunningServer | undefined;
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  // Ctrl-C under `npm run` arrives twice (from the terminal and forwarded by npm): once is enough.
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down...`);
  setTimeout(() => {
    process.stderr.write(`Shutdown took longer than ${STOP_DEADLINE_MS / 1000} s: exiting now.\n`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  // Still starting: the start stops what it started, and the code below exits.
  if (!server) return starting.abort();
  try {
    await server.close();
    log('Stopped.');
    process.exit(0);
  } catch (error) {
    process.stderr.write(`Shutdown failed: ${String(error)}\n`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  server = await startServer({
    port: numberFromEnv('PORT', 8000),
    host: process.env.HOST || '127.0.0.1',
    dataDir: process.env.DATA_DIR || './.data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    seedScale: numberFromEnv('SEED_SCALE', 1),
    log,
    signal: starting.signal,
  });
} catch (error) {
  if (error instanceof StartAbortedError) {
    log('Stopped.');
    process.exit(0);
  }
  process.stderr.write(`The server did not start: ${startFailure(error)}\n`);
  process.exit(1);
}
log(`Aerodesk server listening on ${server.url}`);
