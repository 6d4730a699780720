/**
 * The server as `npm run server` runs it: a real child process with its own embedded PostgreSQL
 * in a data folder. Committed rows survive a SIGKILL of node (the orphaned PostgreSQL is found and
 * stopped on the next start); SIGTERM stops everything cleanly with exit code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../src-shared/api/auth.ts';
import type { CompanyDetail } from '../../src-shared/api/company.ts';

const MAIN = resolve(import.meta.dirname, '../../src-server/main.ts');
const START_TIMEOUT_MS = 90_000;

interface RunningChild {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const parent = await mkdtemp(join(tmpdir(), 'aerodesk-process-'));
  await chmod(parent, 0o711);
  dataDir = join(parent, 'data');
});

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // Whatever a failed test left running in our folder is stopped before the folder goes.
  const pid = await postmasterPid();
  if (pid !== undefined && (await alive(pid))) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && (await alive(pid)); i++)
      await new Promise((done) => setTimeout(done, 100));
  }
  await rm(resolve(dataDir, '..'), { recursive: true, force: true });
});

function startChild(): Promise<RunningChild> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_SCALE: '0.1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      const match = /listening on (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolveStart({ child, url: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
}

async function postmasterPid(): Promise<number | undefined> {
  try {
    const text = await readFile(join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8');
    return Number(text.split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** Running, not a zombie (an orphan's exit may wait a while to be reaped by init). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/\) Z /.test(stat);
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(new URL('api/token/', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'sales', password: 'demo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as TokenPair).access;
}

describe('the server process', () => {
  let createdId: number;

  it('starts, logs its URL, and serves a committed write', async () => {
    const first = await startChild();
    expect(first.output()).toMatch(/Aerodesk server listening on http:\/\/127\.0\.0\.1:\d+\//);
    const token = await signIn(first.url);
    const response = await fetch(new URL('sales/company/', first.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ name: 'Survives Kill Nine Aviation', category: 1, country: 1 }),
    });
    expect(response.status).toBe(201);
    createdId = ((await response.json()) as CompanyDetail).id;

    const orphan = await postmasterPid();
    expect(orphan).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exited;
    // Node is gone; the PostgreSQL it started is still running, orphaned.
    expect(await alive(orphan as number)).toBe(true);

    const second = await startChild();
    expect(await alive(orphan as number)).toBe(false);
    expect(second.output()).toMatch(/left running by an earlier run/);
    const again = await signIn(second.url);
    const detail = await fetch(new URL(`sales/company/${createdId}/`, second.url), {
      headers: { Authorization: `JWT ${again}` },
    });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as CompanyDetail).name).toBe('Survives Kill Nine Aviation');
    // Seeded once: the second start did not seed again.
    expect(second.output()).not.toMatch(/Seeded demo data/);

    const postmaster = await postmasterPid();
    expect(postmaster).toBeDefined();
    second.child.kill('SIGTERM');
    const { code } = await second.exited;
    expect(code).toBe(0);
    expect(second.output()).toMatch(/Stopped\./);
    expect(await alive(postmaster as number)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);
  }, 240_000);

  it('starts over a stale postmaster.pid whose process is gone, and stops on SIGINT', async () => {
    // The pid of a process that has ended: PostgreSQL treats the file as stale by itself.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => gone.once('exit', done));
    expect(await alive(gone.pid as number)).toBe(false);
    await writeFile(
      join(dataDir, 'postgres', 'data', 'postmaster.pid'),
      `${gone.pid}\n${join(dataDir, 'postgres', 'data')}\n0\n5432\n\n127.0.0.1\n`,
    );
    const third = await startChild();
    const token = await signIn(third.url);
    const detail = await fetch(new URL(`sales/company/${createdId}/`, third.url), {
      headers: { Authorization: `JWT ${token}` },
    });
    expect(detail.status).toBe(200);
    const postmaster = await postmasterPid();
    third.child.kill('SIGINT');
    const { code } = await third.exited;
    expect(code).toBe(0);
    expect(await alive(postmaster as number)).toBe(false);
  }, 240_000);
});
