/**
 * The `app` fixture: the Aerodesk window, in the browser host (system Chromium) or in Electron,
 * signed out, with helpers that speak the user's language: sign in, answer the save dialog, take a
 * screenshot for review.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  _electron,
  chromium,
  expect,
  test as base,
  type Browser,
  type ElectronApplication,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  CHANNELS,
  DEFAULT_SESSION_SETTINGS,
  type LocalSettings,
  type SessionSettings,
} from '../../src-shared/bridge.ts';
import { HOST_KEY_FRAGMENT, HOST_KEY_HEADER, HOST_PATHS } from '../../src-shared/host-protocol.ts';
import { electronBinary } from '../../scripts/electron-binary.ts';
import { apiUser } from '../fixtures/sales-state.ts';
import { startBrowserHost } from './browser-host.ts';
import {
  CHROMIUM_ARGS,
  TEST_CHROMIUM_PATH,
  e2eEnvironment,
  ELECTRON_MISSING,
  ROOT,
  screensDirOf,
  SCREENSHOTS_WANTED,
  setE2eEnvironment,
} from './environment.ts';

export type AppHost = 'browser' | 'electron';

export interface App {
  host: AppHost;
  page: Page;
  /** Signs in through the login screen and waits for the shell; answers the page, signed in. */
  signIn(username: string, password?: string): Promise<Page>;
  /** Opens an area by its link in the main navigation (the sidebar), as a user does. */
  openArea(name: string): Promise<void>;
  /** Signs in with the demo password and opens an area: where most specs start (the page). */
  signInTo(username: string, area: string): Promise<Page>;
  /**
   * The signed-in user logs out everywhere from elsewhere (`<role>/home/token_renovate/` with this
   * window's token, as another window or computer would); this window, reloaded, shows the login.
   */
  sessionEndedElsewhere(role: string): Promise<void>;
  /** Runs `action`, answers the save dialog it opens with `fileName` in the downloads folder. */
  saveAs(fileName: string, action: () => Promise<void>): Promise<string>;
  /** Saves a screenshot under tests/e2e/artifacts/screens/<project>/<name>.png (when wanted). */
  screenshot(name: string): Promise<void>;
  /** Where screenshots of this project go (for PDF pages too). */
  screensDir: string;
  /** GET an API path with the signed-in user's token, as the app would (for facts to check). */
  apiGet<T>(path: string): Promise<T>;
}

export const test = base.extend<
  { app: App },
  {
    appHost: AppHost;
    workerHost: void;
    browserForHost: Browser | null;
    hostWindow: HostWindow;
    electronApp: ElectronApplication | null;
  }
