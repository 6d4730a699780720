/**
 * The steps every PDF save starts with (the KP and the label sheet): finding the fonts, asking
 * where to save it, PDF files only, and a progress reporter that reports each of its few slow steps.
 */
import { findFontsDir } from '../documents/pdf-fonts.ts';
import type { PdfThread } from './pdf-thread.ts';
import type { DialogPort, ProgressSink } from './ports.ts';
import { createProgressReporter, type ProgressReporter } from './progress.ts';

/** What every PDF save needs besides its request. */
export interface PdfSaveDeps {
  dialogs: DialogPort;
  /** Where the PDF is laid out and rendered. */
  pdfThread: PdfThread;
  /** The folder of the Roboto files; found with findFontsDir when not given. */
  fontsDir?: string;
}

/**
 * The fonts folder (first: a missing one fails before any dialog), then the save dialog titled
 * `title`; undefined when the person cancels it.
 */
export async function startPdfSave(
  deps: PdfSaveDeps,
  title: string,
  suggestedName: string,
): Promise<{ target: string; fontsDir: string } | undefined> {
  const fontsDir = deps.fontsDir ?? findFontsDir();
  const target = await choosePdfPath(deps.dialogs, title, suggestedName);
  return target ? { target, fontsDir } : undefined;
}

/** The save dialog for a PDF; null when the person cancels it. */
function choosePdfPath(
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
