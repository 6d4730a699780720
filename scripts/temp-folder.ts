/**
 * A throwaway folder for scripts and benchmarks: made under the OS temp folder, removed when the
 * work ends, whatever happened.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `work` in a new folder named `prefix` plus a random tail; removes the folder afterwards. */
export async function inTempFolder<T>(
  prefix: string,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
