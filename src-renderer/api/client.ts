/**
 * The one HTTP client of the renderer. It applies the error catalogue of spec §8 exactly (through
 * the pure rules in src-shared/domain/errors.ts), drops empty filters (spec §5), sends the access
 * token under the JWT scheme (spec §7) and gives up after REQUEST_TIMEOUT_MS.
 *
 * It knows nothing about stores or the bridge: everything it needs comes in as `ApiClientDeps`, so
 * tests drive it with crafted Response objects.
 */
import { LOGIN_CALL_PATHS } from '../../src-shared/api/auth.ts';
import { REQUEST_TIMEOUT_MS } from '../../src-shared/domain/constants.ts';
import {
  errorMessage,
  fieldErrors,
  outcomeForFailure,
  outcomeForResponse,
  type ErrorOutcome,
  type FailureKind,
  type FieldErrors,
} from '../../src-shared/domain/errors.ts';
import { toQueryString, type QueryValue } from '../../src-shared/domain/filters.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type NoticeKind = 'success' | 'info' | 'error';

interface ApiClientDeps {
  /** The server root with a trailing slash (app.info().serverUrl). */
  baseUrl: () => string;
  /** The access token in memory, or null when signed out. */
  accessToken: () => string | null;
  /** Called when the catalogue says the user is logged out (401 outside login, 403). */
  onLogout: () => void;
  /** Shows a message to the user (a toast). */
  notify: (kind: NoticeKind, message: string) => void;
  /** Records the error code the catalogue asks for (404 without detail, 500). */
  recordErrorCode?: (code: 404 | 500) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Filters and paging; empty values are dropped before sending. */
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** The caller's cancellation (TanStack Query passes one); a cancel is not an error to show. */
  signal?: AbortSignal;
  /**
   * Spec §8 "failure toasts": a call whose failure has its own words ('Holding already exist')
   * shows them instead of the catalogue's message. Log-out and recorded codes still apply, and
   * client failures (no connection, time-out, unreadable answer) still say what happened.
   */
  failureMessage?: string;
  /**
   * Spec §9 success messages: an action whose success has its own words ('RFQ canceled') shows
   * them, as a success, instead of any `detail` the answer carries (which would otherwise be shown
   * as information, spec §8), so the user reads one message, the spec's.
   */
  successMessage?: string;
}

/** What callers get when a call fails: enough to show the error beside the field it concerns. */
export class ApiError extends Error {
  /** HTTP status, or 0 when no response came (fetch error, time-out). */
  readonly status: number;
  readonly kind: 'http' | FailureKind;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;
  readonly recordCode: 404 | 500 | undefined;
  readonly loggedOut: boolean;

  constructor(init: {
    message: string;
    status: number;
    kind: 'http' | FailureKind;
    body?: unknown;
    outcome?: ErrorOutcome;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.fieldErrors = fieldErrors(init.body);
    this.recordCode = init.outcome?.recordCode;
    this.loggedOut = init.outcome?.logout ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failed call in one line, to show beside what the user typed: the server's words on the fields
 * it refused, or its message.
 */
export function refusalText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const fields = Object.values(error.fieldErrors).flat();
  return fields.length ? fields.join(' ') : error.message;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function joinUrl(base: string, path: string): string {
  return base.endsWith('/') ? base + path : `${base}/${path}`;
}

/**
 * Every method answers `unknown`: the answer is typed only by a declared endpoint's call
 * (call.ts), which checks it against the endpoint's schema, never by a cast here.
 */
export interface ApiClient {
  send(path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<unknown>;
  post(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body' | 'method'>,
  ): Promise<unknown>;
  patch(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body' | 'method'>,
  ): Promise<unknown>;
  delete(path: string, options?: Omit<RequestOptions, 'body' | 'method'>): Promise<unknown>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** A client failure (spec §8 "client error kinds"): shown, never swallowed, then thrown. */
  function fail(kind: FailureKind, cause: string | undefined): never {
    const outcome = outcomeForFailure(kind, cause);
    const message = outcome.message ?? kind;
    deps.notify('error', message);
    throw new ApiError({ message, status: 0, kind, outcome });
  }

  async function send(path: string, options: RequestOptions = {}): Promise<unknown> {
    const { method = 'GET', query, body, signal, failureMessage, successMessage } = options;
    const url = joinUrl(deps.baseUrl(), path) + (query ? toQueryString(query) : '');
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = deps.accessToken();
    if (token) headers.Authorization = `JWT ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('timeout', 'TimeoutError')),
      timeoutMs,
    );
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
      });
      text = await response.text();
    } catch (error) {
      // The caller cancelled (a query key changed, a dialog closed): nothing went wrong.
      if (signal?.aborted && !timeout.signal.aborted) throw error;
      if (timeout.signal.aborted)
        fail('timeout', `no answer after ${Math.round(timeoutMs / 1000)} s`);
      if (isAbort(error)) throw error;
      fail('fetch', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }

    let parsed: unknown = undefined;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        // An error status with a non-JSON page (a proxy's 502) is handled by its status below.
        if (response.ok) fail('parse', error instanceof Error ? error.message : undefined);
      }
    }

    const outcome = outcomeForResponse({
      status: response.status,
      statusText: response.statusText,
      body: parsed,
      isLoginCall: LOGIN_CALL_PATHS.includes(path),
    });

    if (response.ok) {
      // A 200/201 that carries a `detail` is information for the user (spec §8), unless the call
      // has its own success message.
      if (successMessage) deps.notify('success', successMessage);
      else if (outcome?.message)
        deps.notify(outcome.severity === 'info' ? 'info' : 'error', outcome.message);
      return parsed;
    }

    const shown =
      outcome?.message && failureMessage && !outcome.logout ? failureMessage : outcome?.message;
    if (shown) deps.notify('error', shown);
    if (outcome?.recordCode) deps.recordErrorCode?.(outcome.recordCode);
    if (outcome?.logout) deps.onLogout();
    throw new ApiError({
      message: shown || errorMessage(parsed) || `${response.status} ${response.statusText}`.trim(),
      status: response.status,
      kind: 'http',
      body: parsed,
      outcome,
    });
  }

  return {
    send,
    get: (path, query, signal) => send(path, { query, signal }),
    post: (path, body, options) => send(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => send(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => send(path, { ...options, method: 'DELETE' }),
  };
}
