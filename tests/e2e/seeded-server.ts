/**
 * One server data folder (PostgreSQL created, migrated and seeded with the default demo data,
 * then stopped), made once a run by global set-up. Every e2e host and the keychain-less spec's
 * server start on a copy of it instead of each paying for initdb, the migrations and the seed
 * (three seeds a run before: 255 password hashes each, about 8 CPU-seconds of scrypt alone).
 * A first start on an empty folder stays covered by the server and main tests.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../src-server/start.ts';

const execFileAsync = promisify(execFile);

/** Where global set-up leaves the folder for the workers: the environment (Playwright's way). */
const SEEDED_ENV = 'AERODESK_E2E_SEEDED_SERVER';

/**
 * Seeds a server data folder in `runDir` and names it to the workers. `runDir` must be open to
 * others (0711): PostgreSQL runs as `postgres` when we are root, and a cluster in a folder it
 * cannot reach would be moved elsewhere (db/embedded.ts), out of the copy.
 */
export async function prepareSeededServer(runDir: string): Promise<string> {
  const dataDir = join(runDir, 'seeded-server');
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
  await server.close();
  process.env[SEEDED_ENV] = dataDir;
  return dataDir;
}

/** Copies the seeded folder to `dataDir` (a server's data folder, not there yet). */
export async function copySeededServer(dataDir: string): Promise<void> {
  const seeded = process.env[SEEDED_ENV];
  if (!seeded) throw new Error('No seeded server folder: run through `npx playwright test`.');
  await mkdir(dirname(dataDir), { recursive: true });
  // -a keeps the owner of PostgreSQL's files (the postgres user when we are root).
  await execFileAsync('cp', ['-a', seeded, dataDir]);
}
