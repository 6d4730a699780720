/**
 * Starts the reference server (src-server) when no server is configured: in a process of its own
 * (server-process/), on a free loopback port, with its PostgreSQL and files in `dataDir`
 * (<user-data>/server), seeded with demo data so a new user can sign in at once. How the process
 * is spawned is the host's: an Electron utilityProcess, or a Node child in the browser host.
 */
import type { Logger } from './services/ports.ts';
import type { RunningServer } from './services/server-in-use.ts';
import {
  superviseServer,
  type SpawnServerProcess,
  type SupervisorTiming,
} from './server-process/supervisor.ts';

interface EmbeddedServerOptions {
  spawn: SpawnServerProcess;
  log: Logger;
  /** The server's own lines (its log records), for main's log file. */
  output?: (line: string, stream: 'stdout' | 'stderr') => void;
  timing?: Partial<SupervisorTiming>;
}

/** What the app services call: the embedded server on `dataDir`, told when its URL moves. */
export type StartEmbedded = (
  dataDir: string,
  events: { onUrlChanged(url: string): void },
) => Promise<RunningServer>;

export function embeddedServerStarter(options: EmbeddedServerOptions): StartEmbedded {
  return (dataDir, events) =>
    superviseServer({ ...options, dataDir, onUrlChanged: events.onUrlChanged });
}
