/**
 * The server in use: with no server configured the app starts the embedded reference server (its
 * PostgreSQL and files in <user-data>/server) and stops it cleanly; switching to another server
 * stops it, forgets the session (a token never goes to another server) and reloads the window.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS, type AppInfo } from '../../src-shared/bridge.ts';
import { APP_ENTRY_URL, isAppUrl } from '../../src-main/app-origin.ts';
import { createInvoker } from '../../src-main/ipc/invoke.ts';
import { appFixture, type AppFixture } from './app-fixture.ts';
import { removeTempDirs, userDialogs } from './helpers.ts';

let app: AppFixture | undefined;

afterEach(async () => {
  await app?.dispose();
  app = undefined;
  await removeTempDirs();
});

async function health(serverUrl: string): Promise<number | string> {
  try {
    return (await fetch(new URL('api/health/', serverUrl))).status;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('server in use', () => {
  it('starts the embedded server when none is configured, switches away and back, and stops it', async () => {
    app = await appFixture({ dialogs: userDialogs({}), serverUrl: null });
    const invoke = createInvoker(app.services.handlers, {
      isTrustedSender: ({ url }) => isAppUrl(url),
      log: app.log,
    });
    const call = (channel: string, input?: unknown) =>
      invoke(channel, input, { sender: { url: APP_ENTRY_URL }, progress: () => {} });
    const info = async () => ((await call(CHANNELS.appInfo)) as { value: AppInfo }).value;

    const embedded = await info();
    expect(embedded.embeddedServer).toBe(true);
    expect(embedded.serverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await health(embedded.serverUrl)).toBe(200);
    expect(existsSync(join(app.userDataDir, 'server', 'postgres', 'data', 'PG_VERSION'))).toBe(
      true,
    );

    // Switching to another server: the embedded one stops, the session is forgotten.
    await app.services.vault.saveSession({ access: 'a.b.c', refresh: 'd.e.f' });
    expect(await call(CHANNELS.settingsSetServerUrl, { url: 'https://erp.example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await info()).toMatchObject({
      serverUrl: 'https://erp.example.com/',
      embeddedServer: false,
    });
    expect(await health(embedded.serverUrl)).toBe('fetch failed');
    expect(await app.services.vault.readSession()).toBeNull();
    expect(app.services.settings.serverUrl()).toBe('https://erp.example.com');
    expect(app.serverChanges).toBe(1);

    // A bad address changes nothing.
    expect(await call(CHANNELS.settingsSetServerUrl, { url: 'erp.example.com' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect((await info()).serverUrl).toBe('https://erp.example.com/');

    // Back to the embedded server: it starts again on the same data.
    await call(CHANNELS.settingsSetServerUrl, { url: null });
    const again = await info();
    expect(again.embeddedServer).toBe(true);
    expect(await health(again.serverUrl)).toBe(200);
    expect(app.serverChanges).toBe(2);

    await app.services.close();
    expect(await health(again.serverUrl)).toBe('fetch failed');
  });
});
