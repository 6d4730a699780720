/**
 * Writes a KP PDF: the document arrives validated (the bridge wrapper parsed kpPdfRequestSchema),
 * the save dialog names the file, and the PDF thread (pdf-thread.ts) lays it out with the pure
 * builder (src-main/documents/kp-pdf.ts) and renders it with pdfmake 0.3, off main's event loop;
 * it is written atomically (a temporary file beside the target, renamed into place). When
 * `attachTo` is given, the written file is then posted as multipart field `file` (with
 * `attachFields`) to that API path of the server in use, with the vault's token.
 *
 * Decisions:
 * - The layout is made in the thread too, after the dialog (it takes milliseconds to tens of
 *   them for a long quotation, which main's loop is not to spend): the schema has refused bad
 *   input before the dialog, and a layout that fails leaves no file (the temporary one goes).
 * - pdfmake may read local files only inside the fonts folder and may fetch no URL at all.
 * - Progress (kind `pdf`) counts steps: rendered, written, attached (when asked).
 * - A failed attach (HTTP error or unreachable server) fails the call with the server's detail and
 *   says where the PDF was saved: the file stays, as the user asked for it. An HTTP error keeps
 *   its status, so a 401 or 403 logs the user out like any other call (spec §8).
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { KpPdfRequest, SaveOutcome } from '../../src-shared/bridge.ts';
import { httpFailure, HttpStatusError, resolveApiUrl } from './api-request.ts';
import { withTempFile } from './atomic-file.ts';
import type { TransferDeps } from './download.ts';
import type { ProgressSink } from './ports.ts';
import { pdfProgress, startPdfSave, type PdfSaveDeps } from './pdf-save.ts';
import type { ProgressReporter } from './progress.ts';
import { multipartBody, postMultipart } from './upload.ts';

type KpPdfOutcome = SaveOutcome & { attached?: boolean };

type KpPdfDeps = TransferDeps & PdfSaveDeps;

export async function saveKpPdf(
  request: KpPdfRequest,
  deps: KpPdfDeps,
  progress: ProgressSink,
): Promise<KpPdfOutcome> {
  const started = await startPdfSave(deps, 'Save the quotation as PDF', request.suggestedName);
  if (!started) return { saved: false };
  const { target, fontsDir } = started;

  const reporter = pdfProgress(request.operationId, request.attachTo ? 3 : 2, progress);
  try {
    await withTempFile(target, (tempPath) =>
      deps.pdfThread.writeKpPdf(request.document, tempPath, fontsDir, () => reporter.advance(1)),
    );
    reporter.advance(1);
    const bytes = (await stat(target)).size;
    if (!request.attachTo) return { saved: true, path: target, bytes, attached: false };

    await attachPdf(target, bytes, request.attachTo, request.attachFields ?? {}, deps);
    reporter.advance(1);
    return { saved: true, path: target, bytes, attached: true };
  } finally {
    reporter.finish();
  }
}

/** Posts the written PDF to the server as multipart field `file`. */
async function attachPdf(
  file: string,
  bytes: number,
  path: string,
  fields: Record<string, string>,
  deps: TransferDeps,
): Promise<void> {
  const url = resolveApiUrl(deps.serverUrl(), path);
  const form = multipartBody({
    fields,
    fileField: 'file',
    fileName: basename(file),
    contentType: 'application/pdf',
    filePath: file,
    fileSize: bytes,
  });
  const savedNote = `The PDF itself was saved to ${file}.`;
  let response: Response;
  try {
    response = await postMultipart(url, form, SILENT_REPORTER, deps.vault);
  } catch (error) {
    throw new Error(`Attaching the PDF failed: ${(error as Error).message} ${savedNote}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const failure = await httpFailure(response, 'Attaching the PDF to the quotation');
    // The status goes on with the message: a 401 or 403 here logs the user out (spec §8).
    throw new HttpStatusError(`${failure.message} ${savedNote}`, failure.status, failure.body);
  }
  await response.body?.cancel();
}

/** The upload's byte progress is not reported: the PDF's own steps are. */
const SILENT_REPORTER: ProgressReporter = {
  operationId: 'kp-pdf-attach',
  advance() {},
  finish() {},
};
