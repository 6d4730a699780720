/**
 * Real app services in a temporary user-data folder, with a keychain account of their own, for the
 * tests of the bridge wrapper and the browser host.
 */
import { chmod } from 'node:fs/promises';
import { createAppServices, type AppServices } from '../../src-main/app-services.ts';
import { embeddedServerStarter } from '../../src-main/embedded-server.ts';
import { spawnNodeServerProcess } from '../../src-main/server-process/node-process.ts';
import type { DialogPort } from '../../src-main/services/ports.ts';
import { closedServerUrl, logRecorder, tempDir } from './helpers.ts';
import { testKeychain } from './keychain-fixture.ts';

export interface AppFixture {
  services: AppServices;
  userDataDir: string;
  log: ReturnType<typeof logRecorder>;
  serverChanges: number;
  dispose(): Promise<void>;
}

export async function appFixture(options: {
  dialogs: DialogPort;
  /** The configured server; null for the embedded one; by default a server that is down. */
  serverUrl?: string | null;
  /** Besides being counted. */
  onServerChanged?: () => void;
}): Promise<AppFixture> {
  const userDataDir = await tempDir('aerodesk-app-');
  // The embedded PostgreSQL runs as `postgres` when we are root: it must reach <user-data>/server.
  await chmod(userDataDir, 0o711);
  const keychain = testKeychain();
  const log = logRecorder();
  const fixture: AppFixture = {
    userDataDir,
    log,
    serverChanges: 0,
    services: createAppServices({
      userDataDir,
      host: 'browser',
      version: '0.0.0-test',
      dialogs: options.dialogs,
      log,
      startEmbedded: embeddedServerStarter({ spawn: spawnNodeServerProcess, log }),
      serverUrlOverride:
        options.serverUrl === undefined ? await closedServerUrl() : options.serverUrl,
      keychain: keychain.entries(),
      onServerChanged: () => {
        fixture.serverChanges += 1;
        options.onServerChanged?.();
      },
      excelRowsPerProgress: 2,
    }),
    async dispose() {
      await fixture.services.close();
      await keychain.dispose();
    },
  };
  await fixture.services.server.ensure();
  return fixture;
}
