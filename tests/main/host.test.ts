/**
 * The browser host over real HTTP on 127.0.0.1: the guard (secret, Origin, Host), the bridge
 * endpoint on the real handler table, the static renderer with its CSP, and the event stream with
 * progress and the in-page dialog round trip, the test playing the page.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_SETTINGS,
  type BridgeResult,
  type LocalSettings,
  type Progress,
  type Settings,
} from '../../src-shared/bridge.ts';
import {
  HOST_KEY_HEADER,
  HOST_PAGE_HEADER,
  HOST_PATHS,
  type DialogAnswerResult,
  type DialogAsk,
  type FolderListing,
  type HostEvent,
} from '../../src-shared/host-protocol.ts';
import type { HostServer } from '../../src-main/host/http-server.ts';
import type { AppFixture } from './app-fixture.ts';
import { filesIn, removeTempDirs } from './helpers.ts';
import { partsExcel, startTestHost, type TestHost } from './host-fixture.ts';

let testHost: TestHost;
let app: AppFixture;
let host: HostServer;
let secret: string;
let downloads: string;
const pageId = randomUUID();

beforeEach(async () => {
  testHost = await startTestHost();
  ({ app, host, secret, downloads } = testHost);
});

afterEach(async () => {
  await testHost.dispose();
  await removeTempDirs();
});

function pageHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Origin: host.origin,
    [HOST_KEY_HEADER]: secret,
    [HOST_PAGE_HEADER]: pageId,
    ...extra,
  };
}

async function post(path: string, body: unknown, headers = pageHeaders()): Promise<Response> {
  return fetch(new URL(path, host.url), {
    method: 'POST',
    headers,
    body: body === undefined ? '' : JSON.stringify(body),
  });
}

async function bridgeCall<T>(channel: string, input?: unknown): Promise<BridgeResult<T>> {
  const response = await post(`${HOST_PATHS.bridgePrefix}${channel}`, input);
  expect(response.status).toBe(200);
  return (await response.json()) as BridgeResult<T>;
}

/** A page's event stream (this test's page unless named): events in order, awaited one at a time. */
async function openEventStream(page = pageId): Promise<{
  next<T extends HostEvent>(match: (event: HostEvent) => event is T): Promise<T>;
  all: HostEvent[];
  close(): void;
}> {
  const abort = new AbortController();
  const response = await fetch(new URL(HOST_PATHS.events, host.url), {
    headers: { [HOST_KEY_HEADER]: secret, [HOST_PAGE_HEADER]: page },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const all: HostEvent[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) all.push(JSON.parse(data.slice(6)) as HostEvent);
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  let seen = 0;
  return {
    all,
    close: () => abort.abort(),
    async next(match) {
      for (;;) {
        while (seen < all.length) {
          const event = all[seen++]!;
          if (match(event)) return event;
        }
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
  };
}

const isDialog = (event: HostEvent): event is { type: 'dialog'; dialog: DialogAsk } =>
  event.type === 'dialog';
const isLocalSettings = (
  event: HostEvent,
): event is { type: 'local-settings'; local: LocalSettings } => event.type === 'local-settings';
const isClosed = (event: HostEvent): event is { type: 'dialog-closed'; id: string } =>
  event.type === 'dialog-closed';

const excelRequest = (rows: number) => partsExcel(rows, 'host-op');

describe('browser host: the guard', () => {
  const patch = { local: { theme: 'dark' } };
  const themeNow = () => app.services.settings.read().local.theme;

  it('refuses a call without the secret (401) and does nothing', async () => {
    const headers = pageHeaders();
    delete headers[HOST_KEY_HEADER];
    const response = await post('/bridge/settings:update', patch, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'The Aerodesk launch key is missing.' });
    expect(themeNow()).toBe('system');
  });

  it('refuses a wrong secret (403) and does nothing', async () => {
    for (const key of ['wrong', `${secret}x`, secret.slice(0, -1)]) {
      const response = await post(
        '/bridge/settings:update',
        patch,
        pageHeaders({ [HOST_KEY_HEADER]: key }),
      );
      expect(response.status, key).toBe(403);
    }
    expect(themeNow()).toBe('system');
  });

  it('refuses another Origin, or none on a POST, even with the secret', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${host.port + 1}`]) {
      const response = await post(
        '/bridge/settings:update',
        patch,
        pageHeaders({ Origin: origin }),
      );
      expect(response.status, origin).toBe(403);
    }
    const headers = pageHeaders();
    delete headers.Origin;
    expect((await post('/bridge/settings:update', patch, headers)).status).toBe(403);
    expect(themeNow()).toBe('system');
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: host.port,
          path: '/bridge/settings:update',
          method: 'POST',
          headers: { ...pageHeaders(), Host: `evil.example:${host.port}` },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(patch));
    });
    expect(status).toBe(403);
    expect(themeNow()).toBe('system');
  });

  it('refuses a form-style (non-JSON) POST, which a foreign page could send without preflight', async () => {
    const response = await post(
      '/bridge/settings:update',
      patch,
      pageHeaders({ 'Content-Type': 'text/plain' }),
    );
    expect(response.status).toBe(415);
    expect(themeNow()).toBe('system');
  });

  it('refuses the event stream without the secret', async () => {
    const response = await fetch(new URL(HOST_PATHS.events, host.url));
    expect(response.status).toBe(401);
    const cross = await fetch(new URL(HOST_PATHS.events, host.url), {
      headers: { [HOST_KEY_HEADER]: secret, Origin: 'http://evil.example' },
    });
    expect(cross.status).toBe(403);
  });
});

describe('browser host: bridge calls', () => {
  it('serves a good call from the same handler table', async () => {
    const updated = await bridgeCall<{ local: { theme: string } }>('settings:update', {
      local: { theme: 'dark' },
    });
    expect(updated.ok && updated.value.local.theme).toBe('dark');
    expect(app.services.settings.read().local.theme).toBe('dark');

    const info = await bridgeCall('app:info');
    expect(info).toMatchObject({ ok: true, value: { host: 'browser', embeddedServer: false } });
  });

  it('answers bad input with invalid_input, and broken JSON with 400', async () => {
    expect(await bridgeCall('refCache:save', { key: '../../etc/passwd', data: 1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    const response = await fetch(new URL('/bridge/settings:update', host.url), {
      method: 'POST',
      headers: pageHeaders(),
      body: '{"local":',
    });
    expect(response.status).toBe(400);
  });

  it('answers a malformed channel name as an unknown call, not as an internal error', async () => {
    expect(await bridgeCall('settings%E0%A4%A')).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'Unknown call "settings%E0%A4%A".' },
    });
  });
});

describe('browser host: the renderer', () => {
  it('serves index.html with the CSP and the host preload first in <head>', async () => {
    const response = await fetch(host.url);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const serverOrigin = new URL(app.services.server.current().url).origin;
    expect(csp).toContain(`connect-src 'self' ${serverOrigin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toMatch(
      /^<!doctype html><html><head><script src="\/host-preload.js"><\/script><meta/,
    );
    expect(html.indexOf('host-preload.js')).toBeLessThan(html.indexOf('assets/app.js'));

    const script = await fetch(new URL('assets/app.js', host.url));
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('window.appStarted = !!window.aerodesk;');
  });

  it('serves nothing outside dist/renderer', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../x',
      '/missing.js',
    ]) {
      const response = await fetch(new URL(path, host.url));
      expect(response.status, path).toBe(404);
    }
  });
});

