/**
 * One server per data folder, and start-up failures said before the slow work:
 * - a second server on a folder in use refuses, names the first's process, and leaves its
 *   database alone; a lock whose process is gone, or whose pid now belongs to another program,
 *   is stale and taken over;
 * - a port in use is reported before the database is created.
 * Real processes and real files throughout.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from '../../src-server/data-lock.ts';
import { processInfo } from '../../src-server/processes.ts';
import { serverBundle } from '../server-bundles.ts';
import {
  identify,
  makeDataDir,
  postmasterPid,
  removeDataDir,
  signIn,
  spawnServer,
  startServerProcess,
  stillRuns,
  type ServerChild,
} from './server-process.ts';

const folders: string[] = [];
const children: ServerChild[] = [];

async function folder(prefix: string): Promise<string> {
  const dir = await makeDataDir(prefix);
  folders.push(dir);
  await mkdir(dir, { recursive: true });
  return dir;
}

afterAll(async () => {
  for (const dir of folders) await removeDataDir(dir, children);
});

/** A process that runs until killed, as the holder of a pid. */
function sleeper(): { pid: number; stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  return { pid: child.pid as number, stop: () => child.kill('SIGKILL') };
}

async function writeLock(dir: string, owner: Record<string, unknown>): Promise<void> {
  await writeFile(join(dir, LOCK_FILE), JSON.stringify(owner));
}

describe('the data folder lock', () => {
  let dataDir: string;
  let first: ServerChild;

  beforeAll(async () => {
    dataDir = await folder('aerodesk-lock-');
    first = await startServerProcess(dataDir);
    children.push(first);
  });

  it("refuses a second server on the folder, naming the first, and leaves the first's database alone", async () => {
    const postmaster = await identify((await postmasterPid(dataDir)) as number);

    const second = spawnServer(dataDir);
    const { code, output } = await second.exited;
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${dataDir} is in use by another Aerodesk server`);
    expect(output).toContain(`process ${first.pid} (`);
    // The holder's command line, which names the file it runs.
    expect(output).toContain(serverBundle('main'));
    expect(output).not.toMatch(/left running by an earlier run/);

    // The first server and its database went on as if nothing happened.
    expect(await postmasterPid(dataDir)).toBe(postmaster.pid);
    expect(await stillRuns(postmaster)).toBe(true);
    expect(await signIn(first.url)).toBeTruthy();
    expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: first.pid,
    });
  }, 60_000);

  it('is taken over from a server that was killed, whose database is then stopped and restarted', async () => {
    const orphan = await identify((await postmasterPid(dataDir)) as number);
    first.child.kill('SIGKILL');
    await first.exited;
    // The lock still names the dead process; its PostgreSQL still runs.
    expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: first.pid,
    });
    expect(await stillRuns(orphan)).toBe(true);

    const next = await startServerProcess(dataDir);
    children.push(next);
    expect(next.output()).toMatch(/left running by an earlier run/);
    expect(await stillRuns(orphan)).toBe(false);
    expect(await signIn(next.url)).toBeTruthy();
    expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: next.pid,
    });

    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    // Released on a clean stop.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('stale and live locks', () => {
  it('refuses while the recorded process runs, and takes over a lock whose pid now runs another process', async () => {
    const dir = await folder('aerodesk-lock-reuse-');
    const holder = sleeper();
    try {
      const info = await processInfo(holder.pid);
      expect(info).toBeDefined();
      // The holder as it would have written the lock itself.
      await writeLock(dir, { ...info, since: new Date().toISOString() });
      const refusal = await lockDataFolder(dir).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataFolderInUseError);
      expect((refusal as Error).message).toContain(`process ${holder.pid} (${info?.command})`);

      // Same pid, but started at another time: a process that got the pid of a dead server.
      await writeLock(dir, { ...info, started: 'another-boot:1', since: '2020-01-01T00:00:00Z' });
      const lock = await lockDataFolder(dir);
      expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
      expect(existsSync(lock.path)).toBe(false);
    } finally {
      holder.stop();
    }
  });

  it('takes over a lock of a process that has ended, or a file that is not a lock', async () => {
    const dir = await folder('aerodesk-lock-stale-');
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => ended.once('exit', done));
    await writeLock(dir, { pid: ended.pid, command: 'node', name: 'node', since: 'then' });
    const lock = await lockDataFolder(dir);
    await lock.release();

    await writeFile(join(dir, LOCK_FILE), 'not json');
    const again = await lockDataFolder(dir);
    await again.release();
  });

  it('refuses a second server in the same process', async () => {
    const dir = await folder('aerodesk-lock-twice-');
    const lock = await lockDataFolder(dir);
    try {
      await expect(lockDataFolder(dir)).rejects.toThrow(
        new RegExp(`in use by another Aerodesk server: process ${process.pid} `),
      );
    } finally {
      await lock.release();
    }
    // Released, it can be taken again.
    await (await lockDataFolder(dir)).release();
  });
});

describe('a port in use', () => {
  let busy: Server;
  let port: number;

  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    port = (busy.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((done) => busy.close(done));
  });

  it('is reported before the database is created, and leaves the folder unlocked', async () => {
    const dataDir = await folder('aerodesk-port-');
    const { code, output } = await spawnServer(dataDir, { PORT: String(port) }).exited;
    expect(code).toBe(1);
    expect(output).toContain(
      `The server did not start: Port ${port} on 127.0.0.1 is already in use by another program`,
    );
    // No stack trace for a refusal worded for people.
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
