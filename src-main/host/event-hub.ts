/**
 * The browser host's event streams: one server-sent event stream per open page, which the page's
 * host-preload reads with fetch. Events go to the page that made the call, or to every page.
 */
import type { ServerResponse } from 'node:http';
import type { HostEvent } from '../../src-shared/host-protocol.ts';

const HEARTBEAT_MS = 15_000;

export interface EventHub {
  /** Keeps `response` open as the event stream of page `pageId`. */
  attach(pageId: string, response: ServerResponse): void;
  /** To one page; to every page when that page has no stream (or no page was named). */
  send(pageId: string | null, event: HostEvent): void;
  broadcast(event: HostEvent): void;
  /** To every page but `pageId` (to every page when the call came from none of them). */
  sendToOthers(pageId: string | null, event: HostEvent): void;
  hasPage(pageId: string | null): boolean;
  pageCount(): number;
  /** Called when the last stream of a page closes (the page was closed or reloaded). */
  onPageGone(listener: (pageId: string) => void): void;
  close(): void;
}

export function createEventHub(): EventHub {
  const streams = new Map<string, Set<ServerResponse>>();
  const goneListeners: ((pageId: string) => void)[] = [];

  const write = (response: ServerResponse, event: HostEvent) => {
    response.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  const sendToOthers = (pageId: string | null, event: HostEvent) => {
    for (const [id, set] of streams) {
      if (id !== pageId) for (const response of set) write(response, event);
    }
  };
  const broadcast = (event: HostEvent) => sendToOthers(null, event);

  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const response of set) response.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    attach(pageId, response) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Content-Type-Options': 'nosniff',
      });
      response.write(': connected\n\n');
      const set = streams.get(pageId) ?? new Set<ServerResponse>();
      set.add(response);
      streams.set(pageId, set);
      response.on('close', () => {
        set.delete(response);
        if (set.size === 0 && streams.get(pageId) === set) {
          streams.delete(pageId);
          for (const listener of goneListeners) listener(pageId);
        }
      });
    },
    send(pageId, event) {
      const set = pageId ? streams.get(pageId) : undefined;
      if (!set) return broadcast(event);
      for (const response of set) write(response, event);
    },
    broadcast,
    sendToOthers,
    hasPage: (pageId) => (pageId ? streams.has(pageId) : streams.size > 0),
    pageCount: () => streams.size,
    onPageGone(listener) {
      goneListeners.push(listener);
    },
    close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const response of set) response.end();
      streams.clear();
    },
  };
}
