/**
 * What the services need from the operating system, passed in so that the same services run in
 * Electron's main process, in the browser host (plain Node) and in tests.
 */
import type { FileFilters, Progress } from '../../src-shared/bridge.ts';

export interface SaveDialogRequest {
  title: string;
  /** The name offered in the dialog, a plain file name. */
  suggestedName: string;
  filters?: FileFilters;
}

export interface OpenDialogRequest {
  title: string;
  filters?: FileFilters;
}

/** The native file dialogs (Electron's `dialog`, or the browser host's in-page dialog). */
export interface DialogPort {
  /** The absolute path the user chose to save to, or null when they cancelled. */
  chooseSavePath(request: SaveDialogRequest): Promise<string | null>;
  /** The absolute path of the file the user chose to open, or null when they cancelled. */
  chooseOpenPath(request: OpenDialogRequest): Promise<string | null>;
}

/** Where progress events go: the window that asked. */
export type ProgressSink = (progress: Progress) => void;

/** Messages for the terminal or the log file; never given tokens or file contents. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** The message of anything thrown, for a user-facing error. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}
