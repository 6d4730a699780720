/**
 * Errors a handler throws to answer with a status and a Django REST body: `{detail}` or
 * `{field: [messages]}`. Anything else that escapes a handler is a 500 `{detail: 'Server Error'}`.
 */
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import { SERVER_ERROR, type FieldErrors } from '../../src-shared/domain/errors.ts';

/** `{detail}` (with more fields where a call says so, as a bulk refusal's reasons), or field errors. */
type ErrorBody = { detail: string; [key: string]: unknown } | FieldErrors;

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const NOT_FOUND = 'Not found.';

export function badRequest(errors: FieldErrors): HttpError {
  return new HttpError(400, errors);
}

export function badRequestDetail(detail: string): HttpError {
  return new HttpError(400, { detail });
}

/**
 * A 400 with a rule's refusal (the refusals of src-shared/domain: a move or an edit a record's
 * state does not allow), if the rule refuses; each write checked its rule so.
 */
export function throwRefusal(refusal: string | null | undefined): void {
  if (refusal) throw badRequestDetail(refusal);
}

/** The 400 of a bulk call (RFQs, products, positions, requests): nothing changed, a reason each. */
export function bulkRefusal(detail: string, refused: BulkRefusal['refused']): HttpError {
  const body: BulkRefusal = { detail, refused };
  return new HttpError(400, { ...body });
}

export function notFound(detail = NOT_FOUND): HttpError {
  return new HttpError(404, { detail });
}

export function forbidden(
  detail = 'You do not have permission to perform this action.',
): HttpError {
  return new HttpError(403, { detail });
}

export function unauthorized(detail: string): HttpError {
  return new HttpError(
    401,
    { detail },
    {
      'WWW-Authenticate': 'JWT realm="api"',
    },
  );
}

export function tooManyRequests(detail: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, { detail }, { 'Retry-After': String(retryAfterSeconds) });
}

export const SERVER_ERROR_BODY = { detail: SERVER_ERROR } as const;

export const NUMBER_OUT_OF_RANGE = 'A number in the request is out of range.';

/**
 * PostgreSQL refused a number its column cannot hold (SQLSTATE 22003: an integer past 2^31, an
 * amount past numeric(14, 2)). The schemas bound what people type, not every product of it: this
 * is bad input, not a server fault, and the request's transaction wrote nothing.
 */
export function isNumberOutOfRange(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22003';
}

export const MALFORMED_MULTIPART =
  'The upload is not a complete multipart/form-data body. Send the file again.';

/**
 * The multipart parser (busboy) met a body it cannot read: cut short, no boundary, not multipart
 * at all. Bad input, not a server fault. busboy gives these as plain Errors with no code, so they
 * are known by their words; nothing of ours throws a plain Error with these words.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error.constructor !== Error) return false;
  if ('code' in error || 'statusCode' in error) return false;
  return /multipart|^Unsupported Content-Type\.$|Boundary/.test(error.message);
}

/** Collects field errors, so a handler reports every bad field at once, as DRF does. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw badRequest(this.errors);
  }
}
