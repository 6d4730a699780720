import { bridge } from '../bridge.ts';
import { useTasks } from '../stores/tasks.ts';

/**
 * Runs a bridge operation that reports progress (writing a workbook or a PDF, a transfer) with its
 * progress shown as a task; the task and the progress subscription go when it ends, however.
 */
export async function withProgressTask<T>(
  operationId: string,
  label: string,
  run: () => Promise<T>,
): Promise<T> {
  useTasks.getState().start(operationId, label);
  const unsubscribe = bridge().events.onProgress((progress) => {
    if (progress.operationId === operationId) {
      useTasks.getState().progress(operationId, progress.done, progress.total);
    }
  });
  try {
    return await run();
  } finally {
    unsubscribe();
    useTasks.getState().finish(operationId);
  }
}
