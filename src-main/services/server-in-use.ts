/**
 * Which API server the app talks to: the configured URL, or, when there is none, the embedded
 * reference server (src-server) started on a loopback port with its data in the user-data folder,
 * and stopped cleanly when the app quits or the user switches to another server.
 */
import type { Logger } from './ports.ts';
import { messageOf } from './ports.ts';

/** The embedded server while it runs (server-process/supervisor.ts). */
export interface RunningServer {
  /** Read on every use: a restart may move it to another port. */
  readonly url: string;
  close(): Promise<void>;
}

export interface ServerInfo {
  /** With a trailing slash, as AppInfo promises. */
  url: string;
  embedded: boolean;
}

export interface ServerInUse {
  /** Makes sure the right server is there (starting or stopping the embedded one). */
  ensure(): Promise<ServerInfo>;
  /** The server of the last `ensure()`; throws before the first. */
  current(): ServerInfo;
  /** Stops the embedded server, if running. */
  close(): Promise<void>;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function createServerInUse(options: {
  /** The configured server, or null for the embedded one; asked on every `ensure()`. */
  configuredUrl: () => string | null;
  startEmbedded: () => Promise<RunningServer>;
  log: Logger;
}): ServerInUse {
  let embedded: RunningServer | null = null;
  let current: ServerInfo | null = null;
  // Calls are serialised: two quick switches must not start two embedded servers.
  let queue: Promise<unknown> = Promise.resolve();

  async function stopEmbedded(): Promise<void> {
    if (!embedded) return;
    const running = embedded;
    embedded = null;
    options.log.info(`Stopping the embedded server at ${running.url}`);
    await running.close().catch((error: unknown) => {
      options.log.error(`The embedded server did not stop cleanly: ${messageOf(error)}`);
    });
  }

  async function ensureNow(): Promise<ServerInfo> {
    const configured = options.configuredUrl();
    if (configured) {
      await stopEmbedded();
      current = { url: withTrailingSlash(configured), embedded: false };
    } else {
      if (!embedded) {
        options.log.info('No server is configured: starting the embedded server...');
        embedded = await options.startEmbedded();
        options.log.info(`The embedded server is listening at ${embedded.url}`);
      }
      current = { url: withTrailingSlash(embedded.url), embedded: true };
    }
    return current;
  }

  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    ensure: () => serialised(ensureNow),
    current() {
      if (!current) throw new Error('The server is not ready yet.');
      // The embedded server's URL as it is now (a restart may have moved it).
      if (current.embedded && embedded) return { ...current, url: withTrailingSlash(embedded.url) };
      return current;
    },
    close: () =>
      serialised(async () => {
        current = null;
        await stopEmbedded();
      }),
  };
}
