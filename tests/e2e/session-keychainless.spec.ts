/**
 * A workstation without an OS keychain, as a new user's shell has it here (no Secret Service: no
 * DBUS_SESSION_BUS_ADDRESS): a second browser host started that way signs in as `sales`, says
 * once that the session is kept in an encrypted file, and keeps the user signed in over a reload.
 * Its server issues access tokens of 10 seconds, so renewal is seen at work: two tabs renew
 * without logging each other out, and nobody notices.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { authEndpoints } from '../../src-shared/api/auth.ts';
import { readClaims } from '../../src-shared/domain/session.ts';
import { FILE_VAULT_NOTICE } from '../../src-renderer/session/auth.ts';
import { startServer, type RunningServer } from '../../src-server/start.ts';
import { ROOT, screensDirOf } from './environment.ts';
import { copySeededServer } from '../seeded-server.ts';
import { expect, saveScreenshot, test, toast } from './fixtures.ts';

/** Short enough to see two renewals in a test, long enough for a sign-in. */
const ACCESS_TOKEN_S = 10;
const START_TIMEOUT_MS = 120_000;

interface KeychainlessHost {
  url: string;
  userDataDir: string;
  serverUrl: string;
}

let runDir: string;
let server: RunningServer | undefined;
let hostProcess: ChildProcess | undefined;
let host: KeychainlessHost;

