/**
 * Renders a pdfmake document definition and writes it to a file: the heavy part of a PDF export
 * (layout, font subsetting, compression), run in the PDF thread (pdf-worker.ts), never on main's
 * event loop, which serves the windows and the bridge.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { fontDictionary, onlyInside } from './pdf-fonts.ts';

/** Renders a definition into `file` (which must not exist yet), streamed. */
export async function writePdf(
  definition: TDocumentDefinitions,
  file: string,
  fontsDir: string,
  onRendered?: () => void,
): Promise<void> {
  const pdf = await renderPdf(definition, fontsDir);
  onRendered?.();
  const written = pipeline(pdf, createWriteStream(file, { flags: 'wx' }));
  pdf.end();
  await written;
}

/**
 * The rendered PDFKit document, not yet ended. pdfmake keeps fonts and policies on one shared
 * instance and reads them when `createPdf` is called, so they are set right before each call
 * (synchronously: no other render can slip in between). pdfmake (with pdfkit and fontkit) is
 * loaded on the first PDF, not at the thread's start. It may read local files only inside the
 * fonts folder and may fetch no URL at all.
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
