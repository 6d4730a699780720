/** What global set-up hands the specs, through the environment (Playwright's documented way). */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const SCREENS_DIR = join(ROOT, 'tests', 'e2e', 'artifacts', 'screens');

/** Where a project's pictures go: its screenshots, and the PDF pages the specs render to read back. */
export function screensDirOf(project: string): string {
  return join(SCREENS_DIR, project);
}
/**
 * Whether the specs take their screenshots of the screens (SCREENS_DIR): pictures for people to
 * look at, which no test compares (the check beside each, that the tables fit the window, runs
 * either way). `npm test` turns them off (AERODESK_SCREENSHOTS=off): CI keeps no files, and a
 * screenshot costs about half a second of CPU in a test (Chromium composites and reads the frame
 * back); four screenshot-heavy specs took 86-88 s with their 36 and 77-79 s without.
 * `npm run test:e2e` takes them.
 */
export const SCREENSHOTS_WANTED = process.env.AERODESK_SCREENSHOTS !== 'off';

/**
 * The system Chromium, as the browser host opens it for a user: what the UI benchmarks time
 * (AERODESK_CHROMIUM to use another).
 */
export const CHROMIUM_PATH = process.env.AERODESK_CHROMIUM ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * What the e2e specs and the component tests drive: Chromium's headless shell (Debian package
 * `chromium-headless-shell`, the same Blink as `chromium` without the browser around it) where it
 * is installed, else the full Chromium. Measured on two e2e specs here: Chromium's processes used
 * 55 CPU-seconds against 100 with the full browser in headless mode, the run as a whole 93
 * against 148; the screens render the same. Playwright drives the headless shell by default for
 * the same reason. AERODESK_CHROMIUM overrides both.
 */
export const TEST_CHROMIUM_PATH =
  process.env.AERODESK_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags for the system Chromium in containers and CI (no sandbox, no GPU, no background calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2eEnvironment {
  /** The browser host's launch URL, secret included. */
  hostUrl: string;
  /** A scratch folder of this run: downloads, Electron's user data. */
  runDir: string;
  /** The folder the in-page save dialog opens in. */
  downloadsDir: string;
  /** What the host printed (its terminal). */
  hostLog: string;
}

export function e2eEnvironment(): E2eEnvironment {
  const { AERODESK_E2E_URL, AERODESK_E2E_RUN_DIR, AERODESK_E2E_LOG } = process.env;
  if (!AERODESK_E2E_URL || !AERODESK_E2E_RUN_DIR || !AERODESK_E2E_LOG) {
    throw new Error('The e2e environment is missing: run through `npx playwright test`.');
  }
  return {
    hostUrl: AERODESK_E2E_URL,
    runDir: AERODESK_E2E_RUN_DIR,
    downloadsDir: join(AERODESK_E2E_RUN_DIR, 'downloads'),
    hostLog: AERODESK_E2E_LOG,
  };
}

/** Hands a host to the specs of this process (and the workers it starts). */
export function setE2eEnvironment(host: {
  hostUrl: string;
  runDir: string;
  hostLog: string;
}): void {
  process.env.AERODESK_E2E_URL = host.hostUrl;
  process.env.AERODESK_E2E_RUN_DIR = host.runDir;
  process.env.AERODESK_E2E_LOG = host.hostLog;
}

export const ELECTRON_MISSING =
  'the Electron runtime is not installed here (node_modules/electron has no binary; ' +
  '`node node_modules/electron/install.js` fetches it where there is internet)';
