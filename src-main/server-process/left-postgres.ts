/**
 * The embedded PostgreSQL a killed server process left running. The server starts its postmaster
 * in a process group of its own (src-server/db/embedded.ts), so a server that is SIGKILLed (it
 * did not stop within its grace, or hung) leaves it behind. The next server on the folder would
 * stop it, but on quit there is no next server: main stops it, or the app would leave an orphan
 * holding the data folder's database.
 *
 * Only a process that is PostgreSQL serving this very cluster is stopped (the pid file may be
 * stale, and pids are reused): the checks of embedded.ts's own orphan handling.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isRunning, processInfo, waitUntilDead } from '../../src-server/processes.ts';
import type { Logger } from '../services/ports.ts';

/** Fast shutdown first (clients cut off, data safe); then immediate, then SIGKILL. */
const STEPS: readonly { signal: NodeJS.Signals; waitMs: number }[] = [
  { signal: 'SIGINT', waitMs: 5_000 },
  { signal: 'SIGQUIT', waitMs: 2_000 },
  { signal: 'SIGKILL', waitMs: 2_000 },
];

/** The live postmaster serving `clusterDir` (PGDATA), if any. */
async function postmasterServing(clusterDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine = '', dirLine = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return undefined;
  if (resolve(dirLine.trim()) !== resolve(clusterDir)) return undefined;
  const identity = await processInfo(pid);
  // Where the system names processes, the pid must still be this cluster's postgres.
  if (identity?.name && !identity.name.startsWith('postgres')) return undefined;
  return pid;
}

/** Stops the postmaster left serving `clusterDir`; true when none is left running. */
export async function stopLeftPostgres(clusterDir: string, log: Logger): Promise<boolean> {
  const pid = await postmasterServing(clusterDir);
  if (pid === undefined) return true;
  log.warn(`Stopping the embedded PostgreSQL (pid ${pid}) its server process left running.`);
  for (const { signal, waitMs } of STEPS) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    if (await waitUntilDead(pid, waitMs)) return true;
  }
  log.error(`The embedded PostgreSQL (pid ${pid}) does not stop.`);
  return false;
}