>({
  appHost: ['browser', { option: true, scope: 'worker' }],

  /**
   * The first worker uses the host of global set-up; every further parallel worker of the browser
   * host starts one of its own (its own database, downloads and keychain), so workers never sign
   * each other out. The environment of this worker process then names it (e2eEnvironment).
   */
  workerHost: [
    async ({ appHost }, use, workerInfo) => {
      if (appHost !== 'browser' || workerInfo.parallelIndex === 0) return use();
      const runDir = await mkdtemp(join(tmpdir(), `aerodesk-e2e-w${workerInfo.parallelIndex}-`));
      const host = await startBrowserHost(runDir, { ownKeychain: true });
      setE2eEnvironment({ hostUrl: host.url, runDir, hostLog: host.logFile });
      await use();
      await host.stop();
      if (process.env.AERODESK_E2E_KEEP !== '1') await rm(runDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],

  browserForHost: [
    async ({ appHost }, use) => {
      if (appHost !== 'browser') return use(null);
      const browser = await chromium.launch({
        executablePath: TEST_CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],

  /**
   * The browser host's window, kept from one test of the worker to the next while each leaves it
   * as a user leaves a workstation: logged out, on the login screen (leaveForNext). Opening it
   * anew costs Chromium about 1.2 s of CPU (a renderer process, the app's scripts compiled, its
   * first render). A window a test left otherwise (failed, a dialog holding typed work, signed
   * out some other way than by the menu) is closed and the next test opens a new one. Local
   * settings a test changed (a list's filters, the theme) are put back as another window would
   * put them (resetLocalSettings): 66 of 75 tests keep the window (33 of 74 while a window had to
   * start anew to read them), and the step took 206-222 s here against 250-288 s.
   */
  hostWindow: [
    async ({ browserForHost }, use) => {
      const slot: HostWindow = { page: null };
      await use(slot);
      // Closed before its browser (browserForHost's own teardown), which it depends on.
      if (browserForHost) await slot.page?.context().close();
    },
    { scope: 'worker' },
  ],

  electronApp: [
    async ({ appHost }, use) => {
      if (appHost !== 'electron') return use(null);
      const binary = electronBinary();
      if (!binary) return use(null);
      const electronApp = await _electron.launch({
        executablePath: binary,
        args: [ROOT],
        env: {
          ...process.env,
          AERODESK_USER_DATA: join(e2eEnvironment().runDir, 'electron-user-data'),
        } as Record<string, string>,
      });
      await use(electronApp);
      await electronApp.close();
    },
    { scope: 'worker' },
  ],

  app: async ({ appHost, browserForHost, hostWindow, electronApp }, use, testInfo) => {
    if (appHost === 'electron' && !electronApp) {
      console.log(`[e2e] ${testInfo.title}: skipped in Electron, ${ELECTRON_MISSING}.`);
      test.skip(true, ELECTRON_MISSING);
      return;
    }
    const env = e2eEnvironment();
    let page: Page;
    if (browserForHost && hostWindow.page) {
      page = hostWindow.page;
    } else if (browserForHost) {
      const context = await browserForHost.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      await page.goto(env.hostUrl);
      hostWindow.page = page;
    } else {
      page = await electronApp!.firstWindow();
    }
    // Every spec starts signed out, as after a log-out: the vault and session settings cleared.
    // Each test clears them when it ends (below), so a browser context's first load is already
    // clean; only when that did not happen (the first test of a host, a page that died) is a
    // second load needed. Electron's one window still shows the last test's screen: it reloads.
    await page.waitForFunction(() => 'aerodesk' in window);
    if (
      !browserForHost ||
      !(await page.evaluate(isCleanStart, {
        local: START_LOCAL,
        session: DEFAULT_SESSION_SETTINGS,
      }))
    ) {
      await page.evaluate(clearForNextTest, START_LOCAL);
      await page.reload();
    }
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The specs' pictures go here, screenshots or not: the PDFs' pages rendered to be read back.
    const screensDir = screensDirOf(testInfo.project.name);
    await mkdir(screensDir, { recursive: true });
    const app: App = {
      host: appHost,
      page,
      async signIn(username, password = 'demo') {
        await page.getByLabel('Username').fill(username);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByTestId('user-menu')).toBeVisible();
        return page;
      },
      async openArea(name) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      },
      async signInTo(username, area) {
        await app.signIn(username);
        await app.openArea(area);
        return page;
      },
      async sessionEndedElsewhere(role) {
        const session = await page.evaluate(() => window.aerodesk.vault.readSession());
        const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
        const renovate = await fetch(`${serverUrl}${role}/home/token_renovate/`, {
          method: 'POST',
          headers: { Authorization: `JWT ${session!.access}` },
        });
        expect(renovate.status).toBe(200);
        await page.reload();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      },
      async saveAs(fileName, action) {
        const path = join(env.downloadsDir, fileName);
        if (electronApp) {
          // The native dialog cannot be driven; answer it in main, as a user would have.
          await electronApp.evaluate(({ dialog }, chosen) => {
            dialog.showSaveDialog = (async () => ({ canceled: false, filePath: chosen })) as never;
          }, path);
          await action();
          return path;
        }
        await action();
        const dialog = page.locator('[data-aerodesk-dialog="save"]');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Folder' }).fill(env.downloadsDir);
        await dialog.getByRole('textbox', { name: 'File name' }).fill(fileName);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toBeHidden();
        return path;
      },
      async screenshot(name) {
        // Every screen the suite looks at is one whose tables fit the window (1440 px).
        await expectTablesFit(page);
        await saveScreenshot(page, screensDir, name);
      },
      screensDir,
      async apiGet<T>(path: string): Promise<T> {
        const session = await page.evaluate(() => window.aerodesk.vault.readSession());
        const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
        if (!session) throw new Error('Not signed in');
        const response = await fetch(`${serverUrl}${path}`, {
          headers: { Authorization: `JWT ${session.access}` },
        });
        if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
        return (await response.json()) as T;
      },
    };
    await use(app);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (browserForHost && passed && (await leaveForNext(page, env.hostUrl))) return;
    await page.evaluate(clearForNextTest, START_LOCAL).catch(() => undefined);
    if (browserForHost) {
      hostWindow.page = null;
      await page.context().close();
    }
  },
});

/** The browser host's window a worker keeps between its tests (null: open one). */
interface HostWindow {
  page: Page | null;
}

/**
 * Leaves the window as the next test starts: logged out by the user menu, as a user does (the
 * app clears the session, its cached data, the session settings and the toasts), on the login
 * screen, the local settings as every test starts with them (put back as another window would,
 * when the test changed them). False when that is not how it can be left (a dialog still open,
 * a log-out that asks first): the window is then closed and the next test opens a new one.
 */
async function leaveForNext(page: Page, hostUrl: string): Promise<boolean> {
  const signIn = page.getByRole('button', { name: 'Sign in' });
  try {
    if (page.isClosed()) return false;
    const menu = page.getByTestId('user-menu');
    if (await menu.isVisible()) {
      // A dialog the test left open is closed as a user would, with Escape. One that holds typed
      // work asks first and stays: that window is not left as it came.
      const dialogs = page.getByRole('dialog');
      for (let tries = 0; tries < 3 && (await dialogs.count()); tries++) {
        await page.keyboard.press('Escape');
        await dialogs
          .first()
          .waitFor({ state: 'detached', timeout: 1_000 })
          .catch(() => undefined);
      }
      if (await dialogs.count()) return false;
      await menu.click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: 'Log out', exact: true }).click({ timeout: 2_000 });
    }
    // Typed work not saved makes the log-out ask first: that window is not left as it came.
    const asking = page.getByRole('dialog');
    await signIn.or(asking).first().waitFor({ timeout: 5_000 });
    if (await asking.count()) return false;
    const clean = () =>
      page.evaluate(isCleanStart, { local: START_LOCAL, session: DEFAULT_SESSION_SETTINGS });
    if (await clean()) return true;
    await resetLocalSettings(page, hostUrl);
    return await clean();
  } catch {
    return false;
  }
}

/**
 * Puts the local settings back as every test starts with them the way another window of the app
 * would: a bridge call to the host that names no page of its. The window hears of it as of any
 * other window's change and adopts them, without a reload (which would cost as much as a new
 * window). Resolves once it has: the app's own listener, subscribed at start, runs before the one
 * added here.
 */
async function resetLocalSettings(page: Page, hostUrl: string): Promise<void> {
  await page.evaluate(() => {
    window.localSettingsHeard = new Promise<void>((resolve) => {
      const stop = window.aerodesk.events.onLocalSettings(() => {
        stop();
        resolve();
      });
    });
  });
  const { origin, hash } = new URL(hostUrl);
  const key = new URLSearchParams(hash.slice(1)).get(HOST_KEY_FRAGMENT) ?? '';
  const response = await fetch(new URL(HOST_PATHS.bridgePrefix + CHANNELS.settingsUpdate, origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, [HOST_KEY_HEADER]: key },
    body: JSON.stringify({ local: START_LOCAL }),
  });
  if (!response.ok) throw new Error(`The settings reset failed: ${response.status}`);
  await page.evaluate(() =>
    Promise.race([
      window.localSettingsHeard,
      new Promise((_, reject) => setTimeout(() => reject(new Error('Not heard in 5 s')), 5_000)),
    ]),
  );
}

