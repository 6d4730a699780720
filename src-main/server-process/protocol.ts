/**
 * What main and the embedded server's process say to each other over their IPC channel
 * (child_process.fork's, or Electron utilityProcess's parentPort), and the environment the child
 * starts with. Its log lines do not go over the channel: they are its stdout (app-log.ts).
 */
import { z } from 'zod';

/** The child's start options, as environment variables (read before anything can be said). */
export const CHILD_ENV = {
  dataDir: 'AERODESK_SERVER_DATA_DIR',
  /** The port to listen on; 0 (any free one) on a first start, the same one on a restart. */
  port: 'AERODESK_SERVER_PORT',
} as const;

/** Why a start failed, for main's choice of what to do next. */
export const START_FAILURES = ['data-folder-in-use', 'port-unavailable', 'other'] as const;
export type StartFailure = (typeof START_FAILURES)[number];

export const childMessageSchema = z.discriminatedUnion('type', [
  /**
   * Listening; `url` with a trailing slash. `postgresDataDir`: its embedded PostgreSQL's cluster,
   * which main stops itself if it ever has to kill the process (supervisor.ts).
   */
  z.object({
    type: z.literal('listening'),
    url: z.url(),
    postgresDataDir: z.string().optional(),
  }),
  /** The start failed; `message` is worded for the user (it is what the start-up error shows). */
  z.object({ type: z.literal('failed'), reason: z.enum(START_FAILURES), message: z.string() }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;

/** main → child: stop now (close HTTP, the pool and PostgreSQL, then exit 0). */
export const STOP_MESSAGE = { type: 'stop' } as const;
export type ParentMessage = typeof STOP_MESSAGE;

export function isStopMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === STOP_MESSAGE.type
  );
}
