/**
 * Electron's main process: bundled by scripts/build.ts into dist/electron/main.cjs, next to
 * preload.cjs, with the renderer in dist/renderer. Everything the app does for the renderer lives
 * in the services (src-main/services) behind the one handler table; this file only wires Electron.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, safeStorage } from 'electron';
import { APP_ENTRY_URL, isAppUrl } from '../app-origin.ts';
import { createAppServices } from '../app-services.ts';
import { contentSecurityPolicy } from '../csp.ts';
import { embeddedServerStarter } from '../embedded-server.ts';
import { createInvoker } from '../ipc/invoke.ts';
import { createAppLog, LOG_FILE_NAME, logDirIn } from '../logging/app-log.ts';
import { openRotatingFile } from '../logging/rotating-file.ts';
import { electronVaultCipher, VAULT_KEY_FILE } from '../services/file-vault.ts';
import { messageOf } from '../services/ports.ts';
import { electronDialogs } from './dialogs.ts';
import { hardenWebContents } from './hardening.ts';
import { registerBridge } from './ipc.ts';
import { installMenu } from './menu.ts';
import { registerAppScheme, serveRenderer } from './protocol.ts';
import { utilityServerProcess } from './server-process.ts';
import { createMainWindow } from './window.ts';

// In the bundle this is dist/electron; the renderer is built beside it.
const bundleDir = import.meta.dirname;
const rendererDir = join(bundleDir, '..', 'renderer');
const preloadPath = join(bundleDir, 'preload.cjs');

registerAppScheme();

// The same variable as the browser host's: another data folder (a second profile, the e2e suite).
// Before the single-instance lock, which is kept per user-data folder.
if (process.env.AERODESK_USER_DATA) app.setPath('userData', process.env.AERODESK_USER_DATA);

if (!app.requestSingleInstanceLock()) {
  // Another Aerodesk is running: it gets the focus (see 'second-instance'), this one leaves.
  app.quit();
} else {
  void run().catch((error: unknown) => {
    dialog.showErrorBox('Aerodesk could not start', messageOf(error));
    app.exit(1);
  });
}

async function run(): Promise<void> {
  await app.whenReady();
  const userDataDir = app.getPath('userData');
  const logDir = logDirIn(userDataDir);
  const log = createAppLog({ file: openRotatingFile({ path: join(logDir, LOG_FILE_NAME) }) });
  log.info(`Aerodesk ${app.getVersion()} starting; log folder: ${logDir}`);
  let mainWindow: BrowserWindow | null = null;

  const services = createAppServices({
    userDataDir,
    host: 'electron',
    version: app.getVersion(),
    dialogs: electronDialogs(() => mainWindow),
    log,
    startEmbedded: embeddedServerStarter({
      spawn: utilityServerProcess(bundleDir),
      log,
      output: (line, stream) => log.fromProcess('server', line, stream),
    }),
    serverUrlOverride: process.env.AERODESK_SERVER_URL ?? null,
    // Without an OS keychain the session file is sealed by safeStorage where it really encrypts.
    vaultCipher: electronVaultCipher({
      safeStorage,
      keyFile: join(userDataDir, VAULT_KEY_FILE),
      log,
    }),
    onServerChanged: () => {
      // After the answer has gone back: the page reloads with the new CSP and server.
      setTimeout(() => mainWindow?.webContents.reload(), 100);
    },
  });
  await services.server.ensure();

  hardenWebContents();
  serveRenderer(rendererDir, () => contentSecurityPolicy(services.server.current().url));
  registerBridge(
    ipcMain,
    createInvoker(services.handlers, { isTrustedSender: ({ url }) => isAppUrl(url), log }),
  );
  installMenu({ userDataDir, logDir });

  const openWindow = () => {
    mainWindow = createMainWindow({ preloadPath, url: APP_ENTRY_URL, settings: services.settings });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  };
  openWindow();

  app.on('second-instance', () => {
    if (!mainWindow) return openWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on('window-all-closed', () => app.quit());

  // Ctrl-C in the terminal or a SIGTERM quits like the menu does, through 'before-quit' (without
  // a handler, conf's file writer would re-raise the signal and end the process at once).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());

  // The embedded server (and its PostgreSQL) is stopped before the process ends.
  let stopping: Promise<void> | null = null;
  let stopped = false;
  app.on('before-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stopping ??= services.close().finally(() => {
      stopped = true;
      log.info('Stopped.');
      log.close();
      app.quit();
    });
  });
}
