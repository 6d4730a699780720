/**
 * Who may use the browser host's loopback endpoints: only our page, proven three ways.
 * - Host header: 127.0.0.1:PORT or localhost:PORT, so a DNS-rebinding page cannot reach us under
 *   its own name.
 * - Origin: our own origin (browsers always send it on POST, and on cross-origin GETs), so no
 *   other site can make the browser call us.
 * - The per-launch secret in a header, compared in constant time: a missing key is 401, a wrong
 *   one 403. Other local programs (and other users) cannot know it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HOST_KEY_HEADER } from '../../src-shared/host-protocol.ts';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison (of digests, so the lengths always match). */
function secretMatches(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

interface GuardVerdict {
  status: 401 | 403;
  message: string;
}

export function createGuard(options: { port: () => number; secret: string }) {
  const allowedHosts = () => [`127.0.0.1:${options.port()}`, `localhost:${options.port()}`];
  const allowedOrigins = () => allowedHosts().map((host) => `http://${host}`);

  function hostAllowed(request: IncomingMessage): boolean {
    return allowedHosts().includes(request.headers.host ?? '');
  }

  function originAllowed(origin: string | undefined): boolean {
    return origin !== undefined && allowedOrigins().includes(origin);
  }

  /** Null when the request may go on; else why not. */
  function check(request: IncomingMessage): GuardVerdict | null {
    if (!hostAllowed(request)) return { status: 403, message: 'Unknown host.' };
    const origin = request.headers.origin;
    if (origin !== undefined || request.method !== 'GET') {
      if (!originAllowed(origin))
        return { status: 403, message: 'This origin may not call Aerodesk.' };
    } else {
      // A GET without Origin is same-origin in a browser; a cross-site one says so here.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') {
        return { status: 403, message: 'This origin may not call Aerodesk.' };
      }
    }
    const key = request.headers[HOST_KEY_HEADER];
    if (typeof key !== 'string' || key === '') {
      return { status: 401, message: 'The Aerodesk launch key is missing.' };
    }
    if (!secretMatches(key, options.secret)) {
      return { status: 403, message: 'The Aerodesk launch key is wrong.' };
    }
    return null;
  }

  return { check, hostAllowed, originAllowed };
}