/** The local settings every test starts with (light theme, sidebar open, nothing pinned). */
const START_LOCAL = {
  theme: 'light',
  collapsed: false,
  Filters: {},
  columnPinning: {},
  pin: [],
} satisfies Partial<LocalSettings>;

/** In the page: signs out and resets the settings a test may have changed. */
async function clearForNextTest(local: typeof START_LOCAL): Promise<void> {
  await window.aerodesk.vault.clearSession();
  await window.aerodesk.settings.clearSession();
  await window.aerodesk.settings.update({ local });
}

/**
 * In the page: whether it starts as clearForNextTest leaves it (signed out, the session settings
 * the defaults a log-out leaves, the local ones as `local` says), compared as JSON of the same keys.
 */
async function isCleanStart(start: {
  local: typeof START_LOCAL;
  session: SessionSettings;
}): Promise<boolean> {
  const [session, settings] = await Promise.all([
    window.aerodesk.vault.readSession(),
    window.aerodesk.settings.read(),
  ]);
  const same = (a: object, b: object) =>
    Object.entries(a).every(
      ([key, value]) =>
        JSON.stringify(value) === JSON.stringify((b as Record<string, unknown>)[key]),
    );
  return (
    session === null && same(start.local, settings.local) && same(start.session, settings.session)
  );
}

