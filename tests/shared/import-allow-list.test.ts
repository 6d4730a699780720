/**
 * The layers' allow-lists (eslint.config.js, eslint-rules/import-allow-list.ts) through ESLint's
 * own API on the real configuration: a file of each layer importing what it may passes, and one
 * importing what it may not fails, named by the rule.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The specifiers the allow-list rule refuses in `code`, as if it were the file at `file`. */
async function refused(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/import-allow-list')
    .map((message) => message.message.split("'")[1] ?? message.message);
}

/** [file, specifier] pairs: each a one-line import, checked alone. */
const REFUSED: [string, string][] = [
  ['src-renderer/features/rfq/list.tsx', 'pg'],
  ['src-renderer/features/rfq/list.tsx', 'kysely'],
  ['src-renderer/features/rfq/list.tsx', 'exceljs'],
  ['src-renderer/features/rfq/list.tsx', 'pdfmake'],
  ['src-renderer/features/rfq/list.tsx', 'fastify'],
  ['src-renderer/features/rfq/list.tsx', 'electron'],
  ['src-renderer/features/rfq/list.tsx', 'node:fs'],
  ['src-renderer/features/rfq/list.tsx', 'fs'],
  ['src-renderer/features/rfq/list.tsx', '../../../src-server/app.ts'],
  ['src-renderer/features/rfq/list.tsx', '../../../src-main/app-services.ts'],
  ['src-renderer/features/rfq/list.tsx', '../../../src-preload/bridge-object.ts'],
  ['src-renderer/features/rfq/list.tsx', '../../../scripts/bundles.ts'],
  ['src-shared/domain/money.ts', 'pg'],
  ['src-shared/domain/money.ts', 'kysely'],
  ['src-shared/domain/money.ts', 'exceljs'],
  ['src-shared/domain/money.ts', 'react'],
  ['src-shared/domain/money.ts', 'node:path'],
  ['src-shared/domain/money.ts', '../../src-server/seed/generate.ts'],
  ['src-shared/domain/money.ts', '../../src-renderer/api/client.ts'],
  ['src-preload/preload.ts', '../src-preload/host/transport.ts'],
  ['src-preload/host/transport.ts', 'electron'],
  ['src-preload/host-preload.ts', 'node:fs'],
  ['src-preload/host-preload.ts', '../src-renderer/bridge.ts'],
  ['src-server/areas/rfq/routes.ts', '../../seed/generate.ts'],
  ['src-server/areas/rfq/routes.ts', 'electron'],
  ['src-server/areas/rfq/routes.ts', 'react'],
  ['src-server/areas/rfq/routes.ts', '../../../src-main/app-services.ts'],
  ['src-server/areas/rfq/routes.ts', '../../../src-preload/bridge-object.ts'],
  ['src-server/areas/rfq/routes.ts', '../../../scripts/bundles.ts'],
  ['src-main/host/main.ts', '../../scripts/bundles.ts'],
  ['src-main/host/main.ts', '../../src-renderer/main.tsx'],
  ['src-main/host/main.ts', '../../src-server/areas/rfq/routes.ts'],
  ['src-main/host/main.ts', '../../src-server/seed/seed.ts'],
  ['src-main/host/main.ts', 'react'],
  ['src-main/host/main.ts', 'pg'],
];

const ALLOWED: [string, string][] = [
  ['src-renderer/features/rfq/list.tsx', 'react'],
  ['src-renderer/features/rfq/list.tsx', 'react-dom/client'],
  ['src-renderer/features/rfq/list.tsx', '@tanstack/react-query'],
  ['src-renderer/features/rfq/list.tsx', 'react-hook-form'],
  ['src-renderer/features/rfq/list.tsx', '@hookform/resolvers/zod'],
  ['src-renderer/features/rfq/list.tsx', 'zod'],
  ['src-renderer/features/rfq/list.tsx', '../../../src-shared/api/rfq.ts'],
  ['src-renderer/features/rfq/list.tsx', '../../components/table.tsx'],
  ['src-shared/domain/money.ts', 'zod'],
  ['src-shared/domain/money.ts', './pricing.ts'],
  ['src-shared/domain/money.ts', '../api/rfq.ts'],
  ['src-preload/preload.ts', 'electron'],
  ['src-preload/preload.ts', '../src-shared/bridge.ts'],
  ['src-preload/preload.ts', './bridge-object.ts'],
  ['src-preload/host-preload.ts', './host/transport.ts'],
  ['src-preload/host/transport.ts', '../../src-shared/host-protocol.ts'],
  ['src-server/areas/rfq/routes.ts', 'kysely'],
  ['src-server/areas/rfq/routes.ts', 'node:fs/promises'],
  ['src-server/areas/rfq/routes.ts', '../../../src-shared/domain/part-number.ts'],
  ['src-server/areas/rfq/routes.ts', '../../db/database.ts'],
  ['src-server/start.ts', './seed/seed.ts'],
  ['src-server/seed/seed.ts', './generate.ts'],
  ['src-main/host/main.ts', 'electron'],
  ['src-main/host/main.ts', 'node:path'],
  ['src-main/host/main.ts', '../../src-server/start.ts'],
  ['src-main/host/main.ts', '../../src-shared/bridge.ts'],
  ['tests/server/seed.test.ts', '../../src-server/seed/generate.ts'],
  ['scripts/start.ts', '../src-server/seed/seed.ts'],
  ['bench/seed.bench.ts', '../src-server/seed/generate.ts'],
];

describe('import allow-lists', () => {
  // The first lint loads the configuration and starts the typed rules' TypeScript program: seconds
  // on a busy machine, more than a test's 5 s. Paid here, not by whichever case runs first.
  beforeAll(() => refused('src-shared/domain/money.ts', ''), 120_000);

  it.each(REFUSED)('%s may not import %s', async (file, specifier) => {
    expect(await refused(file, `import '${specifier}';\n`)).toEqual([specifier]);
  });

  it.each(ALLOWED)('%s may import %s', async (file, specifier) => {
    expect(await refused(file, `import '${specifier}';\n`)).toEqual([]);
  });

  it('checks type-only imports, re-exports and dynamic imports too', async () => {
    const code = [
      "import type { Pool } from 'pg';",
      "export { Kysely } from 'kysely';",
      "export * from 'exceljs';",
      "export async function load() { return import('node:fs'); }",
      '',
    ].join('\n');
    expect(await refused('src-shared/domain/money.ts', code)).toEqual([
      'pg',
      'kysely',
      'exceljs',
      'node:fs',
    ]);
  });
});
