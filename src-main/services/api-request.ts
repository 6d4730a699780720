/**
 * How main talks to the API on the renderer's behalf: the renderer names a path relative to the
 * server in use (never a URL), main resolves it, adds the token from the vault, and turns an HTTP
 * error into a message built from the server's `detail` (spec §8) that keeps the status and body,
 * so the renderer applies the error catalogue to it as to its own calls (a 401 or 403 logs out).
 */
import { apiPathSchema } from '../../src-shared/bridge.ts';
import { errorMessage } from '../../src-shared/domain/errors.ts';
import type { Vault } from './vault.ts';

/** `https://erp.example.com/` + `sales/download/1/`, refusing anything that leaves the server. */
export function resolveApiUrl(serverUrl: string, path: string): URL {
  const base = new URL(serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`);
  const url = new URL(apiPathSchema.parse(path), base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
    throw new Error(`The path "${path}" does not belong to the server.`);
  }
  return url;
}

/** The Authorization header of the stored session (`JWT <access>`), or none when signed out. */
export async function authorizationHeader(
  vault: Pick<Vault, 'readSession'>,
): Promise<Record<string, string>> {
  const session = await vault.readSession();
  return session ? { Authorization: `JWT ${session.access}` } : {};
}

/** `fetch`, with a network failure turned into a sentence that names the server. */
export async function fetchFromServer(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    throw new Error(`Cannot reach the server at ${url.origin}${cause ? ` (${cause})` : ''}.`, {
      cause: error,
    });
  }
}

const ERROR_BODY_LIMIT = 64 * 1024;

/** The body of a response as JSON when it is JSON, else as text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  if (!isJson || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The server answered a call main made with an error status. The bridge wrapper (ipc/invoke.ts)
 * sends `status` and `body` across with the message.
 */
export class HttpStatusError extends Error {
  readonly status: number;
  /** The error body as JSON when it was JSON (the `detail` of spec §8), else undefined. */
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }
}

/** An error for a failed response: "<what> failed: <server detail> (HTTP 404 Not Found)". */
export async function httpFailure(response: Response, what: string): Promise<HttpStatusError> {
  const text = await readLimitedText(response, ERROR_BODY_LIMIT).catch(() => '');
  const body = jsonOf(text);
  const detail = body === undefined ? plainDetail(text) : errorMessage(body);
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new HttpStatusError(
    `${what} failed: ${detail || response.statusText || 'the server refused it'} (${status}).`,
    response.status,
    body,
  );
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A plain-text error body as a message; an HTML error page is not worth showing. */
function plainDetail(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('<') ? '' : trimmed.slice(0, 500);
}

/** At most `limit` bytes of the body as text; the rest is not even read. */
async function readLimitedText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}
