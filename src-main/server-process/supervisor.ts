/**
 * The embedded server in a process of its own, kept running by main: main's event loop serves
 * the windows and the bridge, never HTTP requests, PostgreSQL's start or the demo seed.
 *
 * - Start: the process is spawned (how is passed in: an Electron utilityProcess, or a Node child
 *   in the browser host and the tests) and says `listening` with its URL, or `failed` with the
 *   message for the user (the data folder held by another server, a port taken), which rejects
 *   the start: the existing start-up error path shows it.
 * - Watch: `GET api/health/` every few seconds. Any answer counts as alive (503 is the server
 *   saying its database is down, which its own watchdog mends); a process that answers nothing
 *   several times running is killed and restarted like one that died.
 * - Restart: a process that ends unexpectedly is started again on the same port (so the window's
 *   server URL and CSP stay right), after a growing delay, at most RESTARTS times in a window of
 *   time; then main gives up and says so in the log. A port taken meanwhile means any free port,
 *   and the window reloads on the new URL (`onUrlChanged`).
 * - Stop: the `stop` message and SIGTERM; the server stops in about a second; SIGKILL after
 *   `stopGraceMs`. A server killed leaves its PostgreSQL running (its own process group): main
 *   stops that too (left-postgres.ts), on quit and when it gives up, so nothing outlives the app.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { settlesWithin } from '../../src-server/processes.ts';
import { messageOf, type Logger } from '../services/ports.ts';
import { stopLeftPostgres } from './left-postgres.ts';
import {
  CHILD_ENV,
  childMessageSchema,
  STOP_MESSAGE,
  type ChildMessage,
  type ParentMessage,
  type StartFailure,
} from './protocol.ts';

interface ChildExit {
  code: number | null;
  signal: string | null;
}

/** The server's process, whichever way it was spawned. */
export interface ServerProcess {
  readonly pid: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (exit: ChildExit) => void): void;
  send(message: ParentMessage): void;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
}

/** Spawns the server's process with these variables added to the environment. */
export type SpawnServerProcess = (env: Record<string, string>) => ServerProcess;

export interface SupervisorTiming {
  /** A first start creates and seeds a database: generous. */
  startTimeoutMs: number;
  healthIntervalMs: number;
  healthTimeoutMs: number;
  /** Health checks answered by nothing, in a row, before the process is restarted. */
  unansweredChecks: number;
  /** Delay before each restart in a row; the last one repeats. */
  restartDelaysMs: readonly number[];
  /** Restarts allowed within `restartWindowMs`; one more and main gives up. */
  maxRestarts: number;
  restartWindowMs: number;
  /** From SIGTERM to SIGKILL. */
  stopGraceMs: number;
}

const DEFAULT_TIMING: SupervisorTiming = {
  startTimeoutMs: 180_000,
  healthIntervalMs: 5_000,
  healthTimeoutMs: 3_000,
  unansweredChecks: 3,
  restartDelaysMs: [250, 1_000, 3_000, 10_000, 30_000],
  maxRestarts: 5,
  restartWindowMs: 10 * 60_000,
  stopGraceMs: 3_000,
};

interface SupervisorOptions {
  spawn: SpawnServerProcess;
  /** The server's data folder (<user-data>/server). */
  dataDir: string;
  log: Logger;
  /** Each line the process prints (pino records on stdout; anything else), for the log file. */
  output?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** The server moved to another port after a restart: the window must reload. */
  onUrlChanged?: (url: string) => void;
  timing?: Partial<SupervisorTiming>;
}

export interface SupervisedServer {
  /** With a trailing slash; the latest one after a restart. */
  readonly url: string;
  /** The current process's pid (undefined between a death and its restart). */
  readonly pid: number | undefined;
  /** Stops the process, for good. */
  close(): Promise<void>;
}

/** The server did not start; `message` is worded for the user. */
class ServerStartError extends Error {
  readonly reason: StartFailure;

