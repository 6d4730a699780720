/**
 * The browser host's page side in a real Chromium (Playwright): host-preload.js defines exactly the
 * Bridge, takes the launch key from the URL fragment and keeps it across a reload, and the in-page
 * file dialog works from the keyboard (Enter saves, Escape cancels), lists the folder, explains a
 * folder that does not exist and asks before replacing a file.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_METHOD, type Bridge, type Progress } from '../../src-shared/bridge.ts';
import { buildBundle } from '../../scripts/bundles.ts';
import { removeLaunchPage, writeLaunchPage } from '../../src-main/host/chromium.ts';
import { filesIn, removeTempDirs, tempDir } from './helpers.ts';
import { partsExcel, startTestHost, type TestHost } from './host-fixture.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../e2e/environment.ts';

/** The page's globals, as the page.evaluate callbacks see them (this file is checked as Node). */
interface PageWindow {
  aerodesk: Bridge;
  appStarted?: boolean;
  outcome?: unknown;
  progress: Progress[];
}
declare const window: PageWindow;

let browser: Browser;
let testHost: TestHost;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  testHost = await startTestHost({
    prepareRenderer: (dir) => buildBundle('hostPreload', join(dir, 'host-preload.js')),
  });
  page = await browser.newPage();
});

afterEach(async () => {
  await page.close();
  await testHost.dispose();
  await removeTempDirs();
});

const excel = (rows: number) => partsExcel(rows, 'page-op');

/** Starts an export in the page without waiting for it; its outcome lands in window.outcome. */
async function startExport(rows = 5): Promise<void> {
  await page.evaluate((request) => {
    window.progress = [];
    window.aerodesk.events.onProgress((progress) => window.progress.push(progress));
    void window.aerodesk.exports.saveExcel(request).then(
      (value) => (window.outcome = value),
      (error: Error) => (window.outcome = { error: error.message }),
    );
  }, excel(rows));
}

const outcome = () =>
  page.waitForFunction(() => window.outcome).then((handle) => handle.jsonValue());

describe('host page: the bridge', () => {
  it('defines exactly the Bridge, with the key taken from the fragment and kept across reloads', async () => {
    await page.goto(testHost.launchUrl);
    expect(page.url()).toBe(testHost.host.url);
    expect(await page.evaluate(() => window.appStarted)).toBe(true);

    const shape = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries(window.aerodesk).map(([group, methods]) => [
          group,
          Object.keys(methods).sort(),
        ]),
      ),
    );
    const expected: Record<string, string[]> = {
      events: ['onHttpFailure', 'onLocalSettings', 'onProgress'],
    };
    for (const [group, method] of Object.values(CHANNEL_METHOD))
      (expected[group] ??= []).push(method);
    for (const group of Object.keys(expected)) expected[group]!.sort();
    expect(shape).toEqual(expected);

    expect(await page.evaluate(() => window.aerodesk.app.info())).toMatchObject({
      host: 'browser',
    });
    await page.reload();
    expect(page.url()).toBe(testHost.host.url);
    await page.evaluate(() => window.aerodesk.settings.update({ local: { theme: 'dark' } }));
    expect(testHost.app.services.settings.read().local.theme).toBe('dark');
  });

  it('reloads against the new server after settings.setServerUrl, still holding the key', async () => {
    await page.goto(testHost.launchUrl);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() =>
      window.aerodesk.settings.setServerUrl({ url: 'https://erp.example.com' }),
    );
    await reloaded;
    expect(await page.evaluate(() => window.aerodesk.app.info())).toMatchObject({
      serverUrl: 'https://erp.example.com/',
      embeddedServer: false,
    });
  });

  it('opens through a launch page of ours, so the secret is never on the command line', async () => {
    const dir = join(await tempDir('aerodesk-launch-'), 'launch');
    const launchPage = await writeLaunchPage(dir, testHost.launchUrl);
    // What Chromium's command line (readable by every user: ps) carries holds no secret...
    expect(launchPage).toMatch(/^file:\/\//);
    expect(launchPage).not.toContain(testHost.secret);
    // ...and the file that does is the user's alone.
    const file = fileURLToPath(launchPage);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain(testHost.secret);

    await page.goto(launchPage);
    await page.waitForURL(testHost.host.url);
    expect(await page.evaluate(() => window.aerodesk.app.info())).toMatchObject({
      host: 'browser',
    });

    await removeLaunchPage(dir);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses calls from a page opened without the key, with a clear message', async () => {
    await page.goto(testHost.host.url);
    const failure = await page.evaluate(() =>
      window.aerodesk.app.info().then(
        () => null,
        (error: Error & { code?: string }) => ({
          name: error.name,
          code: error.code,
          message: error.message,
        }),
      ),
    );
    expect(failure).toMatchObject({ name: 'BridgeError', code: 'forbidden' });
    expect(failure?.message).toContain('launch key');
  });
});

