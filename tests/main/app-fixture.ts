/**
 * Real app services in a temporary user-data folder, with a keychain account of their own, for the
 * tests of the bridge wrapper and the browser host.
 */
import { chmod } from 'node:fs/promises';
import { afterEach, beforeEach } from 'vitest';
import type { Bridge, BridgeResult, Channel } from '../../src-shared/bridge.ts';
import { createBridge } from '../../src-preload/bridge-object.ts';
import { createAppServices, type AppServices } from '../../src-main/app-services.ts';
import { embeddedServerStarter } from '../../src-main/embedded-server.ts';
import type { DialogPort } from '../../src-main/services/ports.ts';
import { APP_ENTRY_URL, isAppUrl } from '../../src-main/app-origin.ts';
import type { CallContext } from '../../src-main/ipc/handler-table.ts';
import { createInvoker, type Invoke } from '../../src-main/ipc/invoke.ts';
import { bundledServerProcess } from '../server-bundles.ts';
import {
  closedServerUrl,
  expectCancelledWritesNothing,
  expectRefusedBeforeSaving,
  expectUnwritableLeavesNothing,
  logRecorder,
  progressRecorder,
  removeTempDirs,
  tempDir,
  userDialogs,
} from './helpers.ts';
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
      startEmbedded: embeddedServerStarter({ spawn: bundledServerProcess(), log }),
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

/** The bridge's call into the app's handler table, trusting only our app's pages (Electron's rule). */
export function appInvoker(app: AppFixture): Invoke {
  return createInvoker(app.services.handlers, {
    isTrustedSender: ({ url }) => isAppUrl(url),
    log: app.log,
  });
}

/** A call's context as from a page at `url` (null: a sub-frame), the only window there is. */
export function callFrom(
  url: string | null,
  progress: CallContext['progress'] = () => {},
): CallContext {
  return { sender: { url }, progress, localSettingsChanged: () => {} };
}

/** A call's context as from the app's own page, its progress recorded. */
export function fromApp(progress = progressRecorder()): CallContext {
  return callFrom(APP_ENTRY_URL, progress.sink);
}

/** The preloads' bridge object over `call`, in a window that hears no events. */
export function bridgeOver(
  call: (channel: Channel, input: unknown) => Promise<BridgeResult<unknown>>,
): Bridge {
  return createBridge({ call, onProgress: () => () => {}, onLocalSettings: () => () => {} });
}

/**
 * The fixture every file-save test of the bridge shares (the KP PDF and the label sheet): real app
 * services started before each test with a dialog that answers `target` (null for Cancel), torn
 * down after it, and the save call of `channel` as from the app's own page. One copy of the hooks
 * so each export's test says only what is its own.
 */
export interface SaveExportFixture {
  app: AppFixture;
  dialogs: ReturnType<typeof userDialogs>;
  invoke: Invoke;
  /** Where the save dialog points; null: the person cancels it. Reset after each test. */
  target: string | null;
  /** The outcomes every file save shares (helpers.ts), on this fixture's save, dialog and target. */
  refusesBeforeSaving(cases: ReadonlyArray<readonly [unknown, RegExp]>): Promise<void>;
  cancelWritesNothing(input: unknown, dirPrefix: string): Promise<void>;
  unwritableLeavesNothing(input: unknown, fileName: string): Promise<void>;
}

export function saveExportFixture(
  channel: Channel,
  options: {
    /** The server in use, asked before each test; by default one that is down. */
    serverUrl?: () => string | undefined;
    /** Runs once the app is up (e.g. to sign it in). */
    afterStart?: (app: AppFixture) => Promise<void>;
  } = {},
): SaveExportFixture {
  /** The save through the bridge's call, from the app's own page. */
  const save = (input: unknown, progress: CallContext['progress']) =>
    fixture.invoke(channel, input, callFrom(APP_ENTRY_URL, progress));
  const fixture = {
    target: null,
    refusesBeforeSaving: (cases) =>
      expectRefusedBeforeSaving(save, cases, fixture.dialogs, fixture.target),
    cancelWritesNothing: (input, dirPrefix) =>
      expectCancelledWritesNothing(save, input, fixture.dialogs, dirPrefix),
    unwritableLeavesNothing: (input, fileName) =>
      expectUnwritableLeavesNothing(save, input, (path) => (fixture.target = path), fileName),
  } as SaveExportFixture;
  beforeEach(async () => {
    fixture.dialogs = userDialogs({ save: () => fixture.target });
    const serverUrl = options.serverUrl?.();
    fixture.app = await appFixture({
      dialogs: fixture.dialogs,
      ...(serverUrl ? { serverUrl } : {}),
    });
    await options.afterStart?.(fixture.app);
    fixture.invoke = appInvoker(fixture.app);
  });
  afterEach(async () => {
    fixture.target = null;
    await fixture.app.dispose();
    await removeTempDirs();
  });
  return fixture;
}
