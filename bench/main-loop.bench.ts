/**
 * Benchmark `main-loop`: how long main's event loop is held up while the app works, measured with
 * perf_hooks.monitorEventLoopDelay (1 ms resolution) in this process, which plays main: the app
 * services composed as the browser host composes them (createAppServices, the embedded server
 * started the host's way), and the bridge calls made through the one handler table.
 *
 * - idle: nothing asked of main (the floor the timer itself shows);
 * - list loads: another process (as the renderer is) signs in as `sales` and loads list pages
 *   (RFQs in work and in the archive, companies, orders), LIST_REQUESTS of them, one at a time;
 * - KP PDF export: the `exports:saveKpPdf` call of a 200-position KP, KP_RUNS times after one
 *   warm-up (the first loads pdfmake and parses the fonts).
 * Each figure is the histogram of the loop's delays during that phase: p50, p95, max. Also: the
 * embedded server's start on fresh data, and its stop. For comparison, the old layout, where this
 * process did the work itself: the same list loads served by the server started in this process
 * (src-server's startServer, fresh data), and the same PDF rendered on this thread (writePdf).
 *
 * `npm run bench -- main-loop`, or alone: `npx node bench/main-loop.bench.ts`.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CHANNELS, type KpPdfRequest } from '../src-shared/bridge.ts';
import {
  kpDocumentFrom,
  kpFileName,
  pdfStateFrom,
  type KpDocument,
} from '../src-shared/domain/kp-document.ts';
import { APP_ENTRY_URL, isAppUrl } from '../src-main/app-origin.ts';
import { createAppServices } from '../src-main/app-services.ts';
import { kpPdfDefinition } from '../src-main/documents/kp-pdf.ts';
import { findFontsDir } from '../src-main/documents/pdf-fonts.ts';
import { writePdf } from '../src-main/documents/pdf-writer.ts';
import { embeddedServerStarter } from '../src-main/embedded-server.ts';
import { spawnNodeServerProcess } from '../src-main/server-process/node-process.ts';
import { createInvoker } from '../src-main/ipc/invoke.ts';
import { silentLogger } from '../src-main/services/ports.ts';
import { startServer } from '../src-server/start.ts';
import { kpDetailFixture } from '../tests/shared/kp-fixture.ts';
import { figure, once, type Bench, type Figure } from './bench.ts';

const LIST_REQUESTS = 200;
const KP_RUNS = 5;
const IDLE_MS = 2000;

const LIST_PATHS = [
  'sales/rfq/?list=in_work&page_size=30',
  'sales/rfq/?list=archive&page_size=30',
  'sales/company/?page_size=30',
  'sales/order/?page_size=30',
];

/** The renderer's part: sign in and load list pages, in a process of its own. */
const LIST_CLIENT = `
const [base, count, paths] = [process.argv[1], Number(process.argv[2]), JSON.parse(process.argv[3])];
const login = await fetch(base + 'api/token/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'sales', password: 'demo' }) });
if (login.status !== 200) throw new Error('sign-in failed: ' + login.status);
const { access } = await login.json();
for (let i = 0; i < count; i++) {
  const response = await fetch(base + paths[i % paths.length], { headers: { Authorization: 'JWT ' + access } });
  if (response.status !== 200) throw new Error(paths[i % paths.length] + ': ' + response.status);
  await response.arrayBuffer();
}
`;

