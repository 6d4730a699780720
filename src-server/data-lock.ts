/**
 * One server per data folder. Two servers on one folder would fight over its PostgreSQL (the
 * second took the first's live database for one "left running by an earlier run" and stopped it)
 * and its uploads. The first server writes `server.lock` (its pid, start time and command),
 * created exclusively; a second one reads it and refuses, naming that process, and touches
 * nothing. The same holds for Electron, the browser host and `npm run server` on one folder.
 *
 * A lock whose process is gone is stale, and taken over: the owner was killed (SIGKILL, a crash,
 * a power cut), and what it left running is then cleaned up by the database manager. A pid that
 * runs again is not enough to call the lock held: pids are reused (in a container the server is
 * often pid 1 on every start), so the process must also have the recorded start time. Where the
 * system does not tell start times (Windows), the executable's name must match instead.
 */
import { randomUUID } from 'node:crypto';
import { link, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processInfo, type ProcessInfo } from './processes.ts';

export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  command: string;
  name: string;
  started?: string;
  /** When the lock was taken (ISO), for the message. */
  since: string;
}

interface DataFolderLock {
  readonly path: string;
  /** Removes the lock if it is still ours. */
  release(): Promise<void>;
}

/** The data folder is held by a live server; the message names it. */
export class DataFolderInUseError extends Error {
  readonly owner: LockOwner;

  constructor(dataDir: string, owner: LockOwner) {
    const what = owner.command ? `process ${owner.pid} (${owner.command})` : `process ${owner.pid}`;
    super(
      `The data folder ${dataDir} is in use by another Aerodesk server: ${what}, running since ${owner.since}. ` +
        'Stop that server first, or give this one another data folder.',
    );
    this.name = 'DataFolderInUseError';
    this.owner = owner;
  }
}

/** Folders locked by this process: a second server in the same process is refused too. */
const heldHere = new Set<string>();

export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const path = join(dataDir, LOCK_FILE);
  const me = await processInfo(process.pid);
  const owner: LockOwner = {
    pid: process.pid,
    command: me?.command ?? process.argv.join(' '),
    name: me?.name ?? '',
    started: me?.started,
    since: new Date().toISOString(),
  };
  if (heldHere.has(path)) throw new DataFolderInUseError(dataDir, (await readOwner(path)) ?? owner);
  // A few rounds: each either takes the lock, refuses, or removes one stale lock.
  for (let round = 0; round < 5; round++) {
    if (await createExclusively(path, `${JSON.stringify(owner, null, 2)}\n`)) {
      heldHere.add(path);
      return { path, release: () => release(path, owner) };
    }
    const holder = await readOwner(path);
    if (holder && (await isLive(holder))) throw new DataFolderInUseError(dataDir, holder);
    await removeStale(path, holder);
  }
  throw new Error(`Could not lock the data folder ${dataDir} (${path} keeps coming back).`);
}

/** Whether the process that wrote the lock is still the one running under its pid. */
async function isLive(holder: LockOwner): Promise<boolean> {
  const now: ProcessInfo | undefined = await processInfo(holder.pid);
  if (!now) return false;
  if (holder.started !== undefined && now.started !== undefined)
    return holder.started === now.started;
  // No start times to compare: a different program under that pid is a reused pid.
  return !holder.name || !now.name || holder.name === now.name;
}

/**
 * Writes the whole file under a temporary name and links it into place: the link fails if the
 * lock exists, and a reader never sees a half-written lock. Where links are not supported, an
 * exclusive create.
 */
async function createExclusively(path: string, content: string): Promise<boolean> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o644 });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    return await createWithOpen(path, content);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function createWithOpen(path: string, content: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx', 0o644);
    try {
      await handle.writeFile(content);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The lock's owner; undefined when the file is gone, unreadable or not a lock of ours. */
async function readOwner(path: string): Promise<LockOwner | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  // A lock made by exclusive create may be caught between create and write: read it again.
  for (let attempt = 0; attempt < 10 && text.trim() === ''; attempt++) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    text = await readFile(path, 'utf8').catch(() => '');
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid)) return undefined;
    return {
      pid: parsed.pid,
      command: typeof parsed.command === 'string' ? parsed.command : '',
      name: typeof parsed.name === 'string' ? parsed.name : '',
      started: typeof parsed.started === 'string' ? parsed.started : undefined,
      since: typeof parsed.since === 'string' ? parsed.since : 'an unknown time',
    };
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock. Two servers starting at once may both find it stale: each first moves it
 * aside under a name of its own (only one move succeeds per file), then checks that what it moved
 * is the stale lock it judged and not a fresh one the other has just made; a fresh one goes back.
 */
async function removeStale(path: string, judged: LockOwner | undefined): Promise<void> {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    await rename(path, aside);
  } catch {
    return; // Gone already: the next round tries again.
  }
  const moved = await readOwner(aside);
  const same =
    moved === judged ||
    (moved !== undefined &&
      judged !== undefined &&
      moved.pid === judged.pid &&
      moved.started === judged.started &&
      moved.since === judged.since);
  if (!same) await link(aside, path).catch(() => undefined);
  await rm(aside, { force: true });
}

async function release(path: string, owner: LockOwner): Promise<void> {
  heldHere.delete(path);
  const holder = await readOwner(path);
  if (holder?.pid === owner.pid && holder.since === owner.since) await rm(path, { force: true });
}
