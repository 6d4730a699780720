/**
 * The reference-data cache on disk: `<user-data>/cache/<key>.json` holding `{savedAt, data}`, so the
 * app opens with its lists (countries, currencies, conditions...) while the server is unreachable.
 * Written atomically: a crash mid-write leaves the previous copy, never half a file.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { refCacheKeySchema, type CachedEntry } from '../../src-shared/bridge.ts';
import { writeFileAtomic } from './atomic-file.ts';

/** A cache entry larger than this is refused: reference lists are small, this is a mistake. */
const REF_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const cachedEntrySchema = z.object({ savedAt: z.iso.datetime(), data: z.unknown() });

export interface RefCache {
  save(key: string, data: unknown): Promise<void>;
  /** The cached entry, or null when there is none or it cannot be read. */
  load(key: string): Promise<CachedEntry | null>;
}

export function createRefCache(options: { dir: string; now?: () => Date }): RefCache {
  const now = options.now ?? (() => new Date());
  // The key is validated again here because it becomes part of a path.
  const fileOf = (key: string) => join(options.dir, `${refCacheKeySchema.parse(key)}.json`);

  return {
    async save(key, data) {
      if (data === undefined) throw new Error('Nothing to cache: the data is missing.');
      const file = fileOf(key);
      const text = JSON.stringify({ savedAt: now().toISOString(), data });
      const bytes = Buffer.byteLength(text);
      if (bytes > REF_CACHE_MAX_BYTES) {
        throw new Error(
          `The data for "${key}" is too large to cache (${bytes} bytes; the limit is ${REF_CACHE_MAX_BYTES}).`,
        );
      }
      await mkdir(options.dir, { recursive: true });
      await writeFileAtomic(file, text);
    },

    async load(key) {
      let text: string;
      try {
        text = await readFile(fileOf(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const parsed = cachedEntrySchema.safeParse(JSON.parse(text));
        return parsed.success && 'data' in parsed.data
          ? { savedAt: parsed.data.savedAt, data: parsed.data.data }
          : null;
      } catch {
        return null;
      }
    },
  };
}
