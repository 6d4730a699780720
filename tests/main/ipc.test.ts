/**
 * The one wrapper every bridge call goes through (src-main/ipc/invoke.ts), over the real handler
 * table and services: the sender check, the zod check, and failures as values, never throws.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_METHOD, CHANNELS, type Channel } from '../../src-shared/bridge.ts';
import type { Invoke } from '../../src-main/ipc/invoke.ts';
import { BridgeError } from '../../src-shared/bridge.ts';
import {
  appFixture,
  appInvoker,
  bridgeOver,
  callFrom,
  fromApp,
  type AppFixture,
} from './app-fixture.ts';
import { filesIn, progressRecorder, removeTempDirs, userDialogs } from './helpers.ts';

let app: AppFixture;
let invoke: Invoke;
let saveTarget: string | null = null;

beforeEach(async () => {
  app = await appFixture({ dialogs: userDialogs({ save: () => saveTarget }) });
  // Electron's predicate: only our app:// pages may call.
  invoke = appInvoker(app);
});

afterEach(async () => {
  saveTarget = null;
  await app.dispose();
  await removeTempDirs();
});

describe('bridge wrapper', () => {
  it('answers a good call with {ok: true, value}', async () => {
    const result = await invoke(CHANNELS.settingsUpdate, { local: { theme: 'dark' } }, fromApp());
    expect(result.ok).toBe(true);
    expect(result.ok && (result.value as { local: { theme: string } }).local.theme).toBe('dark');
    expect(await invoke(CHANNELS.appInfo, undefined, fromApp())).toEqual({
      ok: true,
      value: {
        version: '0.0.0-test',
        host: 'browser',
        platform: process.platform,
        serverUrl: app.services.server.current().url,
        embeddedServer: false,
        vault: 'keychain',
      },
    });
  });

  it('refuses bad input with invalid_input and does nothing', async () => {
    const bad = await invoke(CHANNELS.settingsUpdate, { local: { theme: 'neon' } }, fromApp());
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(!bad.ok && bad.error.message).toMatch(/^local\.theme: /);
    expect(app.services.settings.read().local.theme).toBe('system');

    const escape = await invoke(CHANNELS.refCacheSave, { key: '../outside', data: [1] }, fromApp());
    expect(escape).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(existsSync(join(app.userDataDir, 'cache'))).toBe(false);

    const url = await invoke(
      CHANNELS.filesDownload,
      { path: 'https://evil.example/steal', suggestedName: 'x.pdf' },
      fromApp(),
    );
    expect(url).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(!url.ok && url.error.message).toContain('relative to the server');

    const extra = await invoke(CHANNELS.vaultClearSession, { everything: true }, fromApp());
    expect(extra).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

    const unknown = await invoke('shell:exec', { command: 'rm -rf /' }, fromApp());
    expect(unknown).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'Unknown call "shell:exec".' },
    });
  });

  it('turns an error thrown in main into failed with its message', async () => {
    const dir = app.userDataDir;
    saveTarget = join(dir, 'no-such-folder', 'report.xlsx');
    const sheet = { name: 'A', columns: [{ key: 'a', header: 'A' }], rows: [{ a: 1 }] };
    const result = await invoke(
      CHANNELS.exportsSaveExcel,
      { suggestedName: 'report.xlsx', sheets: [sheet] },
      fromApp(),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'failed' } });
    expect(!result.ok && result.error.message).toMatch(/ENOENT/);
    expect(app.log.lines.some((line) => line.startsWith('error: exports:saveExcel failed'))).toBe(
      true,
    );
  });

  it('refuses any sender but our app page, doing nothing', async () => {
    for (const url of [
      'https://evil.example/',
      'file:///tmp/x.html',
      'app://other/index.html',
      null,
    ]) {
      const result = await invoke(
        CHANNELS.settingsUpdate,
        { local: { theme: 'dark' } },
        callFrom(url),
      );
      expect(result, String(url)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(app.services.settings.read().local.theme).toBe('system');
  });

  it('never logs the arguments of a call (they may hold tokens)', async () => {
    // Accepted, refused as invalid, and refused as untrusted: no path writes them to the log.
    expect(
      await invoke(CHANNELS.vaultSaveSession, { access: 'SECRET-ACCESS', refresh: 'r' }, fromApp()),
    ).toEqual({ ok: true, value: undefined });
    await invoke(CHANNELS.vaultSaveSession, { access: 'SECRET-ACCESS', refresh: '' }, fromApp());
    await invoke(
      CHANNELS.vaultSaveSession,
      { access: 'SECRET-ACCESS', refresh: 'r' },
      callFrom(null),
    );
    expect(app.log.lines.join('\n')).not.toContain('SECRET-ACCESS');
  });
});

describe('the preload bridge object over the wrapper', () => {
  it('wires every Bridge method to its own channel', async () => {
    const called: Channel[] = [];
    const bridge = bridgeOver(async (channel, input) => {
      called.push(channel);
      return invoke(channel, input, fromApp());
    });
    for (const [channel, [group, method]] of Object.entries(CHANNEL_METHOD)) {
      const fn = (
        bridge[group] as unknown as Record<string, (input?: unknown) => Promise<unknown>>
      )[method];
      expect(typeof fn, `${group}.${method}`).toBe('function');
      called.length = 0;
      await fn?.call(null, undefined).catch(() => undefined);
      expect(called, `${group}.${method}`).toEqual([channel]);
    }
  });

  it('unwraps values and throws BridgeError with the code on failure', async () => {
    const bridge = bridgeOver((channel, input) => invoke(channel, input, fromApp()));
    await bridge.vault.saveSession({ access: 'a.b.c', refresh: 'd.e.f' });
    expect(await bridge.vault.readSession()).toEqual({ access: 'a.b.c', refresh: 'd.e.f' });
    await bridge.vault.clearSession();
    expect(await bridge.vault.readSession()).toBeNull();

    const failure = await bridge.settings
      .update({ local: { rfqView: 'grid' as 'table' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect((failure as BridgeError).code).toBe('invalid_input');
  });

  it('reports progress through the call context', async () => {
    const progress = progressRecorder();
    saveTarget = join(app.userDataDir, 'parts.xlsx');
    const rows = Array.from({ length: 5 }, (_, index) => ({ pn: `PN-${index}` }));
    const result = await invoke(
      CHANNELS.exportsSaveExcel,
      {
        suggestedName: 'parts.xlsx',
        operationId: 'op-7',
        sheets: [{ name: 'Parts', columns: [{ key: 'pn', header: 'P/N' }], rows }],
      },
      fromApp(progress),
    );
    expect(result).toMatchObject({ ok: true, value: { saved: true, path: saveTarget } });
    expect(progress.events.map((event) => [event.operationId, event.done, event.finished])).toEqual(
      [
        ['op-7', 0, false],
        ['op-7', 2, false],
        ['op-7', 4, false],
        ['op-7', 5, true],
      ],
    );
    expect(await filesIn(app.userDataDir)).toContain('parts.xlsx');
  });
});
