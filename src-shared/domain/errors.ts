/**
 * The error catalogue of spec §8 as pure functions: how a message is built from an error body, and
 * what the client does for each status. The renderer's one HTTP client applies it to every call.
 */

export const BAD_REQUEST = 'Bad request';
export const SERVER_ERROR = 'Server Error';

/** Field errors in the Django REST shape: `{field: ['message', ...]}`, possibly nested. */
export type FieldErrors = Record<string, string[]>;

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * Spec §8: take `detail`; if it is a list, join it with '; '. Otherwise join all per-field message
 * lists with '; '. Returns '' when the body carries no message at all.
 */
export function errorMessage(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return messagesOf(body).join('; ');
  const { detail } = body as { detail?: unknown };
  if (detail !== undefined && detail !== null) return messagesOf(detail).join('; ');
  return messagesOf(body).join('; ');
}

/** Field errors by field name, for showing beside inputs; `detail` and non-field errors excluded. */
export function fieldErrors(body: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    const messages = messagesOf(value);
    if (messages.length) result[field] = messages;
  }
  return result;
}

export type FailureKind = 'fetch' | 'timeout' | 'parse';

/** What the client does about one response or failure. */
export interface ErrorOutcome {
  /** The message to show, if any. */
  message?: string;
  /** Whether the user is logged out. */
  logout: boolean;
  /** The error code recorded for the error view (spec: 404 without detail, and 500). */
  recordCode?: 404 | 500;
  /** A 200/201 that carried a `detail` is an information, not a failure. */
  severity: 'error' | 'info';
}

interface ResponseFacts {
  status: number;
  statusText?: string;
  body: unknown;
  /** Login and confirm-code login are exempt from the log-out on 401. */
  isLoginCall?: boolean;
}

/** Spec §8, "Handling by status". Returns undefined for a success without a `detail`. */
export function outcomeForResponse({
  status,
  statusText,
  body,
  isLoginCall = false,
}: ResponseFacts): ErrorOutcome | undefined {
  const detail = errorMessage(body);
  if (status === 200 || status === 201) {
    const hasDetail = !!body && typeof body === 'object' && 'detail' in body;
    return hasDetail && detail ? { message: detail, logout: false, severity: 'info' } : undefined;
  }
  if (status >= 200 && status < 300) return undefined;
  switch (status) {
    case 400:
    case 429:
      return { message: detail || BAD_REQUEST, logout: false, severity: 'error' };
    case 401:
      return { message: detail || BAD_REQUEST, logout: !isLoginCall, severity: 'error' };
    case 403:
      return { logout: true, severity: 'error' };
    case 404:
      return detail
        ? { message: detail, logout: false, severity: 'error' }
        : { message: BAD_REQUEST, logout: false, recordCode: 404, severity: 'error' };
    case 500:
      return {
        message: statusText || SERVER_ERROR,
        logout: false,
        recordCode: 500,
        severity: 'error',
      };
    default:
      // Other statuses are "not shown" in the spec: we show what the server said, or the status.
      return {
        message: detail || `${SERVER_ERROR} (${status}${statusText ? ` ${statusText}` : ''})`,
        logout: false,
        severity: 'error',
      };
  }
}

/** Messages for the client error kinds of spec §8: never swallowed, always shown. */
export function outcomeForFailure(kind: FailureKind, cause?: string): ErrorOutcome {
  const suffix = cause ? `: ${cause}` : '';
  const message = {
    fetch: `Cannot reach the server${suffix}`,
    timeout: `The server did not answer in time${suffix}`,
    parse: `The server sent a response that could not be read${suffix}`,
  }[kind];
  return { message, logout: false, severity: 'error' };
}
