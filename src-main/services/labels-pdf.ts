/**
 * Writes a sheet of product labels as a PDF: the labels arrive validated (the bridge wrapper
 * parsed labelsRequestSchema: one to 2000 of them, every code a product label code, so an empty
 * list or a bad code is refused before the dialog and nothing is written), the save dialog names
 * the file, and the PDF thread (pdf-thread.ts) makes the barcodes and lays the sheet out
 * (src-main/documents/labels-pdf.ts), off main's event loop; the file is written atomically (a
 * temporary file beside the target, renamed into place), as the KP PDF is (services/kp-pdf.ts).
 * Progress (kind `pdf`) counts a step per barcode (reported by the thread every
 * BARCODES_PER_REPORT: two thousand take seconds), then two more: rendered, written.
 */
import { stat } from 'node:fs/promises';
import type { LabelsRequest, SaveOutcome } from '../../src-shared/bridge.ts';
import { withTempFile } from './atomic-file.ts';
import type { ProgressSink } from './ports.ts';
import { pdfProgress, startPdfSave, type PdfSaveDeps } from './pdf-save.ts';

export async function saveLabels(
  request: LabelsRequest,
  deps: PdfSaveDeps,
  progress: ProgressSink,
): Promise<SaveOutcome> {
  const started = await startPdfSave(
    deps,
    request.labels.length === 1 ? 'Save the label as PDF' : 'Save the labels as PDF',
    request.suggestedName,
  );
  if (!started) return { saved: false };
  const { target, fontsDir } = started;

  const barcodes = new Set(request.labels.map((label) => label.label_code)).size;
  const reporter = pdfProgress(request.operationId, barcodes + 2, progress);
  let made = 0;
  try {
    await withTempFile(target, (tempPath) =>
      deps.pdfThread.writeLabelsPdf(
        request.labels,
        tempPath,
        fontsDir,
        () => reporter.advance(1),
        (now) => {
          reporter.advance(now - made);
          made = now;
        },
      ),
    );
    reporter.advance(1);
    return { saved: true, path: target, bytes: (await stat(target)).size };
  } finally {
    reporter.finish();
  }
}
