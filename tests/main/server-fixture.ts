/**
 * The real reference server (src-server/start.ts) on a copy of the run's prepared data folder,
 * and a signed-in vault for the `sales` demo user, for the tests of downloads, uploads and the
 * server in use.
 */
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { inject } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/start.ts';
import { authEndpoints, type TokenPair } from '../../src-shared/api/auth.ts';
import { createVault, type Vault } from '../../src-main/services/vault.ts';
import { logRecorder } from './helpers.ts';
import { testKeychain } from './keychain-fixture.ts';
import { preparedDataDir } from '../server/server-process.ts';

export async function startReferenceServer(): Promise<{
  server: RunningServer;
  dataDir: string;
  dispose(): Promise<void>;
}> {
  // A copy of the run's prepared folder (migrated and seeded once, tests/prepared-data-dir.ts):
  // these tests need a server with demo data, not a first start (initdb, the migrations and the
  // demo seed), which cost each of them 14-17 s here.
  const dataDir = await preparedDataDir('aerodesk-server-', inject('preparedDataDir'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
  return {
    server,
    dataDir,
    async dispose() {
      await server.close();
      await rm(dirname(dataDir), { recursive: true, force: true });
    },
  };
}

export async function logIn(
  serverUrl: string,
  username = 'sales',
  password = 'demo',
): Promise<TokenPair> {
  const response = await fetch(new URL(authEndpoints.token.path, serverUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`Login failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenPair;
}

/** A vault of its own in the real keychain; `dispose` removes its entry. */
export function testVault(): { vault: Vault; dispose(): Promise<void> } {
  const keychain = testKeychain();
  return { vault: createVault(keychain.entry(), logRecorder()), dispose: keychain.dispose };
}
