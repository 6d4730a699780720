/**
 * The two steps every PDF save starts with (the KP and the label sheet): asking where to save it,
 * PDF files only, and a progress reporter that reports each of its few slow steps.
 */
import type { DialogPort, ProgressSink } from './ports.ts';
import { createProgressReporter, type ProgressReporter } from './progress.ts';

/** The save dialog for a PDF; null when the person cancels it. */
export function choosePdfPath(
  dialogs: DialogPort,
  title: string,
  suggestedName: string,
): Promise<string | null> {
  return dialogs.chooseSavePath({
    title,
    suggestedName,
    filters: [{ name: 'PDF document', extensions: ['pdf'] }],
  });
}

/** A PDF save's progress: every step is reported (they are few and slow), never thinned by time. */
export function pdfProgress(
  operationId: string | undefined,
  total: number,
  sink: ProgressSink,
): ProgressReporter {
  return createProgressReporter({
    operationId,
    kind: 'pdf',
    total,
    sink,
    step: 1,
    intervalMs: Number.POSITIVE_INFINITY,
  });
}
