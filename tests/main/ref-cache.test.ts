import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRefCache } from '../../src-main/services/ref-cache.ts';
import { filesIn, removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

describe('reference-data cache on disk', () => {
  const baseInfo = { currency: [{ id: 1, name: 'US dollar', code: 'USD' }], condition: [] };

  it('saves and loads an entry with the time it was saved', async () => {
    const dir = join(await tempDir(), 'cache');
    const savedAt = new Date('2026-11-21T08:30:00.000Z');
    const cache = createRefCache({ dir, now: () => savedAt });
    await cache.save('base_info.sales', baseInfo);

    const loaded = await createRefCache({ dir }).load('base_info.sales');
    expect(loaded).toEqual({ savedAt: savedAt.toISOString(), data: baseInfo });
    // One file per key, and no temporary file left behind.
    expect(await filesIn(dir)).toEqual(['base_info.sales.json']);
  });

  it('replaces an older entry', async () => {
    const dir = await tempDir();
    const cache = createRefCache({ dir });
    await cache.save('countries', ['DE']);
    await cache.save('countries', ['DE', 'FR']);
    expect((await cache.load('countries'))?.data).toEqual(['DE', 'FR']);
    expect(await filesIn(dir)).toEqual(['countries.json']);
  });

  it('answers null for a missing or unreadable entry', async () => {
    const dir = await tempDir();
    const cache = createRefCache({ dir });
    expect(await cache.load('never-saved')).toBeNull();

    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'broken.json'), '{"savedAt": "2026', 'utf8');
    await writeFile(join(dir, 'no-date.json'), JSON.stringify({ data: [1] }), 'utf8');
    expect(await cache.load('broken')).toBeNull();
    expect(await cache.load('no-date')).toBeNull();
  });

  it('refuses keys that could name another path, writing nothing', async () => {
    const dir = await tempDir();
    const cache = createRefCache({ dir });
    for (const key of ['../escape', 'a/b', '', 'x'.repeat(101)]) {
      await expect(cache.save(key, [1]), key).rejects.toThrow();
    }
    expect(await filesIn(dir)).toEqual([]);
  });

  it('refuses a missing value', async () => {
    const cache = createRefCache({ dir: await tempDir() });
    await expect(cache.save('empty', undefined)).rejects.toThrow(/missing/);
  });
});
