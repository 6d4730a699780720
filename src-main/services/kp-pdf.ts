/**
 * Writes a KP PDF: the document arrives validated (the bridge wrapper parsed kpPdfRequestSchema),
 * the pure builder (src-main/documents/kp-pdf.ts) lays it out, pdfmake 0.3 renders it, the save
 * dialog names the file, and it is written atomically (a temporary file beside the target, renamed
 * into place). When `attachTo` is given, the written file is then posted as multipart field `file`
 * (with `attachFields`) to that API path of the server in use, with the vault's token.
 *
 * Decisions:
 * - The definition is built before the dialog opens, so a document that cannot be laid out fails
 *   without asking for a path.
 * - pdfmake may read local files only inside the fonts folder and may fetch no URL at all.
 * - Progress (kind `pdf`) counts steps: rendered, written, attached (when asked).
 * - A failed attach (HTTP error or unreachable server) fails the call with the server's detail and
 *   says where the PDF was saved: the file stays, as the user asked for it. An HTTP error keeps
 *   its status, so a 401 or 403 logs the user out like any other call (spec §8).
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { KpPdfRequest, SaveOutcome } from '../../src-shared/bridge.ts';
import { kpPdfDefinition } from '../documents/kp-pdf.ts';
import { httpFailure, HttpStatusError, resolveApiUrl } from './api-request.ts';
import { withTempFile } from './atomic-file.ts';
import type { TransferDeps } from './download.ts';
import { findFontsDir, fontDictionary, onlyInside } from './pdf-fonts.ts';
import type { ProgressSink } from './ports.ts';
import { createProgressReporter, type ProgressReporter } from './progress.ts';
import { multipartBody, postMultipart } from './upload.ts';

export type KpPdfOutcome = SaveOutcome & { attached?: boolean };

export interface KpPdfDeps extends TransferDeps {
  /** The folder of the Roboto files; found with findFontsDir when not given. */
  fontsDir?: string;
}

export async function saveKpPdf(
  request: KpPdfRequest,
  deps: KpPdfDeps,
  progress: ProgressSink,
): Promise<KpPdfOutcome> {
  const definition = kpPdfDefinition(request.document);
  const fontsDir = deps.fontsDir ?? findFontsDir();

  const target = await deps.dialogs.chooseSavePath({
    title: 'Save the quotation as PDF',
    suggestedName: request.suggestedName,
    filters: [{ name: 'PDF document', extensions: ['pdf'] }],
  });
  if (!target) return { saved: false };

  const reporter = createProgressReporter({
    operationId: request.operationId,
    kind: 'pdf',
    total: request.attachTo ? 3 : 2,
    sink: progress,
    step: 1,
    intervalMs: Number.POSITIVE_INFINITY,
  });
  try {
    await withTempFile(target, (tempPath) => writePdf(definition, tempPath, fontsDir, reporter));
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

/** Renders a definition into `file` (which must not exist yet), streamed. */
export async function writePdf(
  definition: TDocumentDefinitions,
  file: string,
  fontsDir: string,
  reporter?: ProgressReporter,
): Promise<void> {
  const pdf = await renderPdf(definition, fontsDir);
  reporter?.advance(1);
  const written = pipeline(pdf, createWriteStream(file, { flags: 'wx' }));
  pdf.end();
  await written;
}

/**
 * The rendered PDFKit document, not yet ended. pdfmake keeps fonts and policies on one shared
 * instance and reads them when `createPdf` is called, so they are set right before each call
 * (synchronously: no other render can slip in between). pdfmake (with pdfkit and fontkit) is
 * loaded on the first PDF, not at the app's start.
 */
export async function renderPdf(
  definition: TDocumentDefinitions,
  fontsDir: string,
): Promise<PDFKit.PDFDocument> {
  const { default: pdfmake } = await import('pdfmake');
  pdfmake.setFonts(fontDictionary(fontsDir));
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(onlyInside(fontsDir));
  return pdfmake.createPdf(definition).getStream();
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