/** Saves `<dir>/<name>.png` of the page, when this run takes screenshots (SCREENSHOTS_WANTED). */
export async function saveScreenshot(page: Page, dir: string, name: string): Promise<void> {
  if (SCREENSHOTS_WANTED) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** A toast of the given kind with exactly this text (earlier toasts may still be showing). */
export function toast(page: Page, kind: 'success' | 'info' | 'error', text: string | RegExp) {
  const exact = typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text;
  // The newest: an earlier toast of the same words may still be fading out beside it.
  return page.getByTestId(`toast-${kind}`).filter({ hasText: exact }).last();
}

/** Signs in as `username` and opens a list `area`, shown once its `table` has a first row. */
export async function signInToList(
  app: App,
  username: string,
  area: string,
  table: string,
): Promise<Page> {
  const page = await app.signInTo(username, area);
  // A record's row, not the header's nor the one that says the list is loading.
  await expect(page.getByTestId(table).getByTestId('table-row').first()).toBeVisible();
  return page;
}

/** Signs in as `sales`, opens the RFQs' `tab` list and waits until it shows `count` rows. */
export async function rfqRows(app: App, tab: string, count: number): Promise<Locator> {
  const page = await app.signInTo('sales', 'RFQs');
  await page.locator(`[data-tab="${tab}"]`).click();
  const rows = page.getByTestId('table-row');
  await expect(rows.nth(count - 1)).toBeVisible();
  return rows;
}

/**
 * A colleague (`sales_admin`, signed in on its own token, as on another computer) calls the API
 * meanwhile, on its own paths; the answer as it came, so the test says what it expects of it.
 */
export async function colleague(page: Page, method: string, path: string): Promise<Response> {
  const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
  const { access } = await apiUser(serverUrl, 'sales_admin');
  return fetch(`${serverUrl}sales_admin/${path}`, {
    method,
    headers: { Authorization: `JWT ${access}` },
  });
}

/** A name no other run has used, so the specs can run again on the same database. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}`;
}

export { expect };

/**
 * Every table on the page fits its width (a 1440 px window beside the sidebar): nothing of a row
 * is behind a sideways scroll. What app.screenshot() checks before each picture, naming each table
 * that does not fit and its widths.
 */
async function expectTablesFit(page: Page): Promise<void> {
  // The specs are typed without the DOM's library: the widths and the test id are all that is read.
  const widths = await page.locator('.table-scroll').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element as unknown as {
        scrollWidth: number;
        clientWidth: number;
        closest(selector: string): { getAttribute(name: string): string | null } | null;
      };
      const table = box.closest('[data-testid]')?.getAttribute('data-testid') ?? 'a table';
      return { table, scroll: box.scrollWidth, client: box.clientWidth };
    }),
  );
  const overflowing = widths
    .filter(({ scroll, client }) => scroll > client)
    .map(({ table, scroll, client }) => `${table}: ${scroll} px of columns in ${client} px`);
  expect(overflowing, 'a table scrolls sideways').toEqual([]);
}

/** `text` as a pattern that matches exactly it. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Chooses an option in a combobox field of `scope` (a dialog): types `text`, waits until the list
 * (a popover of its own, outside the dialog's element) has the server's answer to it (no longer
 * searching: a row clicked before that may move under the pointer and another one be picked),
 * clicks the first option that shows the text, and sees the field show that option (its name
 * starts with the text: a company's name, an order's number).
 */
/**
 * Puts one product in the basket from the products list: found by its label code (its row the only
 * one), ticked, then the bulk action. The step every basket story starts with.
 */
export async function addToBasket(
  page: Page,
  product: { label_code: string; part_number: string },
): Promise<void> {
  const table = page.getByTestId('product-table');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.label_code);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('checkbox', { name: `Select ${product.label_code} ${product.part_number}` })
    .check();
  await page.getByTestId('bulk-basket').click();
}

/**
 * Answers the app's open-file dialog with `name` in `folder` as a user does, and sees the toast
 * that says the file was attached.
 */
export async function openFromDialog(page: Page, folder: string, name: string): Promise<void> {
  const dialog = page.locator('[data-aerodesk-dialog="open"]');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Folder' }).fill(folder);
  await dialog.getByRole('textbox', { name: 'File name' }).fill(name);
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(toast(page, 'success', `${name} attached.`)).toBeVisible();
}

export async function pickOption(scope: Locator, label: string, text: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(text);
  const list = scope.page().getByRole('listbox', { name: label });
  const choice = list.getByRole('option').filter({ hasText: text }).first();
  await expect(choice).toBeVisible();
  await expect(list).not.toHaveAttribute('data-searching');
  await choice.click();
  await expect(input).toHaveValue(new RegExp(`^${escapeRegExp(text)}`));
}

/**
 * Types an ISO date into a date field (Field.tsx DateInputField): its segments are spin buttons
 * in year, month, day order, and typing into the first walks through them as a user does.
 */
export async function fillDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(iso.replaceAll('-', ''));
  await expect(field).toContainText(iso.slice(0, 4));
}
