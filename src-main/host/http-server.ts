/**
 * The browser host's HTTP server on 127.0.0.1: the built renderer (with the host-preload script
 * injected and the CSP header), the bridge at `POST /bridge/<channel>`, the event stream and the
 * dialog answers (src-shared/host-protocol.ts). Bridge calls go through the same invoker and
 * handler table as Electron's IPC.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { z } from 'zod';
import { HOST_PAGE_HEADER, HOST_PATHS } from '../../src-shared/host-protocol.ts';
import { describeIssues, type Invoke } from '../ipc/invoke.ts';
import { messageOf, type Logger } from '../services/ports.ts';
import { resolveStaticFile, staticContentType } from '../static-files.ts';
import type { EventHub } from './event-hub.ts';
import { dialogAnswerSchema, dialogListSchema } from './dialog-schemas.ts';
import { createGuard } from './guard.ts';
import type { PageDialogs } from './page-dialogs.ts';

/** Excel exports carry their rows in the body: generous, but bounded. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

interface HostServerOptions {
  rendererDir: string;
  /** Served as /favicon.ico when the renderer has none (browsers ask for it). */
  faviconFile?: string;
  secret: string;
  invoke: Invoke;
  hub: EventHub;
  dialogs: PageDialogs;
  csp: () => string;
  /** Which page the request being served came from, for the dialogs. */
  pageScope: AsyncLocalStorage<string | null>;
  log: Logger;
}

export interface HostServer {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startHostServer(
  options: HostServerOptions,
  port: number,
): Promise<HostServer> {
  let boundPort = 0;
  const guard = createGuard({ port: () => boundPort, secret: options.secret });

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log.error(`Host request failed: ${messageOf(error)}`);
      if (!response.headersSent) sendJson(response, 500, { detail: 'Internal error.' });
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    const isEndpoint =
      url.pathname.startsWith(HOST_PATHS.bridgePrefix) || url.pathname.startsWith('/host/');
    if (!isEndpoint) return serveStatic(request, response, url.pathname);

    const verdict = guard.check(request);
    if (verdict) return sendJson(response, verdict.status, { detail: verdict.message });
    const pageId = pageIdOf(request);

    if (url.pathname === HOST_PATHS.events && request.method === 'GET') {
      return options.hub.attach(pageId ?? 'anonymous', response);
    }
    if (request.method !== 'POST')
      return sendJson(response, 405, { detail: 'Method not allowed.' });
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return sendJson(response, 415, { detail: 'Send JSON.' });
    }
    const body = await readJson(request);
    if (!body.ok) return sendJson(response, body.status, { detail: body.message });

    if (url.pathname.startsWith(HOST_PATHS.bridgePrefix)) {
      // A malformed escape names no channel of ours: the invoker says so (invalid_input).
      const named = url.pathname.slice(HOST_PATHS.bridgePrefix.length);
      const channel = decodedOr(named);
      const result = await options.pageScope.run(pageId, () =>
        options.invoke(channel, body.value, {
          sender: { url: request.headers.origin ?? null },
          progress: (progress) => options.hub.send(pageId, { type: 'progress', progress }),
          localSettingsChanged: (local) =>
            options.hub.sendToOthers(pageId, { type: 'local-settings', local }),
        }),
      );
      return sendJson(response, 200, result);
    }
    if (url.pathname === HOST_PATHS.dialogAnswer) {
      const answer = parse(dialogAnswerSchema, body.value);
      if (!answer.ok) return sendJson(response, 400, { detail: answer.message });
      return sendJson(response, 200, await options.dialogs.answer(pageId, answer.value));
    }
    if (url.pathname === HOST_PATHS.dialogList) {
      const listRequest = parse(dialogListSchema, body.value);
      if (!listRequest.ok) return sendJson(response, 400, { detail: listRequest.message });
      return sendJson(response, 200, await options.dialogs.list(pageId, listRequest.value));
    }
    return sendJson(response, 404, { detail: 'Not found.' });
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, path: string) {
    if (!guard.hostAllowed(request)) return sendJson(response, 403, { detail: 'Unknown host.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, { detail: 'Method not allowed.' });
    }
    const file =
      (await resolveStaticFile(options.rendererDir, path)) ??
      (path === '/favicon.ico' ? (options.faviconFile ?? null) : null);
    if (!file) return sendJson(response, 404, { detail: 'Not found.' });
    const isIndex = file === join(options.rendererDir, 'index.html');
    const content = isIndex
      ? Buffer.from(injectHostPreload(await readFile(file, 'utf8')))
      : await readFile(file);
    response.writeHead(200, {
      'Content-Type': staticContentType(file),
      'Content-Length': content.length,
      'Content-Security-Policy': options.csp(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': isIndex ? 'no-store' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  }

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  boundPort = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${boundPort}`;

  return {
    url: `${origin}/`,
    origin,
    port: boundPort,
    close: () =>
      new Promise<void>((resolveClose) => {
        options.hub.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/** Puts the host-preload script first in <head>, so `window.aerodesk` exists before the app runs. */
function injectHostPreload(html: string): string {
  const tag = `<script src="${HOST_PATHS.preloadScript}"></script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return `${tag}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

function decodedOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function pageIdOf(request: IncomingMessage): string | null {
  const value = request.headers[HOST_PAGE_HEADER];
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : null;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body ?? null);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string };

async function readJson(request: IncomingMessage): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      request.destroy();
      return { ok: false, status: 413, message: 'The request is too large.' };
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  // An empty body is a call without an argument.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}

function parse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; message: string } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: describeIssues(parsed.error) };
}