describe('host page: the in-page file dialog', () => {
  beforeEach(async () => {
    await page.goto(testHost.launchUrl);
  });

  it('opens in the default folder with the suggested name, lists it, and saves on Enter', async () => {
    await mkdir(join(testHost.downloads, 'Reports'));
    await writeFile(join(testHost.downloads, 'old.xlsx'), 'x');
    await startExport(5);

    const dialog = page.getByRole('dialog', { name: 'Export to Excel' });
    await dialog.waitFor();
    const folder = dialog.getByRole('textbox', { name: 'Folder' });
    const name = dialog.getByRole('textbox', { name: 'File name' });
    expect(await folder.inputValue()).toBe(testHost.downloads);
    expect(await name.inputValue()).toBe('parts.xlsx');
    await expect
      .poll(() => dialog.getByRole('listitem').allTextContents())
      .toEqual(['📁 Reports', '📄 old.xlsx1 B']);

    // A folder that does not exist: a clear error, and the dialog stays.
    await folder.fill(join(testHost.downloads, 'Nope'));
    await name.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('does not exist');
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('does not exist');

    // Into Reports by clicking it in the listing, then Enter saves there.
    await folder.fill(testHost.downloads);
    await dialog.getByRole('listitem').filter({ hasText: 'Reports' }).click();
    expect(await folder.inputValue()).toBe(join(testHost.downloads, 'Reports'));
    await name.press('Enter');

    const target = join(testHost.downloads, 'Reports', 'parts.xlsx');
    expect(await outcome()).toMatchObject({ saved: true, path: target });
    expect(await dialog.count()).toBe(0);
    expect(existsSync(target)).toBe(true);
    const progress = await page.evaluate(() => window.progress);
    expect(progress.at(-1)).toMatchObject({ done: 5, finished: true });
  });

  it('cancels on Escape, writing nothing', async () => {
    await startExport();
    const dialog = page.getByRole('dialog', { name: 'Export to Excel' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'File name' }).press('Escape');
    expect(await outcome()).toEqual({ saved: false });
    expect(await dialog.count()).toBe(0);
    expect(await filesIn(testHost.downloads)).toEqual([]);
  });

  it('asks before replacing an existing file', async () => {
    await writeFile(join(testHost.downloads, 'parts.xlsx'), 'old');
    await startExport();
    const dialog = page.getByRole('dialog', { name: 'Export to Excel' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('already exists');
    await dialog.getByRole('button', { name: 'Replace' }).click();
    expect(await outcome()).toMatchObject({ saved: true });
    expect(await filesIn(testHost.downloads)).toEqual(['parts.xlsx']);
  });

  it('picks a file to upload in open mode', async () => {
    await writeFile(join(testHost.downloads, 'cert.pdf'), 'pdf');
    await page.evaluate(() => {
      void window.aerodesk.files
        .upload({ path: 'sales/upload/', filters: [{ name: 'PDF', extensions: ['pdf'] }] })
        .then(
          (value) => (window.outcome = value),
          (error: Error) => (window.outcome = { error: error.message }),
        );
    });
    const dialog = page.getByRole('dialog', { name: 'Choose a file to upload' });
    await dialog.waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'cert.pdf' }).click();
    await dialog.getByRole('button', { name: 'Open' }).click();
    // The fixture's server is down: the file was chosen, and the failure says which server.
    const server = new URL(testHost.app.services.server.current().url);
    expect(await outcome()).toEqual({
      error: `Cannot reach the server at ${server.origin} (connect ECONNREFUSED ${server.host}).`,
    });
  });
});
