/**
 * Files appear whole or not at all: everything is written to a temporary file beside the target
 * (same folder, so the rename cannot cross file systems) and renamed over it only on success.
 */
import { randomBytes } from 'node:crypto';
import { link, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A hidden, unique temporary name beside `target`: `.report.xlsx.3f9a2c1b.part`. */
function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.part`);
}

/** Moves a finished temporary file into place (replacing an older file of the same name). */
async function commitTemp(tempPath: string, target: string): Promise<void> {
  await rename(tempPath, target);
}

/** Removes a temporary file after a failure or a cancel; never throws. */
async function discardTemp(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true }).catch(() => undefined);
}

/** Writes `data` to `target` atomically. */
export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const tempPath = tempPathFor(target);
  try {
    await writeFile(tempPath, data, { flag: 'wx', mode: 0o600 });
    await commitTemp(tempPath, target);
  } catch (error) {
    await discardTemp(tempPath);
    throw error;
  }
}

/**
 * Creates `target` whole with `data`, only if it is not there yet (EEXIST otherwise): the data
 * goes to a temporary file, then a hard link names it `target`, which fails when the name is
 * taken. Unlike `writeFile(target, data, { flag: 'wx' })`, nobody ever reads the file half
 * written: of two processes making the same file at once, the loser read an empty one.
 */
export async function createFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const tempPath = tempPathFor(target);
  try {
    await writeFile(tempPath, data, { flag: 'wx', mode: 0o600 });
    await link(tempPath, target);
  } finally {
    await discardTemp(tempPath);
  }
}

/** Runs `write(tempPath)` and moves the result to `target`; on any failure nothing is left. */
export async function withTempFile<T>(
  target: string,
  write: (tempPath: string) => Promise<T>,
): Promise<T> {
  const tempPath = tempPathFor(target);
  try {
    const result = await write(tempPath);
    await commitTemp(tempPath, target);
    return result;
  } catch (error) {
    await discardTemp(tempPath);
    throw error;
  }
}
