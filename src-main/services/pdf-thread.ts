/**
 * Main's side of the PDF thread (documents/pdf-worker.ts): one worker thread, started on the first
 * PDF and kept for the next ones (pdfmake and the fonts are loaded once), that lays out and renders
 * KP PDFs and label sheets off main's event loop. A thread that dies fails the jobs it had; the next job starts a
 * new one. It does not keep a process alive while idle, and `close()` ends it with the app.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProductLabel } from '../../src-shared/bridge.ts';
import type { KpDocument } from '../../src-shared/domain/kp-document.ts';
import type { PdfJob, PdfJobEvent, PdfSubject } from '../documents/pdf-worker.ts';

export interface PdfThread {
  /** Writes the KP document as a PDF to `file` (which must not exist yet). */
  writeKpPdf(
    document: KpDocument,
    file: string,
    fontsDir: string,
    onRendered?: () => void,
  ): Promise<void>;
  /**
   * Writes a sheet of product labels as a PDF to `file`; the barcodes are made in the thread,
   * `onBarcodes` hears how many are made so far.
   */
  writeLabelsPdf(
    labels: ProductLabel[],
    file: string,
    fontsDir: string,
    onRendered?: () => void,
    onBarcodes?: (made: number) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * The worker's script: the bundle's, beside main.cjs in dist/electron (Electron); else the source,
 * run by Node's own TypeScript support (the browser host, tests, benches).
 */
function pdfWorkerFile(dir: string = import.meta.dirname): string {
  const candidates = [join(dir, 'pdf-worker.cjs'), join(dir, '..', 'documents', 'pdf-worker.ts')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The PDF thread's script is missing: ${candidates.join(', ')}.`);
  return found;
}

interface Pending {
  resolve(): void;
  reject(error: Error): void;
  onRendered?: () => void;
  onBarcodes?: (made: number) => void;
}

export function createPdfThread(workerFile?: string): PdfThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function settled(id: number): Pending | undefined {
    const job = pending.get(id);
    pending.delete(id);
    // Idle: the thread must not keep the process alive.
    if (pending.size === 0) worker?.unref();
    return job;
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(workerFile ?? pdfWorkerFile());
    const gone = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on('message', (event: PdfJobEvent) => {
      if (event.type === 'rendered') return pending.get(event.id)?.onRendered?.();
      if (event.type === 'barcodes') return pending.get(event.id)?.onBarcodes?.(event.made);
      const job = settled(event.id);
      if (event.type === 'failed') job?.reject(new Error(event.message));
      else job?.resolve();
    });
    started.on('error', (error) => gone(new Error(`The PDF thread failed: ${error.message}`)));
    started.on('exit', (code) => gone(new Error(`The PDF thread ended (exit code ${code}).`)));
    worker = started;
    return started;
  }

  function write(
    subject: PdfSubject,
    file: string,
    fontsDir: string,
    listeners: Pick<Pending, 'onRendered' | 'onBarcodes'>,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const id = nextId++;
      const running = thread();
      pending.set(id, { resolve, reject, ...listeners });
      running.ref();
      running.postMessage({ id, subject, file, fontsDir } satisfies PdfJob);
    });
  }

  return {
    writeKpPdf: (document, file, fontsDir, onRendered) =>
      write({ kind: 'kp', document }, file, fontsDir, { onRendered }),
    writeLabelsPdf: (labels, file, fontsDir, onRendered, onBarcodes) =>
      write({ kind: 'labels', labels }, file, fontsDir, { onRendered, onBarcodes }),
    async close() {
      const running = worker;
      worker = null;
      failAll(new Error('The PDF thread was stopped.'));
      await running?.terminate();
    },
  };
}
