import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
// Chromium launched as the e2e specs launch it.
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/e2e/environment.ts';
import { SlowFirstSequencer } from './tests/sequencer.ts';

/**
 * One project per side (DESIGN.md "tests/"). Server tests share one embedded PostgreSQL started in
 * global set-up, and each test file gets a fresh database cloned from a migrated, seeded template.
 * Component tests render the screens in the system Chromium (Vitest browser mode over Playwright)
 * against one reference server started in their global set-up.
 */

export default defineConfig({
  test: {
    /**
     * Vitest's default is one worker fewer than there are cores: one on a 2-core machine. Our test
     * files spend much of their time waiting on PostgreSQL, child processes and Chromium, which
     * run beside the workers, so one worker per core (at least two) keeps both cores busy: the
     * unit, server and main tests took 283 s with one worker here and 195 s with two.
     */
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/server/global-setup.ts', 'tests/prepared-data-dir.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Pure renderer logic (HTTP client, mappings, builders, guard) in Node. Component tests, when
        // there are any, run in a real browser (vitest browser mode), never in a DOM stand-in.
        test: {
          name: 'renderer',
          include: ['tests/renderer/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          // The files share one page, one after another, as the tests of a file do: the harness
          // resets what a screen leaves (tests/components/harness/app.tsx `unmount`, and each
          // file signs in anew), and the app's modules load once instead of once a file (the
          // step took 64 s and 116 CPU-seconds with a page per file, 50 s and 86 without).
          isolate: false,
          include: ['tests/components/**/*.test.tsx'],
          globalSetup: ['tests/components/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // What a screen shows after a round trip to the server is awaited as the e2e specs await
          // it (Playwright's 15 s there): Vitest's 1 s default for expect.poll and expect.element
          // fails a correct screen on a machine busy with other work (seen at load 17-26 here).
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: TEST_CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1440, height: 900 },
          },
        },
      },
      {
        test: {
          name: 'main',
          // One module graph per worker, as the server project has: no main test swaps a module
          // or a global, each builds its services from their factories. The project took 94 s
          // alone with a fresh graph per file, 75 s without.
          isolate: false,
          include: ['tests/main/**/*.test.ts'],
          globalSetup: ['tests/prepared-data-dir.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
