/**
 * What the operating system tells about a process: whether it runs, its command, and when it
 * started. The start time tells a process from a later one that was given the same pid (pids are
 * reused, quickly in containers), so a pid written to a file years ago is not taken for a live owner.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

export interface ProcessInfo {
  pid: number;
  /** The command line, as far as the system tells it. */
  command: string;
  /** The executable's name (`postgres`, `node`, `Aerodesk.exe`). */
  name: string;
  /**
   * When the process started, as an opaque token that is equal for the same process and differs
   * for a later one with the same pid; undefined where the system does not tell (Windows).
   */
  started?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The fields of a /proc/<pid>/stat line after the program's name, which is in parentheses and may
 * hold spaces and parentheses itself: [0] the state, [1] the parent's pid, [2] the process group,
 * and field N of proc(5) at [N - 3].
 */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Alive and not a zombie: an orphan's exit is reaped by init, which some containers never do. */
export async function isRunning(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    return statFields(await readFile(`/proc/${pid}/stat`, 'utf8'))[0] !== 'Z';
  } catch {
    return true;
  }
}

export async function waitUntilDead(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await delay(100);
  }
  return !(await isRunning(pid));
}

/** The process with this pid, if one runs. */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return undefined;
  const info =
    (await fromProc(pid)) ??
    (process.platform === 'win32' ? await fromTasklist(pid) : await fromPs(pid));
  // Running, but the system would not say more (another user's process on a locked-down system).
  return info ?? { pid, command: '', name: '' };
}

/** Linux: /proc; the start time is clock ticks since boot, qualified by the boot's id. */
async function fromProc(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const fields = statFields(await readFile(`/proc/${pid}/stat`, 'utf8'));
    // Field 22 of stat: starttime.
    const startTicks = fields[22 - 3] ?? '';
    const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim();
    const comm = (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    // The program's name, not comm: a process may rename its thread (Node's is "MainThread").
    const name = argv[0] ? basename(argv[0]) : comm;
    return { pid, name, command: argv.join(' ') || comm, started: `${boot}:${startTicks}` };
  } catch {
    return undefined;
  }
}

/** macOS and other Unix systems: ps. */
async function fromPs(pid: number): Promise<ProcessInfo | undefined> {
  const out = await run('ps', ['-o', 'lstart=', '-o', 'command=', '-p', String(pid)]);
  // lstart is fixed-width: "Mon Nov 23 17:42:44 2026".
  const line = out?.split('\n')[0]?.trim();
  if (!line || line.length < 25) return undefined;
  const command = line.slice(24).trim();
  return { pid, command, name: basename(command.split(' ')[0] ?? ''), started: line.slice(0, 24) };
}

/** Windows: the image name only (no start time without a slow query). */
async function fromTasklist(pid: number): Promise<ProcessInfo | undefined> {
  const out = await run('tasklist', ['/FI', `PID eq ${pid}`, '/FO', 'CSV', '/NH']);
  const name = /^"([^"]+)","(\d+)"/.exec(out?.trim() ?? '');
  if (!name?.[1] || Number(name[2]) !== pid) return undefined;
  return { pid, command: name[1], name: name[1] };
}

function run(file: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolveRun) => {
    execFile(file, args, { timeout: 5000, windowsHide: true }, (error, stdout) =>
      resolveRun(error ? undefined : stdout),
    );
  });
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
}

/** Whether the promise settles within the time; it is never rejected through here. */
export async function settlesWithin(
  promise: Promise<unknown>,
  timeoutMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), timeoutMs);
  });
  const settled = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  return settled;
}
