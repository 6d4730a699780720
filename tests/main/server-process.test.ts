/**
 * The embedded server in its own process, kept by main's supervisor (server-process/), with a
 * real child: the browser host's Node child running src-server on a real embedded PostgreSQL.
 * Killed, it comes back and answers on the same URL; hung, it is killed and comes back; moved to
 * another port, the app is told; restarts are bounded; and a stop leaves no process behind,
 * neither the server nor its PostgreSQL, even when the server had to be killed.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  superviseServer,
  type SupervisedServer,
  type SupervisorTiming,
} from '../../src-main/server-process/supervisor.ts';
import { STOP_MESSAGE } from '../../src-main/server-process/protocol.ts';
import { createServerInUse } from '../../src-main/services/server-in-use.ts';
import { bundledServerProcess } from '../server-bundles.ts';
import {
  identify,
  postmasterPid,
  preparedDataDir,
  removeDataDir,
  stillRuns,
} from '../server/server-process.ts';
import { logRecorder } from './helpers.ts';

/** Quick checks and restarts, so that a test sees them within seconds. */
const FAST: Partial<SupervisorTiming> = {
  healthIntervalMs: 200,
  healthTimeoutMs: 500,
  unansweredChecks: 2,
  restartDelaysMs: [100],
};

let dataDir: string | undefined;
let supervised: SupervisedServer | undefined;
let blocker: Server | undefined;

afterEach(async () => {
  await supervised?.close();
  supervised = undefined;
  blocker?.close();
  blocker = undefined;
  if (dataDir) await removeDataDir(dataDir, []);
  dataDir = undefined;
});

async function supervise(
  timing: Partial<SupervisorTiming> = FAST,
  onUrlChanged?: (url: string) => void,
) {
  // Its life on some data is under test, not a first start: a copy of the prepared folder.
  dataDir = await preparedDataDir('aerodesk-supervised-', inject('preparedDataDir'));
  const log = logRecorder();
  supervised = await superviseServer({
    spawn: bundledServerProcess(),
    dataDir,
    log,
    timing,
    onUrlChanged,
  });
  return { server: supervised, log, said: () => log.lines.join('\n') };
}

async function health(serverUrl: string): Promise<number | string> {
  try {
    // Bounded: a process that is frozen accepts a connection and answers nothing.
    const signal = AbortSignal.timeout(2_000);
    return (await fetch(new URL('api/health/', serverUrl), { signal })).status;
  } catch (error) {
    return (error as Error).message;
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A process (other than the one given) that answers its health check with 200. */
const backAfter = (server: SupervisedServer, gone: number) => async () =>
  server.pid !== undefined && server.pid !== gone && (await health(server.url)) === 200;

describe('the supervised server process', () => {
  it('answers, comes back on the same URL when killed, and stops leaving no process behind', async () => {
    const { server, said } = await supervise();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await health(server.url)).toBe(200);
    const first = server.pid as number;
    expect(first).not.toBe(process.pid);
    const url = server.url;

    process.kill(first, 'SIGKILL');
    await until('the server is back', backAfter(server, first));
    expect(server.url).toBe(url);
    expect(said()).toContain(
      `The embedded server (pid ${first}) ended unexpectedly (signal SIGKILL)`,
    );
    expect(said()).toContain(`The embedded server is back, at ${url}`);

    const second = await identify(server.pid as number);
    const postmaster = await identify((await postmasterPid(dataDir as string)) as number);
    await server.close();
    expect(await stillRuns(second)).toBe(false);
    expect(await stillRuns(postmaster)).toBe(false);
    expect(await health(url)).toBe('fetch failed');
  }, 120_000);

  it('kills a process that stops answering its health check, and starts another', async () => {
    const { server, said } = await supervise();
    const hung = await identify(server.pid as number);
    // Frozen: alive, holding its port, answering nothing.
    process.kill(hung.pid, 'SIGSTOP');
    await until('the server is back', backAfter(server, hung.pid));
    expect(said()).toContain(
      `The embedded server (pid ${hung.pid}) has not answered its health check 2 times in a row: restarting it.`,
    );
    expect(await stillRuns(hung)).toBe(false);
  }, 120_000);

  it('moves to a free port when its own was taken while it was down, and says so', async () => {
    const moves: string[] = [];
    const { server, said } = await supervise({ ...FAST, restartDelaysMs: [500, 100] }, (url) =>
      moves.push(url),
    );
    const inUse = createServerInUse({
      configuredUrl: () => null,
      startEmbedded: async () => server,
      log: logRecorder(),
    });
    await inUse.ensure();
    const before = server.url;
    const gone = server.pid as number;

    process.kill(gone, 'SIGKILL');
    await until('the death is seen', () => server.pid === undefined);
    // Another program takes the port during the restart's delay.
    blocker = await listenOn(Number(new URL(before).port));

    await until('the server is back', backAfter(server, gone));
    expect(server.url).not.toBe(before);
    expect(moves).toEqual([server.url]);
    // What the window's CSP and every bridge call use from now on.
    expect(inUse.current().url).toBe(server.url);
    expect(said()).toContain('The embedded server did not restart');
  }, 120_000);

  it('gives up after the restarts allowed, and stops the PostgreSQL the killed server left', async () => {
    const { server, said } = await supervise({ ...FAST, maxRestarts: 0 });
    const gone = server.pid as number;
    const postmaster = await identify((await postmasterPid(dataDir as string)) as number);

    process.kill(gone, 'SIGKILL');
    await until('main gives up', () => said().includes('not again'));
    await until('the left PostgreSQL is stopped', async () => !(await stillRuns(postmaster)));
    expect(said()).toContain(`Stopping the embedded PostgreSQL (pid ${postmaster.pid})`);
    expect(server.pid).toBeUndefined();
  }, 120_000);

  it('kills a server that does not stop in time, and its PostgreSQL with it', async () => {
    // No grace at all: the stop message and SIGTERM, then at once SIGKILL.
    const { server, said } = await supervise({ ...FAST, stopGraceMs: 0 });
    const killed = await identify(server.pid as number);
    const postmaster = await identify((await postmasterPid(dataDir as string)) as number);

    const stopping = Date.now();
    await server.close();
    expect(Date.now() - stopping).toBeLessThan(15_000);
    expect(said()).toContain(
      `The embedded server (pid ${killed.pid}) did not stop within 0 s: killing it.`,
    );
    expect(await stillRuns(killed)).toBe(false);
    expect(await stillRuns(postmaster)).toBe(false);
  }, 120_000);
});

describe("the server process's channel", () => {
  it('drops a message to a process that has just died, rather than throwing it at the host', async () => {
    const child = bundledServerProcess()({});
    const exited = new Promise<void>((resolve) => child.onExit(() => resolve()));
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      child.kill('SIGKILL');
      // Dead by now, and this process has not heard yet (its event loop is held): the channel
      // still says it is connected, and the write meets a closed pipe (EPIPE).
      execFileSync('sleep', ['0.5']);
      child.send(STOP_MESSAGE);
      await exited;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });
});

function listenOn(port: number): Promise<Server> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
