import { defineConfig } from '@playwright/test';
import type { AppHost } from './tests/e2e/fixtures.ts';

/**
 * The end-to-end suite: the real renderer, the real main-process services and the real server.
 * - `browser-host`: the browser host (src-main/host) started once in global set-up, driven in the
 *   system Chromium. This is how the app runs and is tested on machines without Electron.
 * - `electron`: the same specs through Playwright's Electron support, where the runtime exists;
 *   skipped with a printed reason elsewhere.
 * Two workers in the browser host: the first uses the host of global set-up, the second starts its
 * own (fixtures.ts `workerHost`: its own database and keychain); the specs of one file run in one
 * worker, in order, sharing its app as a user would. A third worker made the step slower on two
 * cores, not faster. Electron keeps one worker: its app uses the one keychain of this machine.
 */
export default defineConfig<object, { appHost: AppHost }>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1440, height: 900 },
    // No trace by default: recording one costs every test about 1.5 s (a sign-in-only test took
    // 4.4 s with it, 3.0 s without), and CI keeps none. To see a failure step by step, run the
    // spec again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'browser-host', use: { appHost: 'browser' } },
    { name: 'electron', use: { appHost: 'electron' }, workers: 1 },
  ],
});
