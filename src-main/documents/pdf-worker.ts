/**
 * The PDF thread (node:worker_threads), started by main's services/pdf-thread.ts: lays out a KP
 * document (kp-pdf.ts) or a sheet of product labels (labels-pdf.ts, its barcodes made here too by
 * barcodes.ts) and renders it with pdfmake into a file (pdf-writer.ts), so that the seconds a long
 * quotation or two thousand labels take never hold up main's event loop, which serves the windows
 * and the bridge. Bundled as dist/electron/pdf-worker.cjs for Electron; run from source elsewhere.
 *
 * Jobs run one at a time, in order: pdfmake keeps its fonts and access policies on one shared
 * instance (pdf-writer.ts). Each job answers `rendered` (laid out, being written) and then `done`,
 * or `failed` with the error's message.
 */
import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ProductLabel } from '../../src-shared/bridge.ts';
import type { KpDocument } from '../../src-shared/domain/kp-document.ts';
import { barcodesFor } from './barcodes.ts';
import { kpPdfDefinition } from './kp-pdf.ts';
import { labelSheetDefinition } from './labels-pdf.ts';
import { writePdf } from './pdf-writer.ts';

/** What to lay out: a KP document or a sheet of labels, both validated by the bridge. */
export type PdfSubject =
  { kind: 'kp'; document: KpDocument } | { kind: 'labels'; labels: ProductLabel[] };

/** main → thread: write this subject as a PDF to `file`, which must not exist. */
export interface PdfJob {
  id: number;
  subject: PdfSubject;
  file: string;
  fontsDir: string;
}

/** thread → main, about one job; `barcodes` tells how many of a label sheet's are made. */
export type PdfJobEvent =
  | { id: number; type: 'rendered' | 'done' }
  | { id: number; type: 'barcodes'; made: number }
  | { id: number; type: 'failed'; message: string };

const port = parentPort;
if (!port)
  throw new Error('pdf-worker runs as a worker thread (services/pdf-thread.ts starts it).');

async function run(job: PdfJob): Promise<void> {
  const say = (event: PdfJobEvent) => port?.postMessage(event);
  try {
    const definition = await definitionOf(job.subject, (made) =>
      say({ id: job.id, type: 'barcodes', made }),
    );
    await writePdf(definition, job.file, job.fontsDir, () => say({ id: job.id, type: 'rendered' }));
    say({ id: job.id, type: 'done' });
  } catch (error) {
    say({
      id: job.id,
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

async function definitionOf(
  subject: PdfSubject,
  onBarcodes: (made: number) => void,
): Promise<TDocumentDefinitions> {
  if (subject.kind === 'kp') return kpPdfDefinition(subject.document);
  const codes = subject.labels.map((label) => label.label_code);
  const barcodes = await barcodesFor(codes, onBarcodes);
  return labelSheetDefinition(subject.labels, barcodes);
}

let queue = Promise.resolve();
port.on('message', (job: PdfJob) => {
  queue = queue.then(() => run(job));
});
