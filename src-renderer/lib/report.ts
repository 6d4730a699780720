import { isApiError } from '../api/client.ts';
import { notify } from '../stores/notifications.ts';

/**
 * For a failure nobody else showed: API errors were already shown by the client (spec §8), so
 * only the rest (a bridge call, a bug) is shown here. Nothing is swallowed.
 */
export function reportUnexpected(error: unknown, prefix?: string): void {
  if (isApiError(error)) return;
  const message = error instanceof Error ? error.message : String(error);
  notify.error(prefix ? `${prefix}: ${message}` : message);
}
