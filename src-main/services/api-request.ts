/**
 * How main talks to the API on the renderer's behalf: the renderer names a path relative to the
 * server in use (never a URL), main resolves it, adds the token from the vault, and turns an HTTP
 * error into a message built from the server's `detail` (spec §8).
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

/** An Error for a failed response: "<what> failed: <server detail> (HTTP 404 Not Found)". */
export async function httpFailure(response: Response, what: string): Promise<Error> {
  const text = await readLimitedText(response, ERROR_BODY_LIMIT).catch(() => '');
  const detail = detailOf(text);
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new Error(
    `${what} failed: ${detail || response.statusText || 'the server refused it'} (${status}).`,
  );
}

/** The server's message in an error body: spec §8 for JSON; short plain text as it is. */
function detailOf(text: string): string {
  try {
    return errorMessage(JSON.parse(text) as unknown);
  } catch {
    // An HTML error page is not worth showing.
    const trimmed = text.trim();
    return trimmed.startsWith('<') ? '' : trimmed.slice(0, 500);
  }
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
