/**
 * The composition root shared by Electron's main process and the browser host: every service built
 * once from the user-data folder and the operating-system ports, and the bridge handler table over
 * them. Each host adds only its transport (ipcMain, or loopback HTTP) and its dialogs.
 */
import { join } from 'node:path';
import { serverUrlSchema, type AppInfo } from '../src-shared/bridge.ts';
import type { StartEmbedded } from './embedded-server.ts';
import { createHandlerTable, type HandlerTable } from './ipc/handler-table.ts';
import type { DialogPort, Logger } from './services/ports.ts';
import { createPdfThread } from './services/pdf-thread.ts';
import { createRefCache, type RefCache } from './services/ref-cache.ts';
import { createServerInUse, type ServerInUse } from './services/server-in-use.ts';
import {
  createFileVault,
  installationKeyCipher,
  VAULT_FILE,
  VAULT_KEY_FILE,
  type SessionCipher,
} from './services/file-vault.ts';
import { createSessionRenewal } from './services/session-renewal.ts';
import { createSessionVault, type SessionVault } from './services/session-vault.ts';
import { createSettingsStore, type SettingsStore } from './services/settings.ts';
import {
  keychainEntry,
  VAULT_ACCOUNT,
  VAULT_PROBE_ACCOUNT,
  type KeychainEntry,
} from './services/vault.ts';

interface AppServicesOptions {
  userDataDir: string;
  host: AppInfo['host'];
  version: string;
  dialogs: DialogPort;
  log: Logger;
  /** Starts the embedded server with its data in the given folder (embedded-server.ts). */
  startEmbedded: StartEmbedded;
  /** A server given from outside (AERODESK_SERVER_URL), used until the user picks another. */
  serverUrlOverride?: string | null;
  /** The keychain entries of the vault and of its probe; the real ones by default. */
  keychain?: { session: KeychainEntry; probe: KeychainEntry };
  /**
   * What seals the session file where there is no keychain: Electron passes its safeStorage
   * choice (file-vault.ts); by default a key of this installation in the user-data folder.
   */
  vaultCipher?: SessionCipher;
  /** Called after the server changed: the window reloads against the new one. */
  onServerChanged: () => void;
  excelRowsPerProgress?: number;
}

export interface AppServices {
  settings: SettingsStore;
  vault: SessionVault;
  refCache: RefCache;
  server: ServerInUse;
  handlers: HandlerTable;
  appInfo(): Promise<AppInfo>;
  /** Stops what the services started (the embedded server, the PDF thread). */
  close(): Promise<void>;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const { log, userDataDir } = options;
  const settings = createSettingsStore({ dir: userDataDir, log });
  const vaultFile = join(userDataDir, VAULT_FILE);
  const vault = createSessionVault({
    keychain: options.keychain?.session ?? keychainEntry(VAULT_ACCOUNT),
    probe: options.keychain?.probe ?? keychainEntry(VAULT_PROBE_ACCOUNT),
    fileVault: () =>
      createFileVault({
        file: vaultFile,
        cipher:
          options.vaultCipher ?? installationKeyCipher(join(userDataDir, VAULT_KEY_FILE), log),
        log,
      }),
    fileDescription: vaultFile,
    log,
  });
  const refCache = createRefCache({ dir: join(userDataDir, 'cache') });

  let override = options.serverUrlOverride
    ? serverUrlSchema.shape.url.parse(options.serverUrlOverride)
    : null;
  const server = createServerInUse({
    configuredUrl: () => override ?? settings.serverUrl(),
    startEmbedded: () =>
      options.startEmbedded(join(userDataDir, 'server'), {
        onUrlChanged: (url) => {
          log.warn(`The embedded server is now at ${url}: reloading the window.`);
          options.onServerChanged();
        },
      }),
    log,
  });

  const appInfo = async (): Promise<AppInfo> => {
    const current = server.current();
    return {
      version: options.version,
      host: options.host,
      platform: process.platform,
      serverUrl: current.url,
      embeddedServer: current.embedded,
      vault: await vault.kind(),
    };
  };

  async function setServerUrl(url: string | null): Promise<void> {
    const before = server.current().url;
    override = null;
    settings.setServerUrl(url);
    const after = await server.ensure();
    if (after.url !== before) {
      // A token is only good for the server that issued it, and must never be sent to another;
      // the session settings name that server's records (the basket's products) and users.
      await vault.clearSession();
      settings.clearSession();
      log.info(`Switched to the server at ${after.url}`);
    }
    options.onServerChanged();
  }

  // PDF rendering, off main's event loop (started on the first PDF).
  const pdfThread = createPdfThread();
  const handlers = createHandlerTable({
    appInfo,
    vault,
    settings,
    refCache,
    transfers: { serverUrl: () => server.current().url, vault, dialogs: options.dialogs },
    renewal: createSessionRenewal({ serverUrl: () => server.current().url, vault }),
    setServerUrl,
    excelRowsPerProgress: options.excelRowsPerProgress,
    pdfThread,
  });

  const close = async () => {
    await Promise.all([server.close(), pdfThread.close()]);
  };
  return { settings, vault, refCache, server, handlers, appInfo, close };
}
