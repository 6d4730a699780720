/**
 * The browser host (`npm run host`, or `npm start` without Electron): the same renderer and the
 * same main-process services, with Node in place of Electron's main process and the system
 * Chromium in place of its window.
 *
 * 1. Services from the user-data folder (AERODESK_USER_DATA, else the OS config folder), the server
 *    in use (AERODESK_SERVER_URL, else the settings, else the embedded server).
 * 2. An HTTP server on 127.0.0.1 (AERODESK_HOST_PORT, else any free port) serving dist/renderer
 *    and the bridge, guarded by a per-launch secret (guard.ts).
 * 3. The launch URL `http://127.0.0.1:PORT/#k=<secret>`: printed, written to AERODESK_HOST_URL_FILE
 *    when set (for the e2e suite), and opened in Chromium unless --no-open / AERODESK_NO_OPEN=1 —
 *    through a launch page of ours, so the secret is never on Chromium's command line.
 * 4. Ctrl-C, SIGTERM or closing the window stops everything, the embedded server included.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HOST_PATHS } from '../../src-shared/host-protocol.ts';
import { createAppServices } from '../app-services.ts';
import { embeddedServerStarter } from '../embedded-server.ts';
import { createAppLog, LOG_FILE_NAME, logDirIn } from '../logging/app-log.ts';
import { openRotatingFile } from '../logging/rotating-file.ts';
import { spawnNodeServerProcess } from '../server-process/node-process.ts';
import { messageOf } from '../services/ports.ts';
import { assembleHost, type HostParts } from './assemble.ts';
import {
  findChromium,
  hasDisplay,
  openChromium,
  removeLaunchPage,
  writeLaunchPage,
} from './chromium.ts';
import { readHostConfig } from './config.ts';
import { rememberedPort, rememberPort, windowPortFile } from './window-port.ts';

/** A window that closes sooner than this after launch failed to open rather than was closed. */
const WINDOW_MIN_LIFETIME_MS = 5000;

/** The repository (the host runs from source) and the built renderer it serves. */
const ROOT = resolve(import.meta.dirname, '..', '..');
const RENDERER_DIR = join(ROOT, 'dist', 'renderer');

export async function runHost(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const config = readHostConfig(argv);
  const logDir = logDirIn(config.userDataDir);
  const log = createAppLog({ file: openRotatingFile({ path: join(logDir, LOG_FILE_NAME) }) });
  // First, so that a start that fails still says where to look.
  log.info(`Log folder: ${logDir}`);

  // Built by `npm run build` (or `npm start`, which rebuilds what is stale): the host builds
  // nothing itself, so it needs nothing of scripts/ or esbuild at run time.
  for (const output of ['index.html', HOST_PATHS.preloadScript.slice(1)]) {
    if (!existsSync(join(RENDERER_DIR, output)))
      throw new Error(
        `The renderer is not built (dist/renderer/${output}): run \`npm run build\`.`,
      );
  }

  // The same port as last time, so the page keeps its origin and what it stored (drafts).
  const portFile = windowPortFile(config.userDataDir);
  const assembling = assembleHost({
    rendererDir: RENDERER_DIR,
    faviconFile: join(ROOT, 'assets', 'icons', '32x32.png'),
    port: config.port,
    preferredPort: config.port === 0 ? await rememberedPort(portFile) : undefined,
    dialogFolder: config.dialogFolder,
    log,
    createServices: ({ dialogs, onServerChanged }) =>
      createAppServices({
        userDataDir: config.userDataDir,
        host: 'browser',
        version: packageVersion(),
        dialogs,
        log,
        startEmbedded: embeddedServerStarter({
          spawn: spawnNodeServerProcess,
          log,
          output: (line, stream) => log.fromProcess('server', line, stream),
        }),
        serverUrlOverride: config.serverUrl,
        onServerChanged,
      }),
  });

  let chromium: ChildProcess | null = null;
  let stopping = false;
  async function shutdown(exitCode: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info('Stopping...');
    chromium?.kill('SIGTERM');
    // Stopping during start-up waits for it, so an embedded server being started is stopped too.
    const host = await assembling.catch(() => null);
    await host?.close().catch((error: unknown) => log.error(messageOf(error)));
    if (config.urlFile) await rm(config.urlFile, { force: true });
    await removeLaunchPage(launchDir(config.userDataDir)).catch(() => undefined);
    log.info(`Stopped (exit code ${exitCode}).`);
    log.close();
    process.exit(exitCode);
  }
  // A second Ctrl-C while stopping means "now". Only a later one counts: conf's file writer
  // (atomically, through when-exit) re-raises the signal it saw, at once, on its own.
  let interruptedAt = 0;
  process.on('SIGINT', () => {
    if (!stopping) {
      interruptedAt = Date.now();
      return void shutdown(130);
    }
    if (Date.now() - interruptedAt < 1000) return;
    log.warn('Interrupted again: quitting without waiting.');
    process.exit(130);
  });
  process.on('SIGTERM', () => void shutdown(0));

  let host: HostParts;
  try {
    host = await assembling;
  } catch (error) {
    log.error(messageOf(error));
    return shutdown(1);
  }
  await rememberPort(portFile, host.server.port).catch((error: unknown) =>
    log.warn(`The window's port was not remembered: ${messageOf(error)}`),
  );
  const server = host.services.server.current();
  log.info(`Server: ${server.url}${server.embedded ? ' (embedded)' : ''}`);
  log.info(`Data: ${config.userDataDir}`);
  console.log(`\nAerodesk is running at ${host.launchUrl}\n`);
  if (config.urlFile) {
    // Written beside it and renamed: whoever waits for the file never reads it half-written
    // (an e2e run read it empty once, between the file's creation and its write).
    const partial = `${config.urlFile}.partial`;
    await writeFile(partial, `${host.launchUrl}\n`, { mode: 0o600 });
    await rename(partial, config.urlFile);
  }
  if (config.open) {
    chromium = await openWindow(host.launchUrl, config.userDataDir, () => void shutdown(0));
  }
}

/** Opens Chromium on the app, or says how to open it by hand. */
async function openWindow(
  url: string,
  userDataDir: string,
  onClosed: () => void,
): Promise<ChildProcess | null> {
  const executable = findChromium();
  if (!executable) {
    console.log('No Chromium or Chrome found: open the address above in one.');
    return null;
  }
  if (!hasDisplay()) {
    console.log('No display to open a window on: open the address above in Chromium or Chrome.');
    return null;
  }
  const launchPage = await writeLaunchPage(launchDir(userDataDir), url);
  const child = await openChromium(executable, launchPage, join(userDataDir, 'chromium-profile'));
  const openedAt = Date.now();
  child.on('error', (error) => console.log(`Chromium did not start (${error.message}).`));
  child.on('exit', (code) => {
    if (Date.now() - openedAt >= WINDOW_MIN_LIFETIME_MS) {
      console.log('The Aerodesk window was closed.');
      onClosed();
    } else {
      console.log(`Chromium exited at once (code ${code}): open the address above by hand.`);
    }
  });
  return child;
}

/** Where the launch page is written: the user's own data folder. */
function launchDir(userDataDir: string): string {
  return join(userDataDir, 'launch');
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

if (import.meta.main) {
  runHost().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
