/**
 * The server's process as a Node child (`child_process.fork` of child.ts, run by this same Node
 * with its TypeScript support): the browser host's way, and the tests'. Electron's is
 * src-main/electron/server-process.ts (a utilityProcess), which needs no Node of its own: the
 * RunAsNode fuse stays off.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { SpawnServerProcess } from './supervisor.ts';

/**
 * V8 flags of the server's process, whichever way it runs. A young generation of 4 MB instead of
 * V8's default (up to 16 MB a half-space on 64-bit): the server makes short-lived garbage in
 * bursts (a 100,000-row Excel file, a page of a list), and the larger young generation let its
 * heap grow to twice what it used (bench product-excel: peak RSS 393 MB, heap used 80 MB; with
 * 4 MB, 199 MB for three 5,000-row files where the default took 284 MB).
 *
 * And no allocation-site pretenuring: once V8 sees a site's objects survive a few scavenges, it
 * allocates them straight in the old generation from then on, for the life of the process. In
 * about half the server processes the Excel writer's objects, which live for one row, evidently
 * went that way (sticky for the process; not traced site by site): the old generation grew
 * 48 -> 185 MB between full collections instead of 48 -> 65, the collector took 6.1 s of a file's CPU instead of 1.3 s, and the peak RSS was
 * 330-395 MB instead of 250-290 (bench product-excel's server, 3 files a process). Tried once
 * before and reverted as mixed; that was while the writer did not wait for the compressor
 * (readable-stream's PassThrough has no writableLength), and XML piled up in memory either way.
 * Without it: 4 processes of 2 files in a row all 2.7-3.4 s of CPU a file, peaks 212-305 MB.
 */
export const SERVER_V8_FLAGS: readonly string[] = [
  '--max-semi-space-size=4',
  '--no-allocation-site-pretenuring',
];

/** The child's entry, beside this file. */
const SERVER_CHILD_ENTRY = join(import.meta.dirname, 'child.ts');

/**
 * Forks `entry` as the server's process: child.ts itself, or a bundle of it (the tests fork one,
 * which Node loads in less than half the CPU of the sources module by module).
 */
export const nodeServerProcess =
  (entry: string, execArgv: readonly string[] = []): SpawnServerProcess =>
  (env) => {
    const child = fork(entry, [], {
      env: { ...process.env, ...env },
      // Not the parent's flags (an --inspect port would clash), nor its stdin.
      execArgv: [...SERVER_V8_FLAGS, ...execArgv],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group (POSIX): a terminal's Ctrl-C reaches only the host, which stops the
      // server in order, rather than both at once (the supervisor would take the server's own
      // stop for a crash). A host that dies anyway closes the IPC channel, and the server stops.
      detached: process.platform !== 'win32',
      serialization: 'json',
    });
    return {
      get pid() {
        return child.pid;
      },
      stdout: child.stdout,
      stderr: child.stderr,
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.once('exit', (code, signal) => listener({ code, signal })),
      send: (message) => {
        // A channel that closes as the message goes (the child ending) fails the write with EPIPE
        // after `connected` said yes; with a callback that is handed here, not thrown at the host as
        // an uncaught 'error'. The caller's signal and exit handling follow either way.
        if (child.connected) child.send(message, (error) => void error);
      },
      kill: (signal) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      },
    };
  };

export const spawnNodeServerProcess: SpawnServerProcess = nodeServerProcess(SERVER_CHILD_ENTRY);
