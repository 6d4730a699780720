/**
 * The server in use: with no server configured the app starts the embedded reference server (its
 * PostgreSQL and files in <user-data>/server) and stops it cleanly; switching to another server
 * stops it, forgets the session (a token never goes to another server) and reloads the window.
 * In its own process too (server-process/), a data folder held by another server is refused with a
 * message naming it (what the start-up error shows the user), and a killed PostgreSQL is restarted.
 */
import { existsSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS, type AppInfo } from '../../src-shared/bridge.ts';
import { embeddedServerStarter } from '../../src-main/embedded-server.ts';
import { createAppLog } from '../../src-main/logging/app-log.ts';
import { messageOf } from '../../src-main/services/ports.ts';
import { createServerInUse, type ServerInUse } from '../../src-main/services/server-in-use.ts';
import { bundledServerProcess, serverBundle } from '../server-bundles.ts';
import {
  postmasterPid,
  removeDataDir,
  sleep,
  startServerProcess,
  type ServerChild,
} from '../server/server-process.ts';
import { appFixture, appInvoker, fromApp, type AppFixture } from './app-fixture.ts';
import { removeTempDirs, tempDir, userDialogs } from './helpers.ts';

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
    const invoke = appInvoker(app);
    const call = (channel: string, input?: unknown) => invoke(channel, input, fromApp());
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

describe('the embedded server in its own process', () => {
  let other: ServerChild | undefined;
  let dataDir: string | undefined;
  let inUse: ServerInUse | undefined;

  afterEach(async () => {
    await inUse?.close();
    inUse = undefined;
    if (dataDir) await removeDataDir(dataDir, other ? [other] : []);
    other = undefined;
    dataDir = undefined;
  });

  it('is refused on a data folder another server holds, naming it; starts once it is free; and outlives a killed PostgreSQL', async () => {
    const userDataDir = await tempDir('aerodesk-app-');
    await chmod(userDataDir, 0o711);
    dataDir = join(userDataDir, 'server');
    // `npm run server` on the app's own data folder.
    other = await startServerProcess(dataDir);
    const terminal: string[] = [];
    const log = createAppLog({ terminal: { line: (_level, text) => terminal.push(text) } });
    const start = embeddedServerStarter({
      spawn: bundledServerProcess(),
      log,
      output: (line, stream) => log.fromProcess('server', line, stream),
    });
    inUse = createServerInUse({
      configuredUrl: () => null,
      startEmbedded: () => start(dataDir as string, { onUrlChanged: () => undefined }),
      log,
    });
    const said = () => terminal.join('\n');

    // What "Aerodesk could not start" shows: the start-up error's message.
    const refusal = messageOf(await inUse.ensure().catch((error: unknown) => error));
    expect(refusal).toContain(`The data folder ${dataDir} is in use by another Aerodesk server`);
    expect(refusal).toContain(`process ${other.pid} (`);
    expect(refusal).toContain(serverBundle('main'));
    expect(await health(other.url)).toBe(200);

    other.child.kill('SIGTERM');
    expect((await other.exited).code).toBe(0);
    const server = await inUse.ensure();
    expect(server.embedded).toBe(true);
    expect(await health(server.url)).toBe(200);

    // PostgreSQL killed under the app: the health check says so, then it is back.
    const postmaster = await postmasterPid(dataDir);
    process.kill(postmaster as number, 'SIGKILL');
    const killed = `[server] The embedded PostgreSQL (pid ${postmaster}) was killed (SIGKILL) unexpectedly.`;
    for (let i = 0; i < 200 && !said().includes(killed); i++) await sleep(50);
    const seen: (number | string)[] = [];
    for (let i = 0; i < 600 && seen.at(-1) !== 200; i++) {
      seen.push(await health(server.url));
      await sleep(50);
    }
    expect(seen).toContain(503);
    expect(seen.at(-1)).toBe(200);
    expect(said()).toContain(killed);
    const back = '[server] The embedded PostgreSQL is running again';
    for (let i = 0; i < 200 && !said().includes(back); i++) await sleep(50);
    expect(said()).toContain(back);

    await inUse.close();
    expect(await health(server.url)).toBe('fetch failed');
  }, 180_000);
});
