/**
 * The embedded server's own process: started by main (supervisor.ts) as an Electron
 * utilityProcess (bundled as dist/electron/server.cjs) or, in the browser host, as a Node child
 * (`child_process.fork` of this file). It starts src-server on the data folder and port main
 * gives it (protocol.ts CHILD_ENV), says `listening` with its URL or `failed` with the message for
 * the user, logs pino records to its stdout (main writes them to the log file), and stops, in a
 * second or two, on main's `stop` message, on SIGTERM or SIGINT, or when main is gone (its IPC
 * channel closes): the server never outlives the app.
 */
import { DataFolderInUseError } from '../../src-server/data-lock.ts';
import {
  PortUnavailableError,
  StartAbortedError,
  startServer,
  type RunningServer,
} from '../../src-server/start.ts';
import { processLogger } from '../logging/app-log.ts';
import { CHILD_ENV, isStopMessage, type ChildMessage, type StartFailure } from './protocol.ts';

/** A stop that somehow takes longer ends the process anyway; main would SIGKILL it sooner. */
const STOP_DEADLINE_MS = 10_000;

/** The channel to main: Electron's parentPort in a utilityProcess, else Node's IPC. */
interface ParentChannel {
  send(message: ChildMessage): Promise<void>;
  onMessage(listener: (message: unknown) => void): void;
  /** Called when main is gone (Node: the IPC channel closed). */
  onGone(listener: () => void): void;
}

interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

function parentChannel(): ParentChannel {
  const port = (process as { parentPort?: ElectronParentPort | null }).parentPort;
  if (port) {
    return {
      // Posted messages are delivered even if the process exits right after.
      send: async (message) => port.postMessage(message),
      onMessage: (listener) => port.on('message', (event) => listener(event.data)),
      // A utility process is ended by Electron with the app.
      onGone: () => undefined,
    };
  }
  if (!process.send) throw new Error('The server process must be started by Aerodesk.');
  return {
    send: (message) =>
      new Promise((resolve) => {
        if (!process.connected) return resolve();
        process.send?.(message, undefined, {}, () => resolve());
      }),
    onMessage: (listener) => process.on('message', listener),
    onGone: (listener) => process.on('disconnect', listener),
  };
}

function failureOf(error: unknown): { reason: StartFailure; message: string } {
  if (error instanceof DataFolderInUseError)
    return { reason: 'data-folder-in-use', message: error.message };
  if (error instanceof PortUnavailableError)
    return { reason: 'port-unavailable', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { reason: 'other', message: `The embedded server did not start: ${message}` };
}

async function run(): Promise<void> {
  const channel = parentChannel();
  const log = processLogger('server', (record) => process.stdout.write(record));
  const dataDir = process.env[CHILD_ENV.dataDir];
  if (!dataDir) throw new Error(`${CHILD_ENV.dataDir} is not set.`);
  const port = Number(process.env[CHILD_ENV.port] ?? '0');

  const starting = new AbortController();
  let server: RunningServer | undefined;
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${why}: stopping the server...`);
    setTimeout(() => {
      log.error(`The stop took longer than ${STOP_DEADLINE_MS / 1000} s: exiting now.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // Still starting: the start stops what it started and rejects; run() then exits.
    if (!server) return starting.abort();
    try {
      await server.close();
      log.info('Stopped.');
      process.exit(0);
    } catch (error) {
      log.error(`The stop failed: ${String(error)}`);
      process.exit(1);
    }
  };
  channel.onMessage((message) => {
    if (isStopMessage(message)) void stop('Asked to stop');
  });
  channel.onGone(() => void stop('Aerodesk is gone'));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));

  try {
    server = await startServer({
      port: Number.isInteger(port) && port >= 0 ? port : 0,
      host: '127.0.0.1',
      dataDir,
      // A company that outgrows one machine points the same server at its own PostgreSQL.
      databaseUrl: process.env.DATABASE_URL || undefined,
      log: (line) => log.info(line),
      signal: starting.signal,
    });
  } catch (error) {
    if (error instanceof StartAbortedError) {
      log.info('Stopped.');
      process.exit(0);
    }
    const failure = failureOf(error);
    log.error(
      error instanceof Error && failure.reason === 'other'
        ? (error.stack ?? failure.message)
        : failure.message,
    );
    await channel.send({ type: 'failed', ...failure });
    process.exit(1);
  }
  if (stopping) {
    // Asked to stop as the start finished: the abort came too late to call it off.
    await server.close();
    log.info('Stopped.');
    process.exit(0);
  }
  await channel.send({
    type: 'listening',
    url: server.url,
    postgresDataDir: server.postgresDataDir,
  });
}

run().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
