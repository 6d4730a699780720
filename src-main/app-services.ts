/**
 * The composition root shared by Electron's main process and the browser host: every service built
 * once from the user-data folder and the operating-system ports, and the bridge handler table over
 * them. Each host adds only its transport (ipcMain, or loopback HTTP) and its dialogs.
 */
import { join } from 'node:path';
import { serverUrlSchema, type AppInfo } from '../src-shared/bridge.ts';
import { createHandlerTable, type HandlerTable } from './ipc/handler-table.ts';
import type { DialogPort, Logger } from './services/ports.ts';
import { createRefCache, type RefCache } from './services/ref-cache.ts';
import {
  createServerInUse,
  type RunningServer,
  type ServerInUse,
} from './services/server-in-use.ts';
import { createSettingsStore, type SettingsStore } from './services/settings.ts';
import { createVault, keychainEntry, type KeychainEntry, type Vault } from './services/vault.ts';

export interface AppServicesOptions {
  userDataDir: string;
  host: AppInfo['host'];
  version: string;
  dialogs: DialogPort;
  log: Logger;
  /** Starts the embedded server with its data in the given folder. */
  startEmbedded: (dataDir: string) => Promise<RunningServer>;
  /** A server given from outside (AERODESK_SERVER_URL), used until the user picks another. */
  serverUrlOverride?: string | null;
  /** The keychain entry of the vault; the real one by default. */
  keychain?: KeychainEntry;
  /** Called after the server changed: the window reloads against the new one. */
  onServerChanged: () => void;
  excelRowsPerProgress?: number;
}

export interface AppServices {
  settings: SettingsStore;
  vault: Vault;
  refCache: RefCache;
  server: ServerInUse;
  handlers: HandlerTable;
  appInfo(): AppInfo;
  /** Stops what the services started (the embedded server). */
  close(): Promise<void>;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const { log, userDataDir } = options;
  const settings = createSettingsStore({ dir: userDataDir, log });
  const vault = createVault(options.keychain ?? keychainEntry(), log);
  const refCache = createRefCache({ dir: join(userDataDir, 'cache') });

  let override = options.serverUrlOverride
    ? serverUrlSchema.shape.url.parse(options.serverUrlOverride)
    : null;
  const server = createServerInUse({
    configuredUrl: () => override ?? settings.serverUrl(),
    startEmbedded: () => options.startEmbedded(join(userDataDir, 'server')),
    log,
  });

  const appInfo = (): AppInfo => {
    const current = server.current();
    return {
      version: options.version,
      host: options.host,
      platform: process.platform,
      serverUrl: current.url,
      embeddedServer: current.embedded,
    };
  };

  async function setServerUrl(url: string | null): Promise<void> {
    const before = server.current().url;
    override = null;
    settings.setServerUrl(url);
    const after = await server.ensure();
    if (after.url !== before) {
      // A token is only good for the server that issued it, and must never be sent to another.
      await vault.clearSession();
      log.info(`Switched to the server at ${after.url}`);
    }
    options.onServerChanged();
  }

  const handlers = createHandlerTable({
    appInfo,
    vault,
    settings,
    refCache,
    transfers: { serverUrl: () => server.current().url, vault, dialogs: options.dialogs },
    setServerUrl,
    excelRowsPerProgress: options.excelRowsPerProgress,
  });

  return { settings, vault, refCache, server, handlers, appInfo, close: () => server.close() };
}