test.describe.configure({ mode: 'serial' });
test.skip(({ appHost }) => appHost !== 'browser', 'a second browser host; Electron has its own');

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  runDir = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-nokeychain-'));
  // The embedded PostgreSQL runs as `postgres` when we are root: it must reach its folder.
  await chmod(runDir, 0o711);
  await copySeededServer(join(runDir, 'server'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(runDir, 'server'),
    tokenLifetimes: { accessS: ACCESS_TOKEN_S },
  });

  const urlFile = join(runDir, 'host-url');
  const log = createWriteStream(join(runDir, 'host.log'));
  // A new user's shell on this machine: no session bus, so no Secret Service to reach.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AERODESK_USER_DATA: join(runDir, 'user-data'),
    AERODESK_SERVER_URL: server.url,
    AERODESK_HOST_URL_FILE: urlFile,
    AERODESK_DIALOG_DIR: runDir,
    AERODESK_NO_OPEN: '1',
  };
  delete env.DBUS_SESSION_BUS_ADDRESS;
  hostProcess = spawn(process.execPath, [join(ROOT, 'src-main/host/main.ts'), '--no-open'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  hostProcess.stdout?.pipe(log);
  hostProcess.stderr?.pipe(log);
  const started = Date.now();
  while (!existsSync(urlFile)) {
    if (hostProcess.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(
        `The keychain-less host did not start:\n${readFileSync(join(runDir, 'host.log'), 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  host = {
    url: readFileSync(urlFile, 'utf8').trim(),
    userDataDir: join(runDir, 'user-data'),
    serverUrl: server.url,
  };
});

test.afterAll(async () => {
  if (hostProcess && hostProcess.exitCode === null) {
    const exited = new Promise((resolve) => hostProcess?.once('exit', resolve));
    hostProcess.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  await server?.close();
  if (runDir && process.env.AERODESK_E2E_KEEP !== '1') {
    await rm(runDir, { recursive: true, force: true });
  }
});

async function openApp(browser: Browser | null): Promise<Page> {
  if (!browser) throw new Error('The browser-host project has a browser.');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(host.url);
  await page.waitForFunction(() => 'aerodesk' in window);
  return page;
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

const storedSession = (page: Page) => page.evaluate(() => window.aerodesk.vault.readSession());

test('signs in with no keychain, says so once, and stays signed in after a reload', async ({
  browserForHost,
}, testInfo) => {
  const page = await openApp(browserForHost);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, 'sales');
  await expect(toast(page, 'info', FILE_VAULT_NOTICE)).toBeVisible();
  await saveScreenshot(page, screensDirOf(testInfo.project.name), '10-keychainless-notice');
  expect((await page.evaluate(() => window.aerodesk.app.info())).vault).toBe('file');
  await expect(toast(page, 'error', /./)).toHaveCount(0);

  // The session is in the user-data folder, private to the user, and not in clear.
  const session = await storedSession(page);
  expect(session).not.toBeNull();
  const vaultFile = join(host.userDataDir, 'session.vault');
  expect((await stat(vaultFile)).mode & 0o777).toBe(0o600);
  expect((await stat(join(host.userDataDir, 'vault.key'))).mode & 0o777).toBe(0o600);
  const onDisk = (await readFile(vaultFile)).toString('latin1');
  expect(onDisk).not.toContain(session!.access);
  expect(onDisk).not.toContain(session!.refresh);
  expect(onDisk).not.toContain(session!.access.split('.')[2]!);

  // A reload (and so a later launch) finds the session, and the notice is not said again.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
  await expect(toast(page, 'info', FILE_VAULT_NOTICE)).toHaveCount(0);

  // Nor after signing out and in again.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(existsSync(vaultFile)).toBe(false);
  await signIn(page, 'sales');
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
  await expect(toast(page, 'info', FILE_VAULT_NOTICE)).toHaveCount(0);
  await page.context().close();
});

test('renews a short-lived access token in two tabs without the user noticing', async ({
  browserForHost,
}) => {
  test.setTimeout(120_000);
  const first = await openApp(browserForHost);
  // Signed out to begin with, whatever the test before left.
  await first.evaluate(() => window.aerodesk.vault.clearSession());
  await first.reload();
  await signIn(first, 'sales');
  // A second tab of the same app: restored from the vault.
  const second = await first.context().newPage();
  await second.goto(host.url);
  await expect(second.getByTestId('user-menu')).toBeVisible();

  const start = (await storedSession(first))!;
  const expiresAt = readClaims(start.access)!.exp * 1000;
  expect(expiresAt - Date.now()).toBeLessThanOrEqual(ACCESS_TOKEN_S * 1000);
  // Renewed twice: each token is renewed in the second half of its life, so the first renewal's
  // token is made near `expiresAt` - ACCESS_TOKEN_S / 2 and the second's near `expiresAt`; one
  // made later than `expiresAt` - ACCESS_TOKEN_S / 4 is the second's (or a later one).
  const secondRenewal = expiresAt - (ACCESS_TOKEN_S * 1000) / 4;
  await expect
    .poll(async () => readClaims((await storedSession(first))!.access)!.iat * 1000, {
      timeout: ACCESS_TOKEN_S * 2000,
    })
    .toBeGreaterThan(secondRenewal);
  const now = (await storedSession(first))!;
  expect(now.access).not.toBe(start.access);
  expect(readClaims(now.access)!.exp * 1000).toBeGreaterThan(Date.now());
  // The spent refresh token is refused: it was rotated, and used once.
  const reuse = await fetch(new URL(authEndpoints.refresh.path, host.serverUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh: start.refresh }),
  });
  expect(reuse.status).toBe(401);

  // Both tabs are still signed in and work, and were never shown an error or the login.
  for (const page of [first, second]) {
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'RFQs' })
      .click();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expect(toast(page, 'error', /./)).toHaveCount(0);
  }
  await first.context().close();
});

test('a renewal the server refuses ends the session, saying why', async ({ browserForHost }) => {
  const page = await openApp(browserForHost);
  await page.evaluate(() => window.aerodesk.vault.clearSession());
  await page.reload();
  await signIn(page, 'buyer');
  const session = (await storedSession(page))!;
  // Log-out everywhere from another computer: the refresh token is worthless from now on.
  const renovate = await fetch(new URL('buyer/home/token_renovate/', host.serverUrl), {
    method: 'POST',
    headers: { Authorization: `JWT ${session.access}` },
  });
  expect(renovate.status).toBe(200);

  // At the next renewal (within ACCESS_TOKEN_S / 2), the window goes to the login and says so.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: ACCESS_TOKEN_S * 1000,
  });
  await expect(
    toast(page, 'error', /^Your session has ended \(.+\)\. Sign in again\.$/),
  ).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.context().close();
});
