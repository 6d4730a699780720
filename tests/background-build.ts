/**
 * Work a global set-up starts and does not wait for (a template database, a prepared data folder),
 * told to the test files, which run in other processes, through a folder of marks: `ready` when
 * it is done, `failed` with what went wrong. A test file that needs the work waits for its mark.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const READY = 'ready';
const FAILED = 'failed';

/** Leaves `ready` or `failed` (with the error) in `marks` when `work` settles. */
export function markWhenSettled(work: Promise<unknown>, marks: string): Promise<void> {
  return work.then(
    () => writeFile(join(marks, READY), ''),
    (error: unknown) =>
      writeFile(join(marks, FAILED), error instanceof Error ? (error.stack ?? '') : String(error)),
  );
}

/** Waits for `ready` in `marks`; throws, naming `what`, on `failed` or after `timeoutMs`. */
export async function settled(marks: string, what: string, timeoutMs: number): Promise<void> {
  for (let waited = 0; !existsSync(join(marks, READY)); waited += 100) {
    if (existsSync(join(marks, FAILED))) {
      throw new Error(`${what} failed: ${await readFile(join(marks, FAILED), 'utf8')}`);
    }
    if (waited > timeoutMs) throw new Error(`${what} is not ready in time.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
