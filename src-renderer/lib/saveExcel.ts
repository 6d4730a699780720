import type { SaveOutcome, SheetDescription } from '../../src-shared/bridge.ts';
import { bridge } from '../bridge.ts';
import { useTasks } from '../stores/tasks.ts';

let counter = 0;

/**
 * Writes a workbook through the bridge (main asks where, then writes), showing its progress as a
 * task. Call it with no modal dialog of ours open: the browser host's save dialog is in the page.
 */
export async function saveExcelWithProgress(request: {
  suggestedName: string;
  sheets: SheetDescription[];
  label: string;
}): Promise<SaveOutcome> {
  const operationId = `excel-${Date.now()}-${++counter}`;
  const tasks = useTasks.getState();
  tasks.start(operationId, request.label);
  const unsubscribe = bridge().events.onProgress((progress) => {
    if (progress.operationId === operationId) {
      useTasks.getState().progress(operationId, progress.done, progress.total);
    }
  });
  try {
    return await bridge().exports.saveExcel({
      suggestedName: request.suggestedName,
      sheets: request.sheets,
      operationId,
    });
  } finally {
    unsubscribe();
    useTasks.getState().finish(operationId);
  }
}