function loadLists(serverUrl: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      LIST_CLIENT,
      serverUrl,
      String(LIST_REQUESTS),
      JSON.stringify(LIST_PATHS),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the list client failed (${code})`)),
    ),
  );
}

/** The loop's delays while `work` runs, as a figure (ms). */
async function loopDelayDuring(label: string, work: () => Promise<unknown>): Promise<Figure> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  return {
    label,
    n: histogram.count,
    p50_ms: ms(histogram.percentile(50)),
    p95_ms: ms(histogram.percentile(95)),
    min_ms: ms(histogram.min),
    max_ms: ms(histogram.max),
  };
}

const bench: Bench = {
  name: 'main-loop',
  description: "main's event-loop delay: idle, during list loads, during a KP PDF export",
  async run() {
    const userDataDir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-main-loop-'));
    // The embedded PostgreSQL runs as `postgres` when we are root: it must reach the folder.
    await chmod(userDataDir, 0o711);
    let target = '';
    const services = createAppServices({
      userDataDir,
      host: 'browser',
      version: '0.0.0-bench',
      dialogs: { chooseSavePath: async () => target, chooseOpenPath: async () => null },
      log: silentLogger,
      startEmbedded: embeddedServerStarter({ spawn: spawnNodeServerProcess, log: silentLogger }),
      serverUrlOverride: null,
      onServerChanged: () => undefined,
    });
    const invoke = createInvoker(services.handlers, {
      isTrustedSender: ({ url }) => isAppUrl(url),
      log: silentLogger,
    });
    const figures: Figure[] = [];
    try {
      const started = performance.now();
      const { url } = await services.server.ensure();
      figures.push(
        once('embedded server start, fresh data (initdb, seed)', performance.now() - started),
      );

      figures.push(await loopDelayDuring('loop delay: idle', () => sleep(IDLE_MS)));
      const listsAt = performance.now();
      figures.push(
        await loopDelayDuring(`loop delay: ${LIST_REQUESTS} list loads`, () => loadLists(url)),
      );
      figures.push(once(`${LIST_REQUESTS} list loads, total (ms)`, performance.now() - listsAt));

      const kp = kpDetailFixture({ language: 'ru', rows: 200 });
      const document = kpDocumentFrom(kp, pdfStateFrom(kp), 1);
      const exportPdf = async (run: number) => {
        target = join(userDataDir, `kp-${run}.pdf`);
        const request: KpPdfRequest = {
          suggestedName: kpFileName(document.number, 1),
          document,
        };
        const result = await invoke(CHANNELS.exportsSaveKpPdf, request, {
          sender: { url: APP_ENTRY_URL },
          progress: () => undefined,
          localSettingsChanged: () => undefined,
        });
        if (!result.ok) throw new Error(`The KP PDF export failed: ${result.error.message}`);
      };
      await exportPdf(0);
      const pdfTimes: number[] = [];
      figures.push(
        await loopDelayDuring(`loop delay: KP PDF export x${KP_RUNS} (200 positions)`, async () => {
          for (let run = 1; run <= KP_RUNS; run++) {
            const at = performance.now();
            await exportPdf(run);
            pdfTimes.push(performance.now() - at);
          }
        }),
      );
      figures.push(figure('KP PDF export, each (ms)', pdfTimes));
      figures.push(...(await oldLayout(userDataDir, document)));
    } finally {
      const stopping = performance.now();
      await services.close();
      figures.push(once('embedded server stop', performance.now() - stopping));
      await rm(userDataDir, { recursive: true, force: true });
    }
    return {
      context: { listRequests: LIST_REQUESTS, kpRuns: KP_RUNS, resolutionMs: 1 },
      figures,
    };
  },
};

/** The same work done in this process, as main did before the server process and PDF thread. */
async function oldLayout(userDataDir: string, document: KpDocument): Promise<Figure[]> {
  // pdfmake changes the definition it lays out: a fresh one each time, as the app makes.
  const render = (name: string) =>
    writePdf(kpPdfDefinition(document), join(userDataDir, name), fontsDir);
  const figures: Figure[] = [];
  const fontsDir = findFontsDir();
  await render('old-warm-up.pdf');
  figures.push(
    await loopDelayDuring(`old layout, loop delay: KP PDF x${KP_RUNS} on this thread`, async () => {
      for (let run = 1; run <= KP_RUNS; run++) await render(`old-kp-${run}.pdf`);
    }),
  );
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(userDataDir, 'old-layout-server'),
  });
  try {
    figures.push(
      await loopDelayDuring(`old layout, loop delay: ${LIST_REQUESTS} list loads`, () =>
        loadLists(server.url),
      ),
    );
  } finally {
    await server.close();
  }
  return figures;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export default bench;

if (import.meta.main) {
  const result = await bench.run();
  for (const item of result.figures)
    console.log(
      `${item.label.padEnd(48)} n=${String(item.n).padStart(5)}  p50 ${item.p50_ms} ms  p95 ${item.p95_ms} ms  max ${item.max_ms} ms`,
    );
}
