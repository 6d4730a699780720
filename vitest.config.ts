import { defineConfig } from 'vitest/config';

/**
 * One project per side (DESIGN.md "tests/"). Server tests share one embedded PostgreSQL started in
 * global set-up, and each test file gets a fresh database cloned from a migrated, seeded template.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['tests/shared/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Pure renderer logic (HTTP client, mappings, builders, guard) in Node. Component tests, when
        // there are any, run in a real browser (vitest browser mode), never in a DOM stand-in.
        test: { name: 'renderer', include: ['tests/renderer/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'main',
          include: ['tests/main/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
