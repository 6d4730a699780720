/**
 * Starts a browser host (src-main/host) for the e2e specs: a fresh user-data folder in `runDir`
 * whose embedded server starts on a copy of the run's seeded folder (tests/seeded-server.ts), no
 * window, the launch URL written to a file, its output to `host.log`. Global set-up starts the
 * first; each further parallel worker starts its own (fixtures.ts), on a keychain of its own, so
 * workers never share a session.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './environment.ts';
import { copySeededServer } from '../seeded-server.ts';
import { statFields } from '../../src-server/processes.ts';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

export interface StartedHost {
  /** The launch URL, secret included. */
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * `ownKeychain`: run the host under scripts/with-keyring.sh on a session bus of its own (a private
 * Secret Service), instead of the one this process runs on; its process group is stopped as one.
 */
export async function startBrowserHost(
  runDir: string,
  options: { ownKeychain?: boolean } = {},
): Promise<StartedHost> {
  const downloadsDir = join(runDir, 'downloads');
  await mkdir(downloadsDir, { recursive: true });
  // PostgreSQL (as `postgres` when we are root) must reach the server folder inside.
  await chmod(runDir, 0o711);
  const userDataDir = join(runDir, 'user-data');
  // Where the app keeps its embedded server's data (app-services.ts).
  await copySeededServer(join(userDataDir, 'server'));
  const urlFile = join(runDir, 'host-url');
  const logFile = join(runDir, 'host.log');
  const log = createWriteStream(logFile);
  // A log that cannot be written must not take the test worker down with it.
  log.on('error', () => undefined);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AERODESK_USER_DATA: userDataDir,
    AERODESK_HOST_URL_FILE: urlFile,
    AERODESK_DIALOG_DIR: downloadsDir,
    AERODESK_NO_OPEN: '1',
  };
  const hostArgs = [join(ROOT, 'src-main/host/main.ts'), '--no-open'];
  if (options.ownKeychain) delete env.DBUS_SESSION_BUS_ADDRESS;
  const host = options.ownKeychain
    ? spawn('bash', [join(ROOT, 'scripts/with-keyring.sh'), process.execPath, ...hostArgs], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(process.execPath, hostArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  host.stdout.pipe(log);
  host.stderr.pipe(log);
  const wrapperExited = new Promise<void>((resolve) => host.on('exit', () => resolve()));
  // The keyring wrapper (bash) dies at once on SIGTERM, while the host it runs still stops its
  // server and PostgreSQL: a stop that ended with the wrapper let a teardown delete the data
  // folder under PostgreSQL's shutdown checkpoint (ENOTEMPTY on pg_logical). So it ends when no
  // live process of the group is left (the host exits only after its database did).
  const group = options.ownKeychain ? host.pid : undefined;
  const exited = group === undefined ? wrapperExited : wrapperExited.then(() => groupEnded(group));
  const signal = (name: NodeJS.Signals) => {
    // The keyring wrapper's bus, daemon and host form one group: stop them together.
    if (group !== undefined) process.kill(-group, name);
    else host.kill(name);
  };

  const started = Date.now();
  while (!existsSync(urlFile)) {
    if (host.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      signal('SIGKILL');
      throw new Error(`The browser host did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url: readFileSync(urlFile, 'utf8').trim(),
    logFile,
    async stop() {
      if (host.exitCode === null) signal('SIGTERM');
      const ended = await Promise.race([
        exited.then(() => 'ended' as const),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS)),
      ]);
      if (ended === 'timeout') signal('SIGKILL');
      // The keychain wrapper's bus daemon can outlive the host and still hold its output: cut
      // the pipes before closing the log, or a late line is a "write after end" that crashes the
      // Playwright worker (and the specs after it run without their host).
      host.stdout.unpipe(log);
      host.stderr.unpipe(log);
      host.stdout.destroy();
      host.stderr.destroy();
      log.end();
    },
  };
}

/**
 * Resolves once no process of the process group `pgid` runs (zombies do not count: an orphaned
 * wrapper may never be reaped here). Linux, as the keyring wrapper is.
 */
async function groupEnded(pgid: number): Promise<void> {
  while (await groupHasLiveProcess(pgid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function groupHasLiveProcess(pgid: number): Promise<boolean> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const [state, , pgrp] = statFields(stat);
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}
