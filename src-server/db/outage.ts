/**
 * Failures that are neither the request's fault nor a bug in it: the database connection was lost,
 * the database is down or restarting, it is out of room, or the disk is full. Each gets a status
 * and a sentence a user can act on, in place of a bare 500 (`app.ts`'s error handler, the health
 * check). Our decisions:
 * - A lost or refused database connection is 503: the request failed, the server goes on, and the
 *   same request a moment later may well succeed. A request whose transaction was cut rolled back,
 *   except in the rare case that the cut came while its COMMIT was on the way.
 * - The database's disk full (SQLSTATE 53100) is 503 too, saying the disk is full; its other
 *   resource limits (53xxx: memory, connections) are 503 as well.
 * - Our own disk full while writing files (ENOSPC, EDQUOT: an upload, a KP's PDF) is 507
 *   Insufficient Storage: the server could not store what it was given; retrying will not help
 *   until someone frees space, which the message says.
 */

interface Outage {
  status: 503 | 507;
  detail: string;
  /** For the server log. */
  kind:
    | 'Database connection lost'
    | 'Database unavailable'
    | 'Database disk full'
    | 'Database out of resources'
    | 'Disk full';
}

export const CONNECTION_LOST =
  'The connection to the database was lost while this request was handled. Please try again.';
export const DATABASE_UNAVAILABLE =
  'The database is not available at the moment (it may be restarting). Please try again in a moment.';
export const DATABASE_DISK_FULL =
  "The server's disk is full: the database cannot store this change. Ask the administrator to free disk space.";
export const DATABASE_OUT_OF_RESOURCES =
  'The database is out of memory or connections at the moment. Please try again in a moment.';
export const FILES_DISK_FULL =
  "The server's disk is full: the file was not stored. Ask the administrator to free disk space.";

/** SQLSTATEs of a connection that ended or never came: class 08 and the 57P0x shutdowns. */
const LOST_STATES = new Set(['57P01', '57P02']);
const UNAVAILABLE_STATES = new Set(['57P03', '08001', '08004']);
/** Errors of our side of the socket, and pg's and pg-pool's own words for the same thing. */
const LOST_ERRNOS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED']);
const LOST_MESSAGES = [/Connection terminated/i, /is not queryable/i];
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
];
const DISK_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/** The outage an error stands for, or undefined for any other error. */
export function outageOf(error: unknown): Outage | undefined {
  for (const cause of causes(error)) {
    const found = classify(cause);
    if (found) return found;
  }
  return undefined;
}

function classify(error: object): Outage | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  // An errno counts only from a system call of ours: an upload the client cut is an ECONNRESET
  // too ("aborted"), and is not the database's doing.
  const errno = 'syscall' in error ? code : '';
  if (code === '53100')
    return { status: 503, detail: DATABASE_DISK_FULL, kind: 'Database disk full' };
  if (/^53[0-9A-Z]{3}$/.test(code))
    return { status: 503, detail: DATABASE_OUT_OF_RESOURCES, kind: 'Database out of resources' };
  if (DISK_ERRNOS.has(errno)) return { status: 507, detail: FILES_DISK_FULL, kind: 'Disk full' };
  if (
    UNAVAILABLE_STATES.has(code) ||
    UNAVAILABLE_ERRNOS.has(errno) ||
    matches(UNAVAILABLE_MESSAGES, message)
  )
    return { status: 503, detail: DATABASE_UNAVAILABLE, kind: 'Database unavailable' };
  if (
    LOST_STATES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    LOST_ERRNOS.has(errno) ||
    matches(LOST_MESSAGES, message)
  )
    return { status: 503, detail: CONNECTION_LOST, kind: 'Database connection lost' };
  return undefined;
}

function matches(patterns: readonly RegExp[], message: string): boolean {
  return patterns.some((pattern) => pattern.test(message));
}

/** The error, its causes, and the errors an AggregateError gathers (a refused connect to every address of a host). */
function causes(error: unknown, depth = 0): object[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const found: object[] = [error];
  if ('cause' in error) found.push(...causes(error.cause, depth + 1));
  if (error instanceof AggregateError)
    for (const inner of error.errors as unknown[]) found.push(...causes(inner, depth + 1));
  return found;
}
