/**
 * The server's process in Electron: a utilityProcess (Chromium's service process with Node in
 * it) running the bundled child, dist/electron/server.cjs (src-main/server-process/child.ts).
 * Unlike a Node child it needs no Node of its own, so the RunAsNode fuse stays off, and Electron
 * ends it with the app.
 */
import { join } from 'node:path';
import { utilityProcess } from 'electron';
import { SERVER_V8_FLAGS } from '../server-process/node-process.ts';
import type { SpawnServerProcess } from '../server-process/supervisor.ts';

export function utilityServerProcess(bundleDir: string): SpawnServerProcess {
  return (env) => {
    const child = utilityProcess.fork(join(bundleDir, 'server.cjs'), [], {
      env: { ...process.env, ...env },
      stdio: 'pipe',
      serviceName: 'Aerodesk server',
      execArgv: [...SERVER_V8_FLAGS],
    });
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    const pid = () => child.pid;
    return {
      get pid() {
        return pid();
      },
      stdout: child.stdout,
      stderr: child.stderr,
      onMessage: (listener) => child.on('message', listener),
      // A utility process reports its exit code only (a signal shows as a code).
      onExit: (listener) => child.once('exit', (code) => listener({ code, signal: null })),
      send: (message) => {
        if (!exited) child.postMessage(message);
      },
      kill: (signal) => {
        if (exited) return;
        // kill() is SIGTERM on POSIX (and ends the process on Windows); SIGKILL by pid.
        const target = pid();
        if (signal === 'SIGKILL' && target !== undefined) process.kill(target, 'SIGKILL');
        else child.kill();
      },
    };
  };
}
