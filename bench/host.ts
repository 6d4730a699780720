/**
 * The browser host as the host benchmarks run it: src-main/host/main.ts spawned as `npm run host
 * -- --no-open` runs it, in its own user-data folder, every line it prints timestamped as it
 * arrives (performance.now() of this process); and Chromium (/usr/bin/chromium, or
 * AERODESK_CHROMIUM) driven by playwright-core with the e2e suite's flags.
 *
 * What runs in the page is passed as source text: this project's Node side has no DOM types.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildBundle, buildRenderer, rendererIsStale, ROOT } from '../scripts/bundles.ts';
import { inTempFolder } from '../scripts/temp-folder.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/environment.ts';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const READY = /Aerodesk is running at (\S+)/;

export interface HostLine {
  /** performance.now() of this process when the line arrived. */
  at: number;
  text: string;
}

export interface RunningHost {
  /** When the process was spawned (performance.now()). */
  spawnedAt: number;
  /** When the launch URL was printed. */
  readyAt: number;
  /** The launch URL, secret included. */
  url: string;
  lines: HostLine[];
  /** SIGTERM, then the time until the process is gone (ms); SIGKILL after 30 s. */
  stop(): Promise<number>;
}

/** The renderer as the host serves it, built when missing or older than its sources. */
export async function ensureRendererBuilt(): Promise<void> {
  if (!rendererIsStale()) return;
  buildRenderer();
  // vite empties dist/renderer, where the host's preload lives.
  await buildBundle('hostPreload');
}

/** Spawns the host on `userDataDir` and waits for its launch URL. */
export async function startHost(
  userDataDir: string,
  env: Record<string, string> = {},
): Promise<RunningHost> {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'src-main/host/main.ts'), '--no-open'], {
    cwd: ROOT,
    env: { ...process.env, AERODESK_USER_DATA: userDataDir, AERODESK_NO_OPEN: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: HostLine[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<{ url: string; at: number }>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (text) => {
        const at = performance.now();
        lines.push({ at, text });
        const found = READY.exec(text);
        if (found?.[1]) resolve({ url: found[1], at });
      });
    }
    void exited.then(() => reject(new Error(`The host exited:\n${output(lines)}`)));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The host did not start in time:\n${output(lines)}`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    const { url, at } = await Promise.race([ready, timeout]);
    return { spawnedAt, readyAt: at, url, lines, stop: () => stop(child, exited) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function output(lines: readonly HostLine[]): string {
  return lines.map((line) => line.text).join('\n');
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<number> {
  const started = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  child.kill('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
  return performance.now() - started;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** What to wait for on screen: a button reading exactly `button`, or an element of `selector`. */
export type OnScreen = { button: string } | { selector: string };

/** The little of the DOM the page functions below use (this project's Node side has no DOM types). */
interface PageElement {
  textContent: string | null;
  offsetParent: unknown;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};

/** Runs in the page: the page's performance.now() once `target` is on screen, else false. */
function shownAt(target: OnScreen): number | false {
  const visible = (element: PageElement | null) => !!element && element.offsetParent !== null;
  const found =
    'button' in target
      ? [...document.querySelectorAll('button')].some(
          (element) => element.textContent?.trim() === target.button && visible(element),
        )
      : visible(document.querySelector(target.selector));
  return found && performance.now();
}

/**
 * Waits, checking every animation frame, until `target` is on screen, and returns the page's
 * performance.now() at that frame: ms since the page's navigation began.
 */
export async function pageTimeWhen(page: Page, target: OnScreen, timeout = 60_000) {
  const handle = await page.waitForFunction(shownAt, target, { polling: 'raf', timeout });
  return (await handle.jsonValue()) as number;
}

/** The first row of a data table. */
export const TABLE_ROW: OnScreen = { selector: '[data-testid="table-row"]' };

/**
 * Signs in through the login screen and returns how long it took, in the page's own clock, from
 * the click on "Sign in" to the first row of the first list on screen.
 */
export async function signInToFirstList(
  page: Page,
  username = 'sales',
  password = 'demo',
): Promise<number> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  // The click's time in the page's clock, as the page received it.
  await signInButton.evaluate(
    (button: { addEventListener(type: string, listener: () => void): void }) =>
      button.addEventListener('click', () => {
        (globalThis as unknown as Record<string, number>).benchClickAt = performance.now();
      }),
  );
  await signInButton.click();
  const rowsAt = await pageTimeWhen(page, TABLE_ROW);
  const clickedAt = await page.evaluate(
    () => (globalThis as unknown as Record<string, number>).benchClickAt,
  );
  return rowsAt - (clickedAt as number);
}

/**
 * Runs `work` on the page; when it fails, keeps what the page showed in
 * bench/results/<name>-failure.png and adds the host's output to the error.
 */
export async function explainFailure<T>(
  name: string,
  page: Page,
  host: RunningHost,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const dir = join(ROOT, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const screenshot = join(dir, `${name}-failure.png`);
    await page.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(
      `${name}: ${error instanceof Error ? error.message : String(error)}\n` +
        `The page is in ${screenshot}. The host printed:\n${output(host.lines)}`,
      { cause: error },
    );
  }
}

/**
 * Runs `work` on a page of a fresh host (its own user-data folder) whose server is the one at
 * `serverUrl`, the page opened on the host's launch URL, at the size the screens are measured at;
 * closes the browser, stops the host and removes the folder afterwards, whatever happened.
 */
export async function withHostPage<T>(
  serverUrl: string,
  work: (page: Page, browser: Browser, host: RunningHost) => Promise<T>,
): Promise<T> {
  return inTempFolder('aerodesk-bench-page-', async (userData) => {
    const host = await startHost(userData, { AERODESK_SERVER_URL: serverUrl });
    try {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(host.url);
        return await work(page, browser, host);
      } finally {
        await browser.close();
      }
    } finally {
      await host.stop();
    }
  });
}