  constructor(reason: StartFailure, message: string) {
    super(message);
    this.name = 'ServerStartError';
    this.reason = reason;
  }
}

interface Running {
  child: ServerProcess;
  exited: Promise<ChildExit>;
}

/** Lines of stderr kept to explain a process that died before saying anything. */
const STDERR_KEPT = 8;

export async function superviseServer(options: SupervisorOptions): Promise<SupervisedServer> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { log } = options;
  const output =
    options.output ??
    ((line: string, stream: string) =>
      (stream === 'stderr' ? log.warn : log.info)(`[server] ${line}`));

  let url = '';
  let port = 0;
  let live: Running | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;
  const restartTimes: number[] = [];
  // The embedded PostgreSQL cluster our server ran (as it said), and whether a postmaster left
  // serving it is ours to stop: not once another server took the data folder.
  let clusterDir = join(options.dataDir, 'postgres', 'data');
  let ownsCluster = false;

  async function stopLeftCluster(): Promise<void> {
    if (ownsCluster) await stopLeftPostgres(clusterDir, log);
  }

  function spawnChild(): Running {
    const child = options.spawn({
      [CHILD_ENV.dataDir]: options.dataDir,
      [CHILD_ENV.port]: String(port),
    });
    const exited = new Promise<ChildExit>((resolve) => child.onExit(resolve));
    live = { child, exited };
    return live;
  }

  /** Spawns the process and waits until it listens; the start's failure, worded, if not. */
  async function launch(): Promise<Running & { url: string }> {
    const running = spawnChild();
    const { child, exited } = running;
    const stderrTail: string[] = [];
    lines(child.stdout, (line) => output(line, 'stdout'));
    lines(child.stderr, (line) => {
      stderrTail.push(line);
      if (stderrTail.length > STDERR_KEPT) stderrTail.shift();
      output(line, 'stderr');
    });
    const said = new Promise<ChildMessage>((resolve) =>
      child.onMessage((message) => {
        const parsed = childMessageSchema.safeParse(message);
        if (parsed.success) resolve(parsed.data);
        else log.warn('The embedded server process sent a message that is not ours: ignored.');
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timing.startTimeoutMs);
    });
    const outcome = await Promise.race([said, exited, late]);
    clearTimeout(timer);

    if (outcome !== 'late' && 'type' in outcome && outcome.type === 'listening') {
      ownsCluster = true;
      if (outcome.postgresDataDir) clusterDir = outcome.postgresDataDir;
      return { ...running, url: outcome.url };
    }
    await stopChild(running);
    if (outcome !== 'late' && 'type' in outcome && outcome.reason === 'data-folder-in-use')
      ownsCluster = false;
    if (outcome === 'late')
      throw new ServerStartError(
        'other',
        `The embedded server did not start within ${timing.startTimeoutMs / 1000} s.`,
      );
    if ('type' in outcome) throw new ServerStartError(outcome.reason, outcome.message);
    const tail = stderrTail.length > 0 ? `\n${stderrTail.join('\n')}` : '';
    throw new ServerStartError(
      'other',
      stopping
        ? 'The embedded server was stopped during its start.'
        : `The embedded server's process ended during its start (${describeExit(outcome)}).${tail}`,
    );
  }

  /** The stop message and SIGTERM; SIGKILL if it has not ended after the grace. */
  async function stopChild({ child, exited }: Running): Promise<void> {
    if (await settlesWithin(exited, 0)) return;
    try {
      child.send(STOP_MESSAGE);
    } catch {
      // The channel is closed already: the signal does it.
    }
    child.kill('SIGTERM');
    if (await settlesWithin(exited, timing.stopGraceMs)) return;
    log.warn(
      `The embedded server (pid ${child.pid}) did not stop within ${timing.stopGraceMs / 1000} s: killing it.`,
    );
    child.kill('SIGKILL');
    await settlesWithin(exited, 2_000);
  }

  /** Once listening: a death restarts it, and so does a process that stops answering. */
  function watch(running: Running, listeningAt: string): void {
    if (listeningAt !== url) {
      const moved = url !== '';
      url = listeningAt;
      port = Number(new URL(listeningAt).port);
      if (moved) options.onUrlChanged?.(url);
    }
    void running.exited.then((exit) => {
      if (live?.child !== running.child || stopping) return;
      live = null;
      clearInterval(healthTimer);
      log.error(
        `The embedded server (pid ${running.child.pid}) ended unexpectedly (${describeExit(exit)}).`,
      );
      scheduleRestart();
    });
    watchHealth(running);
  }

  function watchHealth(running: Running): void {
    let unanswered = 0;
    let lastStatus = 200;
    let checking = false;
    clearInterval(healthTimer);
    healthTimer = setInterval(() => {
      if (checking || live?.child !== running.child || stopping) return;
      checking = true;
      void healthStatus(url, timing.healthTimeoutMs)
        .then((status) => {
          if (live?.child !== running.child || stopping) return;
          if (status === undefined) {
            unanswered += 1;
            if (unanswered < timing.unansweredChecks) return;
            log.error(
              `The embedded server (pid ${running.child.pid}) has not answered its health check ${unanswered} times in a row: restarting it.`,
            );
            unanswered = 0;
            running.child.kill('SIGKILL');
            return;
          }
          unanswered = 0;
          if (status !== lastStatus)
            (status === 200 ? log.info : log.warn)(
              `The embedded server's health check answers ${status}${status === 503 ? ' (its database is down)' : ''}.`,
            );
          lastStatus = status;
        })
        .finally(() => {
          checking = false;
        });
    }, timing.healthIntervalMs);
    healthTimer.unref();
  }

  function scheduleRestart(): void {
    const now = Date.now();
    while (restartTimes.length > 0 && now - (restartTimes[0] as number) > timing.restartWindowMs)
      restartTimes.shift();
    if (restartTimes.length >= timing.maxRestarts) {
      log.error(
        `The embedded server was restarted ${restartTimes.length} times within ${Math.round(timing.restartWindowMs / 60_000)} minutes: not again. Restart Aerodesk; the log folder has the details.`,
      );
      void stopLeftCluster();
      return;
    }
    const delays = timing.restartDelaysMs;
    const delay = delays[Math.min(restartTimes.length, delays.length - 1)] ?? 0;
    restartTimes.push(now);
    log.warn(
      `Restarting the embedded server in ${delay} ms (restart ${restartTimes.length} of at most ${timing.maxRestarts}).`,
    );
    restartTimer = setTimeout(() => void restart(), delay);
  }

  async function restart(): Promise<void> {
    if (stopping) return;
    try {
      const running = await launch();
      if (stopping) return await stopChild(running);
      watch(running, running.url);
      log.info(`The embedded server is back, at ${url} (pid ${running.child.pid}).`);
    } catch (error) {
      if (stopping) return;
      live = null;
      log.error(`The embedded server did not restart: ${messageOf(error)}`);
      // Its port taken meanwhile: any free one next time.
      if (error instanceof ServerStartError && error.reason === 'port-unavailable') port = 0;
      scheduleRestart();
    }
  }

  // The first start: its failure is the caller's (the start-up error).
  const first = await launch();
  watch(first, first.url);

  return {
    get url() {
      return url;
    },
    get pid() {
      return live?.child.pid;
    },
    async close() {
      stopping = true;
      clearTimeout(restartTimer);
      clearInterval(healthTimer);
      const running = live;
      live = null;
      if (running) await stopChild(running);
      await stopLeftCluster();
    },
  };
}

/** The status of `GET api/health/`, or undefined when nothing answered in time. */
async function healthStatus(serverUrl: string, timeoutMs: number): Promise<number | undefined> {
  try {
    const response = await fetch(new URL('api/health/', serverUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return undefined;
  }
}

function lines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', onLine);
}

function describeExit(exit: ChildExit): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}
