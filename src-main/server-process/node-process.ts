/**
 * The server's process as a Node child (`child_process.fork` of child.ts, run by this same Node
 * with its TypeScript support): the browser host's way, and the tests'. Electron's is
 * src-main/electron/server-process.ts (a utilityProcess), which needs no Node of its own: the
 * RunAsNode fuse stays off.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { SpawnServerProcess } from './supervisor.ts';

/** The child's entry, beside this file. */
export const SERVER_CHILD_ENTRY = join(import.meta.dirname, 'child.ts');

export const spawnNodeServerProcess: SpawnServerProcess = (env) => {
  const child = fork(SERVER_CHILD_ENTRY, [], {
    env: { ...process.env, ...env },
    // Not the parent's flags (an --inspect port would clash), nor its stdin.
    execArgv: [],
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
      if (child.connected) child.send(message);
    },
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
};
