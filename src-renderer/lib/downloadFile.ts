/**
 * Saving a file the server sends (a KP's issued PDF, a purchase order's Excel) where the user
 * chooses: main fetches it with the session's token and writes it through the native save dialog,
 * the progress shows as a task, and the outcome as a toast that names the file and its folder.
 */
import type { FileFilters } from '../../src-shared/bridge.ts';
import { bridge } from '../bridge.ts';
import { notify } from '../stores/notifications.ts';
import { withProgressTask } from './progressTask.ts';

/** The saved-file notice names a folder path: it stays long enough to read it. */
export const SAVED_FILE_NOTICE_MS = 6000;

/** The last part of a path, whichever separator the system uses. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}

export function folderOf(path: string): string {
  const name = baseName(path);
  return path.slice(0, Math.max(0, path.length - name.length - 1)) || path;
}

export async function downloadFile(request: {
  /** The API path of the file. */
  path: string;
  suggestedName: string;
  filters: FileFilters;
  /** What it is, for the task and a failure: 'The PDF', 'The Excel file'. */
  what: string;
}): Promise<void> {
  const operationId = `download-${Date.now()}`;
  try {
    const outcome = await withProgressTask(
      operationId,
      `Downloading ${request.suggestedName}`,
      () =>
        bridge().files.download({
          path: request.path,
          suggestedName: request.suggestedName,
          filters: request.filters,
          operationId,
        }),
    );
    if (!outcome.saved) {
      notify.info('Download cancelled');
      return;
    }
    notify.success(
      `Saved ${baseName(outcome.path)} to ${folderOf(outcome.path)}`,
      SAVED_FILE_NOTICE_MS,
    );
  } catch (error) {
    notify.error(
      `${request.what} was not saved: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
