import type { SaveOutcome, SheetDescription } from '../../src-shared/bridge.ts';
import { bridge } from '../bridge.ts';
import { withProgressTask } from './progressTask.ts';

let counter = 0;

/**
 * Writes a workbook through the bridge (main asks where, then writes), showing its progress as a
 * task. Call it with no modal dialog of ours open: the browser host's save dialog is in the page.
 */
export function saveExcelWithProgress(request: {
  suggestedName: string;
  sheets: SheetDescription[];
  label: string;
}): Promise<SaveOutcome> {
  const operationId = `excel-${Date.now()}-${++counter}`;
  return withProgressTask(operationId, request.label, () =>
    bridge().exports.saveExcel({
      suggestedName: request.suggestedName,
      sheets: request.sheets,
      operationId,
    }),
  );
}
