/**
 * One server data folder (PostgreSQL created, migrated and seeded with the default demo data,
 * then stopped) that the browser tests' servers start on copies of, instead of each paying for
 * initdb, the migrations and the seed (13 s beside the unit tests in a full run here).
 * `npm test` (scripts/test-all.ts) makes it once, beside the unit tests, and hands it to the
 * component and e2e steps through the environment; a step run on its own makes its own.
 * A first start on an empty folder stays covered by the server and main tests.
 *
 * Run directly (`node tests/seeded-server.ts <folder>`), it seeds `<folder>/server`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../src-server/start.ts';

const execFileAsync = promisify(execFile);

/** The environment variable that names the seeded folder to the steps and their workers. */
export const SEEDED_SERVER_ENV = 'AERODESK_TEST_SEEDED_SERVER';

/**
 * Seeds a server data folder in `parentDir`. The folder is opened to others (0711): PostgreSQL
 * runs as `postgres` when we are root, and a cluster in a folder it cannot reach would be moved
 * elsewhere (db/embedded.ts), out of the copies.
 */
async function seedServerFolder(parentDir: string): Promise<string> {
  await chmod(parentDir, 0o711);
  const dataDir = join(parentDir, 'server');
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => undefined });
  await server.close();
  return dataDir;
}

/**
 * The seeded folder this run was handed, or one seeded now in `parentDir`; named in the
 * environment either way, so workers started after this find it.
 */
export async function seededServerFolder(parentDir: string): Promise<string> {
  const handed = process.env[SEEDED_SERVER_ENV];
  const dataDir = handed && existsSync(handed) ? handed : await seedServerFolder(parentDir);
  process.env[SEEDED_SERVER_ENV] = dataDir;
  return dataDir;
}

/** Copies the seeded folder to `dataDir` (a server's data folder, not there yet). */
export async function copySeededServer(dataDir: string): Promise<void> {
  const seeded = process.env[SEEDED_SERVER_ENV];
  if (!seeded) throw new Error(`${SEEDED_SERVER_ENV} is not set: no seeded server folder.`);
  await mkdir(dirname(dataDir), { recursive: true });
  // -a keeps the owner of PostgreSQL's files (the postgres user when we are root).
  await execFileAsync('cp', ['-a', seeded, dataDir]);
}

if (import.meta.main) {
  const [parentDir] = process.argv.slice(2);
  if (!parentDir) throw new Error('Usage: node tests/seeded-server.ts <folder>');
  console.log(await seedServerFolder(parentDir));
}
