/**
 * The server as `npm run server` runs it, for the tests that need a real process: `node
 * src-server/main.ts` (its bundle, tests/server-bundles.ts) with its own embedded PostgreSQL in a
 * data folder, its output captured.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TokenPair } from '../../src-shared/api/auth.ts';
import { processInfo, type ProcessInfo } from '../../src-server/processes.ts';
import { settled } from '../background-build.ts';
import { BUNDLE_NODE_FLAGS, serverBundle } from '../server-bundles.ts';

const START_TIMEOUT_MS = 90_000;
const execFileAsync = promisify(execFile);

export interface ServerChild {
  child: ChildProcess;
  pid: number;
  /** With a trailing slash. */
  url: string;
  output: () => string;
  exited: Promise<ChildExit>;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** A process of `node src-server/main.ts` (bundled); resolves on its exit, with all it wrote. */
export function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string; exited: Promise<ChildExit> } {
  const child = spawn(process.execPath, [...BUNDLE_NODE_FLAGS, serverBundle('main')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_SCALE: '0.1',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ChildExit>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal, output })),
  );
  return { child, output: () => output, exited };
}

/** Starts a server process and waits until it listens. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerChild> {
  const { child, output, exited } = spawnServer(dataDir, env);
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output()}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      const match = /listening on (http:\/\/\S+\/)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolveStart({ child, pid: child.pid as number, url: match[1], output, exited });
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output()}`));
    });
  });
}

/** A data folder PostgreSQL can reach when it runs as another user (we may be root). */
export async function makeDataDir(prefix: string): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), prefix));
  await chmod(parent, 0o711);
  return join(parent, 'data');
}

/**
 * A data folder holding a copy of the one the test run prepared (tests/prepared-data-dir.ts): its
 * PostgreSQL created, migrated and seeded, stopped. For a test about a server's life on its data,
 * not about a first start. Waits for the preparation when it is still under way.
 */
export async function preparedDataDir(prefix: string, prepared: string): Promise<string> {
  await settled(dirname(prepared), 'The prepared data folder', START_TIMEOUT_MS);
  const dataDir = await makeDataDir(prefix);
  // cp -a keeps the owner of PostgreSQL's files (the postgres user when we are root).
  await execFileAsync('cp', ['-a', prepared, dataDir]);
  return dataDir;
}

/** Stops whatever a failed test left running in the folder, then removes it. */
export async function removeDataDir(dataDir: string, children: ServerChild[]): Promise<void> {
  for (const server of children) if (childRuns(server)) server.child.kill('SIGKILL');
  const pid = await postmasterPid(dataDir);
  const postmaster = pid === undefined ? undefined : await processInfo(pid);
  if (postmaster) {
    process.kill(postmaster.pid, 'SIGINT');
    for (let i = 0; i < 300 && (await stillRuns(postmaster)); i++) await sleep(100);
  }
  await rm(resolve(dataDir, '..'), { recursive: true, force: true });
}

export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const text = await readFile(join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8');
    return Number(text.split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** The superuser connection of the folder's embedded PostgreSQL, as written in its files. */
export async function postgresAdmin(
  dataDir: string,
): Promise<{ host: string; port: number; user: string; password: string }> {
  const password = (await readFile(join(dataDir, 'postgres', 'password'), 'utf8')).trim();
  const pidFile = await readFile(join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8');
  return { host: '127.0.0.1', port: Number(pidFile.split('\n')[3]), user: 'postgres', password };
}

/**
 * The process that has this pid now, to ask about later (`stillRuns`). A pid alone can name
 * another process or thread soon after its own ended: pid_max is 32768 here, every thread of
 * every test process draws on it, and a run saw an orphaned PostgreSQL's pid taken again within
 * the seconds between its stop and the check.
 */
export async function identify(pid: number): Promise<ProcessInfo> {
  const info = await processInfo(pid);
  if (!info) throw new Error(`No process runs with pid ${pid}.`);
  return info;
}

/** Whether the very process `identify` saw still runs: not ended, and not a later one on its pid. */
export async function stillRuns(known: ProcessInfo): Promise<boolean> {
  const now = await processInfo(known.pid);
  return now !== undefined && now.started === known.started;
}

/** Whether our own server child runs: Node knows that exactly, with no pid to ask about. */
export function childRuns({ child }: ServerChild): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export async function signIn(url: string, username = 'sales'): Promise<string> {
  const response = await fetch(new URL('api/token/', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as TokenPair).access;
}

/** Waits until the process's output matches, or fails after the time given. */
export async function waitForOutput(
  server: { output: () => string },
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline)
      throw new Error(`no ${String(pattern)} in the output:\n${server.output()}`);
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
