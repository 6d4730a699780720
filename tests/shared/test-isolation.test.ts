/**
 * The shared, server and renderer projects run with `isolate: false` (vitest.config.ts): a worker
 * keeps its modules from one test file to the next. That is sound only while no test file of
 * theirs replaces a module or a global for the files after it; this says so when one starts to.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SHARED_WORKER_FOLDERS = ['tests/shared', 'tests/server', 'tests/renderer'];
/** Calls that change what later files in the same worker would see. */
const LEAKING = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;

it('no test file of the projects without isolation replaces a module or a global', async () => {
  const offenders: string[] = [];
  for (const folder of SHARED_WORKER_FOLDERS) {
    for (const name of await readdir(join(ROOT, folder), { recursive: true })) {
      if (!/\.tsx?$/.test(name) || name.endsWith('test-isolation.test.ts')) continue;
      const text = await readFile(join(ROOT, folder, name), 'utf8');
      if (LEAKING.test(text)) offenders.push(`${folder}/${name}`);
    }
  }
  expect(offenders).toEqual([]);
});
