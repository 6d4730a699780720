/**
 * The components project's server: the reference server as `npm run server` starts it (its own
 * embedded PostgreSQL in a temporary data folder, on a copy of the run's folder seeded with the
 * default demo data, tests/seeded-server.ts), on a free loopback port. The browser tests get its
 * URL through `inject` and sign in against it for real; nothing about it is mocked. Stopped, and
 * its folder removed, after the run.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../src-server/start.ts';
import { copySeededServer, seededServerFolder } from '../seeded-server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'aerodesk-component-tests-'));
  // PostgreSQL may run as another user (we may be root): it must reach its folder.
  await chmod(folder, 0o711);
  const lines: string[] = [];
  let server;
  try {
    await seededServerFolder(folder);
    await copySeededServer(join(folder, 'data'));
    server = await startServer({
      dataDir: join(folder, 'data'),
      port: 0,
      seedScale: 1,
      log: (line) => lines.push(line),
    });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw new Error(`The component tests' server did not start:\n${lines.join('\n')}`, {
      cause: error,
    });
  }
  project.provide('componentServerUrl', server.url);
  return async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  };
}
