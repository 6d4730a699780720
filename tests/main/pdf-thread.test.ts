/**
 * The PDF thread (services/pdf-thread.ts, documents/pdf-worker.ts): a KP PDF is laid out and
 * rendered in a worker thread, so main's event loop keeps turning while a long quotation renders;
 * a job that fails says why and the thread goes on; closing it fails what was still pending.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kpDocumentFrom, pdfStateFrom } from '../../src-shared/domain/kp-document.ts';
import { findFontsDir } from '../../src-main/documents/pdf-fonts.ts';
import { createPdfThread, type PdfThread } from '../../src-main/services/pdf-thread.ts';
import { kpDetailFixture } from '../shared/kp-fixture.ts';
import { removeTempDirs, tempDir } from './helpers.ts';
import { pdfText } from './pdf-tools.ts';

let thread: PdfThread | undefined;

afterEach(async () => {
  await thread?.close();
  thread = undefined;
  await removeTempDirs();
});

const kp = kpDetailFixture({ language: 'ru', rows: 200 });
const longKp = kpDocumentFrom(kp, pdfStateFrom(kp), 1);

describe('the PDF thread', () => {
  it("renders a long KP without holding up this thread's event loop", async () => {
    const dir = await tempDir('aerodesk-pdf-thread-');
    thread = createPdfThread();
    const fontsDir = findFontsDir();
    // Warm-up: loads pdfmake and parses the fonts in the thread.
    await thread.writeKpPdf(longKp, join(dir, 'warm-up.pdf'), fontsDir);

    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    let rendered = false;
    await thread.writeKpPdf(longKp, join(dir, 'kp.pdf'), fontsDir, () => (rendered = true));
    const took = performance.now() - started;
    loop.disable();

    expect(rendered).toBe(true);
    expect(pdfText(join(dir, 'kp.pdf'))).toContain('Коммерческое предложение');
    // Rendered here, the loop would stand still for about the whole render.
    const longestStallMs = loop.max / 1e6;
    expect(longestStallMs).toBeLessThan(took / 2);
  }, 60_000);

  it('fails a job with its reason and goes on with the next', async () => {
    const dir = await tempDir('aerodesk-pdf-thread-');
    thread = createPdfThread();
    const fontsDir = findFontsDir();
    await expect(
      thread.writeKpPdf(longKp, join(dir, 'no-such-folder', 'kp.pdf'), fontsDir),
    ).rejects.toThrow(/ENOENT/);
    await thread.writeKpPdf(longKp, join(dir, 'kp.pdf'), fontsDir);
    expect(pdfText(join(dir, 'kp.pdf'))).toContain('Коммерческое предложение');
  }, 60_000);

  it('fails what is pending when closed', async () => {
    const dir = await tempDir('aerodesk-pdf-thread-');
    thread = createPdfThread();
    const writing = thread.writeKpPdf(longKp, join(dir, 'kp.pdf'), findFontsDir());
    const refused = expect(writing).rejects.toThrow('The PDF thread was stopped.');
    await thread.close();
    await refused;
  }, 60_000);
});
