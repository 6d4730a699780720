/**
 * The browser host put together: the event hub, the page dialogs, the app services over them, the
 * bridge invoker and the HTTP server, with a fresh launch secret. `npm run host` (main.ts) and the
 * host tests build it the same way, through this one function.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { HOST_KEY_FRAGMENT } from '../../src-shared/host-protocol.ts';
import type { AppServices } from '../app-services.ts';
import { contentSecurityPolicy } from '../csp.ts';
import { createInvoker } from '../ipc/invoke.ts';
import type { DialogPort, Logger } from '../services/ports.ts';
import { createEventHub } from './event-hub.ts';
import { newSecret } from './guard.ts';
import { startHostServer, type HostServer } from './http-server.ts';
import { createPageDialogs, type PageDialogs } from './page-dialogs.ts';
import { listenPreferring } from './window-port.ts';

/** After a server switch the page reloads; a moment later, so the call's answer gets there first. */
const RELOAD_DELAY_MS = 100;

export interface HostParts {
  server: HostServer;
  services: AppServices;
  dialogs: PageDialogs;
  secret: string;
  /** `http://127.0.0.1:PORT/#k=<secret>`: the only way the secret reaches the page. */
  launchUrl: string;
  /** Stops the HTTP server (ending the event streams) and then the services. */
  close(): Promise<void>;
}

export async function assembleHost(options: {
  rendererDir: string;
  faviconFile?: string;
  /** 0: any free port. */
  port: number;
  /** Tried before `port` when free: the port of the last launch (window-port.ts). */
  preferredPort?: number;
  dialogFolder: string;
  log: Logger;
  /** The app services, given the host's dialogs and what to do when the server changes. */
  createServices: (ports: {
    dialogs: DialogPort;
    onServerChanged: () => void;
  }) => AppServices | Promise<AppServices>;
}): Promise<HostParts> {
  const hub = createEventHub();
  const pageScope = new AsyncLocalStorage<string | null>();
  const dialogs = createPageDialogs({
    hub,
    defaultFolder: options.dialogFolder,
    currentPage: () => pageScope.getStore() ?? null,
  });
  const services = await options.createServices({
    dialogs,
    onServerChanged: () => setTimeout(() => hub.broadcast({ type: 'reload' }), RELOAD_DELAY_MS),
  });
  try {
    await services.server.ensure();
  } catch (error) {
    await services.close();
    throw error;
  }

  const secret = newSecret();
  let origins: string[] = [];
  const server = await listenPreferring(options.preferredPort ?? 0, options.port, (port) =>
    startHostServer(
      {
        rendererDir: options.rendererDir,
        faviconFile: options.faviconFile,
        secret,
        // The same wrapper as Electron's; here the sender is the page's Origin, checked once more.
        invoke: createInvoker(services.handlers, {
          isTrustedSender: ({ url }) => url !== null && origins.includes(url),
          log: options.log,
        }),
        hub,
        dialogs,
        csp: () => contentSecurityPolicy(services.server.current().url),
        pageScope,
        log: options.log,
      },
      port,
    ),
  );
  origins = [server.origin, `http://localhost:${server.port}`];

  return {
    server,
    services,
    dialogs,
    secret,
    launchUrl: `${server.url}#${HOST_KEY_FRAGMENT}=${secret}`,
    async close() {
      dialogs.cancelAll();
      await server.close();
      await services.close();
    },
  };
}