describe('browser host: events and the in-page dialog', () => {
  it('asks the page for a path, checks the answer, streams progress and saves', async () => {
    const events = await openEventStream();
    const call = bridgeCall<{ saved: boolean; path: string }>('exports:saveExcel', excelRequest(7));

    const { dialog } = await events.next(isDialog);
    expect(dialog).toMatchObject({ mode: 'save', folder: downloads, fileName: 'parts.xlsx' });

    // The page lists the folder while the dialog is open.
    await writeFile(join(downloads, 'older.xlsx'), 'x');
    await mkdir(join(downloads, 'Reports'));
    await writeFile(join(downloads, 'notes.txt'), 'x');
    const listing = (await (
      await post(HOST_PATHS.dialogList, { id: dialog.id, folder: downloads })
    ).json()) as FolderListing;
    expect(listing).toMatchObject({
      ok: true,
      folder: downloads,
      entries: [
        { name: 'Reports', kind: 'folder' },
        { name: 'older.xlsx', kind: 'file', size: 1 },
      ],
    });

    // A folder that does not exist is explained, and the dialog stays open.
    const answer = async (folder: string, fileName: string, overwrite = false) =>
      (await (
        await post(HOST_PATHS.dialogAnswer, {
          id: dialog.id,
          choice: { folder, fileName, overwrite },
        })
      ).json()) as DialogAnswerResult;
    expect(await answer(join(downloads, 'nope'), 'parts.xlsx')).toEqual({
      ok: false,
      message: `The folder ${join(downloads, 'nope')} does not exist.`,
    });
    expect(await answer('relative/folder', 'parts.xlsx')).toMatchObject({ ok: false });
    expect(await answer(downloads, 'a/b.xlsx')).toMatchObject({ ok: false });
    // An existing file needs a confirmation.
    expect(await answer(downloads, 'older.xlsx')).toMatchObject({
      ok: false,
      confirmOverwrite: true,
    });

    const target = join(downloads, 'Reports', 'parts.xlsx');
    expect(await answer(join(downloads, 'Reports'), 'parts.xlsx')).toEqual({
      ok: true,
      path: target,
    });
    await events.next(isClosed);

    const result = await call;
    expect(result).toMatchObject({ ok: true, value: { saved: true, path: target } });
    // The stream is its own connection: the last event may arrive just after the answer.
    await events.next(
      (event): event is HostEvent => event.type === 'progress' && event.progress.finished,
    );
    const progress = events.all
      .filter(
        (event): event is { type: 'progress'; progress: Progress } => event.type === 'progress',
      )
      .map((event) => event.progress);
    expect(progress.map((event) => event.done)).toEqual([0, 2, 4, 6, 7]);
    expect(progress.at(-1)).toMatchObject({
      operationId: 'host-op',
      kind: 'excel',
      finished: true,
      total: 7,
    });
    expect((await readFile(target)).subarray(0, 2).toString()).toBe('PK');
    events.close();
  });

  it('writes nothing when the page cancels the dialog', async () => {
    const events = await openEventStream();
    const call = bridgeCall('exports:saveExcel', excelRequest(3));
    const { dialog } = await events.next(isDialog);
    expect(
      await (await post(HOST_PATHS.dialogAnswer, { id: dialog.id, choice: null })).json(),
    ).toEqual({
      ok: true,
      path: null,
    });
    expect(await call).toEqual({ ok: true, value: { saved: false } });
    expect(await filesIn(downloads)).toEqual([]);
    // The dialog is gone: a late answer or listing is refused.
    expect(
      await (await post(HOST_PATHS.dialogList, { id: dialog.id, folder: downloads })).json(),
    ).toEqual({
      ok: false,
      message: 'This dialog is no longer open.',
    });
    events.close();
  });

  it('asks the pages to reload when the server changes, with no session and no session settings of the old one', async () => {
    const events = await openEventStream();
    await bridgeCall('vault:saveSession', { access: 'a.b.c', refresh: 'd.e.f' });
    await bridgeCall('settings:update', {
      session: { owner: 'sales/3', activePreset: { rfq: 'Mine' } },
    });
    expect(await bridgeCall('settings:setServerUrl', { url: 'https://erp.example.com' })).toEqual({
      ok: true,
    });
    await events.next((event): event is HostEvent => event.type === 'reload');
    const csp = (await fetch(host.url)).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://erp.example.com;");
    expect(await bridgeCall('vault:readSession')).toEqual({ ok: true, value: null });
    expect(await bridgeCall<Settings>('settings:read')).toMatchObject({
      ok: true,
      value: { session: DEFAULT_SESSION_SETTINGS },
    });
    events.close();
  });

  it('changes only the session settings a patch names: showing a column leaves the basket as it was', async () => {
    const warehouse = { id: 2, name: 'Aerodesk Warehouse Miami' };
    const item = { id: 5, label_code: 'L-5', part_number: 'PN-5', description: 'Pump', warehouse };
    const basket = { warehouse, items: [{ ...item, quantity: 4, quantity_chosen: 1 }] };
    await bridgeCall('settings:update', { session: { basket, owner: 'warehouse/9' } });
    const columns = { product: { weight: false } };
    await bridgeCall('settings:update', { session: { columnVisibility: columns } });
    expect(await bridgeCall<Settings>('settings:read')).toMatchObject({
      ok: true,
      value: { session: { basket, owner: 'warehouse/9', columnVisibility: columns } },
    });
  });

  it('tells the other pages the local settings a page saves; the page itself, a session-only change and a refused patch tell no one', async () => {
    const own = await openEventStream();
    const other = await openEventStream(randomUUID());
    const dark = await bridgeCall<Settings>('settings:update', { local: { theme: 'dark' } });
    if (!dark.ok) throw new Error(dark.error.message);
    expect((await other.next(isLocalSettings)).local).toEqual(dark.value.local);

    expect(await bridgeCall('settings:update', { session: { owner: 'sales/3' } })).toMatchObject({
      ok: true,
    });
    expect(await bridgeCall('settings:update', { local: { theme: 'purple' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    await bridgeCall('settings:update', { local: { collapsed: true } });
    // The next one the other page hears of is the sidebar's, on top of the theme.
    expect((await other.next(isLocalSettings)).local).toMatchObject({
      theme: 'dark',
      collapsed: true,
    });
    // Everything sent to this page before the reload has arrived when the reload has.
    await bridgeCall('settings:setServerUrl', { url: 'https://erp.example.com' });
    await own.next((event): event is HostEvent => event.type === 'reload');
    expect(own.all.filter(isLocalSettings)).toEqual([]);
    own.close();
    other.close();
  });

  it('fails clearly when no page is there to show the dialog', async () => {
    const result = await bridgeCall('exports:saveExcel', excelRequest(1));
    expect(result).toEqual({
      ok: false,
      error: { code: 'failed', message: 'No Aerodesk window is open to show the file dialog.' },
    });
  });

  it('shows no dialog for a call that names no page, and lets no other page answer one', async () => {
    const events = await openEventStream();
    const { [HOST_PAGE_HEADER]: _page, ...withoutPage } = pageHeaders();
    const response = await post(`${HOST_PATHS.bridgePrefix}exports:saveExcel`, excelRequest(1), {
      ...withoutPage,
    });
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: 'failed', message: 'No Aerodesk window is open to show the file dialog.' },
    });

    const call = bridgeCall('exports:saveExcel', excelRequest(1));
    const { dialog } = await events.next(isDialog);
    const otherPage = pageHeaders({ [HOST_PAGE_HEADER]: randomUUID() });
    const refused = { ok: false, message: 'This dialog is no longer open.' };
    expect(
      await (
        await post(HOST_PATHS.dialogList, { id: dialog.id, folder: downloads }, otherPage)
      ).json(),
    ).toEqual(refused);
    expect(
      await (
        await post(HOST_PATHS.dialogAnswer, { id: dialog.id, choice: null }, otherPage)
      ).json(),
    ).toEqual(refused);
    await post(HOST_PATHS.dialogAnswer, { id: dialog.id, choice: null });
    expect(await call).toEqual({ ok: true, value: { saved: false } });
    expect(await filesIn(downloads)).toEqual([]);
    events.close();
  });

  it('cancels an open dialog when its page goes away', async () => {
    const events = await openEventStream();
    const call = bridgeCall('exports:saveExcel', excelRequest(1));
    await events.next(isDialog);
    events.close();
    expect(await call).toEqual({ ok: true, value: { saved: false } });
    expect(await filesIn(downloads)).toEqual([]);
  });
});
