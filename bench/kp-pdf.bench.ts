/**
 * Benchmark `kp-pdf`: building and writing a KP PDF of 200 positions, in a Russian version (1) and
 * an English one (3), through the real path of the app: the composer (kpDocumentFrom), the pure
 * builder (kpPdfDefinition) and the writer (saveKpPdf: layout and pdfmake render in the PDF
 * thread, atomic write), with a dialog port answering a temporary path. Paired run by run with bare pdfmake on the same document
 * definition (`createPdf(definition).write(file)`, the definition built beforehand, untimed): the
 * ratio is what our path adds to pdfmake's own work. One warm-up run per version (it loads pdfmake
 * and parses the fonts), then `runs` timed pairs; the file size and page count go in the context.
 *
 * `npm run bench -- kp-pdf`, or alone: `npx node bench/kp-pdf.bench.ts [runs]`.
 */
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import pdfmake from 'pdfmake';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kpDocumentFrom, kpFileName, pdfStateFrom } from '../src-shared/domain/kp-document.ts';
import { kpVersion } from '../src-shared/domain/kp-versions.ts';
import { kpPdfDefinition } from '../src-main/documents/kp-pdf.ts';
import { saveKpPdf } from '../src-main/services/kp-pdf.ts';
import { createPdfThread } from '../src-main/services/pdf-thread.ts';
import { findFontsDir, fontDictionary } from '../src-main/documents/pdf-fonts.ts';
import { kpDetailFixture } from '../tests/shared/kp-fixture.ts';
import { figure, pair, type Bench, type Figure } from './bench.ts';

export interface KpPdfBenchResult {
  version: number;
  language: string;
  rows: number;
  /** Composing the document and building the definition (pure, no I/O), per run, ms. */
  build: number[];
  /** Composing, building, rendering and writing, end to end, per run, ms. */
  total: number[];
  /** Bare pdfmake writing the same definition to a file, per run, ms (paired with `total`). */
  bare: number[];
  bytes: number;
  pages: number;
}

export interface KpPdfBenchOptions {
  runs?: number;
  rows?: number;
  versions?: readonly number[];
}

/** Pages of a PDF written by pdfkit (no object streams: each page is a plain object). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/**
 * Bare pdfmake: the definition our builder makes for this document (built first, untimed: pdfmake
 * fills in the nodes it lays out, so each run gets a fresh one), rendered and written to a file.
 */
async function barePdfmake(
  kp: ReturnType<typeof kpDetailFixture>,
  state: ReturnType<typeof pdfStateFrom>,
  version: number,
  fontsDir: string,
  dir: string,
  run: number,
): Promise<number> {
  const definition = kpPdfDefinition(kpDocumentFrom(kp, state, version));
  const started = performance.now();
  pdfmake.setFonts(fontDictionary(fontsDir));
  await pdfmake.createPdf(definition).write(join(dir, `bare-v${version}-${run}.pdf`));
  return performance.now() - started;
}

export async function benchKpPdf(options: KpPdfBenchOptions = {}): Promise<KpPdfBenchResult[]> {
  const runs = options.runs ?? 10;
  const rows = options.rows ?? 200;
  const versions = options.versions ?? [1, 3];
  const fontsDir = findFontsDir();
  const dir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-kp-pdf-'));
  // The app's way: laid out and rendered in the PDF thread (the bare side renders in this one).
  const pdfThread = createPdfThread();
  const results: KpPdfBenchResult[] = [];
  try {
    for (const version of versions) {
      const { language } = kpVersion(version);
      const kp = kpDetailFixture({ language, rows });
      const state = pdfStateFrom(kp);
      let target = '';
      const deps = {
        serverUrl: () => 'http://127.0.0.1:9/',
        vault: { readSession: async () => null },
        dialogs: {
          chooseSavePath: async () => target,
          chooseOpenPath: async () => null,
        },
        fontsDir,
        pdfThread,
      };

      const build: number[] = [];
      const total: number[] = [];
      const bare: number[] = [];
      let bytes = 0;
      for (let run = 0; run <= runs; run++) {
        // Each side goes first every other run.
        if (run % 2 === 1) bare.push(await barePdfmake(kp, state, version, fontsDir, dir, run));
        target = join(dir, `v${version}-${run}.pdf`);
        const started = performance.now();
        const document = kpDocumentFrom(kp, state, version);
        const composed = performance.now();
        kpPdfDefinition(document);
        const built = performance.now();
        // The writer builds the definition itself, as the bridge call does: it is timed there.
        const outcome = await saveKpPdf(
          { suggestedName: kpFileName(document.number, version), document },
          deps,
          () => undefined,
        );
        const finished = performance.now();
        if (!outcome.saved) throw new Error('The bench PDF was not saved.');
        bytes = outcome.bytes;
        // Run 0 warms up (loads pdfmake, parses the fonts): not counted.
        if (run > 0) {
          build.push(built - started);
          total.push(composed - started + (finished - built));
        }
        if (run % 2 === 0) {
          const bareMs = await barePdfmake(kp, state, version, fontsDir, dir, run);
          if (run > 0) bare.push(bareMs);
        }
      }
      results.push({
        version,
        language,
        rows,
        build,
        total,
        bare,
        bytes,
        pages: pageCount(await readFile(target)),
      });
    }
  } finally {
    await pdfThread.close();
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

const kpPdfBench: Bench = {
  name: 'kp-pdf',
  description:
    'a KP PDF of 200 positions, Russian (v1) and English (v3): our writer vs bare pdfmake',
  async run() {
    const runs = 16;
    const results = await benchKpPdf({ runs });
    const figures: Figure[] = [];
    const context: Record<string, string | number> = { runs, positions: 200 };
    for (const result of results) {
      const name = `v${result.version} (${result.language})`;
      figures.push(
        ...pair(
          name,
          { name: 'our writer (compose, build, render, atomic write)', samples: result.total },
          { name: 'bare pdfmake (same definition)', samples: result.bare },
        ),
      );
      figures.push(figure(`${name}: compose + build only`, result.build));
      context[`${name} file`] = `${(result.bytes / 1024).toFixed(1)} KiB, ${result.pages} pages`;
    }
    return { context, figures };
  },
};

export default kpPdfBench;

if (import.meta.main) {
  const runs = Number(process.argv[2] ?? 10);
  for (const result of await benchKpPdf({ runs })) {
    const { p50_ms, min_ms, max_ms } = figure('total', result.total);
    console.log(
      `v${result.version} (${result.language}), ${result.rows} positions: median ${p50_ms} ms ` +
        `(min ${min_ms}, max ${max_ms}, ${runs} runs; build only ${figure('build', result.build).p50_ms} ms, ` +
        `bare pdfmake ${figure('bare', result.bare).p50_ms} ms), ` +
        `${(result.bytes / 1024).toFixed(1)} KiB, ${result.pages} pages`,
    );
  }
}
