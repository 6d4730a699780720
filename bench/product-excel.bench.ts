/**
 * Benchmark `product-excel` (issue 9): the product list's Excel file of 100,000 products, as the
 * warehouseman downloads it (`GET warehouse/product/get_excel_file_from_products_list/`: the ids
 * in the list's order, rows fetched in chunks while the last is written, exceljs's streaming
 * writer, the HTTP stream read to a file), paired run by run with a bare exceljs streaming writer
 * writing the same rows' values, already in memory, to a file. The ratio is what the database,
 * the chunking and HTTP add, less what ours saves by writing the rows' XML itself (exceljs's own
 * bytes, without its cell objects: src-server/excel.ts plainRowsWriter), so it can be under 1; the
 * target is ours at ≥ 0.9× the bare writer's speed (ratio ≤ 1.11).
 *
 * The server runs in a process of its own (`src-server/main.ts` on the bench's database), as it runs
 * beside main in the app; its peak RSS over its whole life (start and every file; Linux's VmHWM)
 * is the memory figure. Main itself only streams the bytes to disk (files.download). The bare
 * side's peak is sampled in this process, which also holds the rows.
 *
 * On a machine shared with other work the times stretch with its load; the CPU each side used
 * a file stretches less, so it is reported too: the server process's (its threads: deflate, GC),
 * PostgreSQL's (the postmaster and its backends) and the bare writer's (this process's, as it
 * writes; the rows are already in memory).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  EXCEL_CHUNK,
  excelColumnsFor,
  finishProductsSheet,
  orderedProductIds,
  productExcelRows,
  productsSheet,
  WORKBOOK_OPTIONS,
} from '../src-server/areas/product/excel.ts';
import { SERVER_V8_FLAGS } from '../src-main/server-process/node-process.ts';
import { inTurn, pair, timed, type Bench } from './bench.ts';
import { bulkProducts } from './bulk-data.ts';
import { signInToApi, withListDatabase, type ListBenchSite } from './list-data.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const DATA_DIR = '/tmp/aerodesk-bench/product-excel';
const PRODUCTS = 100_000;
const RUNS = 3;
const MB = 1024 * 1024;

/** The largest RSS seen while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** CPU time a process used so far (all its threads), in ms; 0 once it is gone. */
async function processCpuMs(pid: number, withChildren = false): Promise<number> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command's ')': state, ppid, ..., utime (14th field), stime, cutime, cstime.
    const fields = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return ((utime + stime + (withChildren ? cutime + cstime : 0)) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc's CPU times count in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU PostgreSQL used so far, in ms: its postmaster, the backends alive and those ended
 * (their time is the postmaster's children's). Undefined where its pid file is not found.
 */
async function postgresCpuMs(): Promise<number | undefined> {
  let postmaster: number;
  try {
    const pidFile = await readFile(join(DATA_DIR, 'postgres/data/postmaster.pid'), 'utf8');
    postmaster = Number(pidFile.split('\n')[0]);
  } catch {
    return undefined;
  }
  let total = await processCpuMs(postmaster, true);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) total += await processCpuMs(Number(entry));
  }
  return total;
}

/** The CPU this process used so far (all its threads), in ms. */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const bench: Bench = {
  name: 'product-excel',
  description: `Products Excel of ${PRODUCTS.toLocaleString('en-US')} products: HTTP stream vs bare exceljs`,
  run: () =>
    withListDatabase(
      DATA_DIR,
      {
        label: `grow to ${PRODUCTS} products, VACUUM ANALYZE`,
        run: async (db) => {
          const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM product
            WHERE NOT archived`.execute(db);
          // The bulk rows are about 4 % archived (left out of the list): grow past the target.
          await bulkProducts(db, Math.ceil((PRODUCTS - (counted.rows[0]?.n ?? 0)) * 1.05));
        },
      },
      async (site) => {
        const dir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-product-excel-'));
        const server = await startServerProcess(site.connection);
        try {
          return await measure(site, server, dir);
        } finally {
          await server.stop();
          await rm(dir, { recursive: true, force: true });
        }
      },
      'warehouse',
    ),
};

/** The reference server on the bench's database, in a process of its own. */
async function startServerProcess(connection: string): Promise<{
  url: string;
  peakRssMb: () => Promise<number>;
  cpuMs: () => Promise<number>;
  stop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-server-'));
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, join(ROOT, 'src-server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: connection,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /listening on (\S+)/.exec(text);
      if (found) resolve(found[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${text}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    // The process's high-water mark of resident memory since it started (Linux).
    peakRssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    },
    cpuMs: () => processCpuMs(child.pid as number),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function measure(
  site: ListBenchSite,
  server: Awaited<ReturnType<typeof startServerProcess>>,
  dir: string,
) {
  const token = await signInToApi(server.url, 'warehouse');
  const downloadTo = async (file: string) => {
    const response = await fetch(
      new URL('warehouse/product/get_excel_file_from_products_list/', server.url),
      { headers: { Authorization: `JWT ${token}` } },
    );
    if (response.status !== 200 || !response.body)
      throw new Error(`Excel: ${response.status} ${await response.text()}`);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  };
  // The bare side's rows: the same cells, read once, outside its timing.
  const ids = await orderedProductIds(site.db, { archived: 'false' }, undefined);
  const columns = excelColumnsFor(false);
  const values: Awaited<ReturnType<typeof productExcelRows>> = [];
  for (let start = 0; start < ids.length; start += EXCEL_CHUNK)
    values.push(
      ...(await productExcelRows(site.db, ids.slice(start, start + EXCEL_CHUNK), columns)),
    );
  const ours: number[] = [];
  const bare: number[] = [];
  const cpu = { server: [] as number[], postgres: [] as number[], bare: [] as number[] };
  let barePeak = 0;
  let oursBytes = 0;
  let bareBytes = 0;
  const baseline = process.memoryUsage.rss();
  for (let run = 0; run <= RUNS; run++) {
    const oursFile = join(dir, `ours-${run}.xlsx`);
    const bareFile = join(dir, `bare-${run}.xlsx`);
    const timeOurs = async () => {
      const [server0, postgres0] = [await server.cpuMs(), await postgresCpuMs()];
      const { ms } = await timed(() => downloadTo(oursFile));
      const [server1, postgres1] = [await server.cpuMs(), await postgresCpuMs()];
      oursBytes = (await stat(oursFile)).size;
      if (run > 0) {
        ours.push(ms);
        cpu.server.push(server1 - server0);
        if (postgres0 !== undefined && postgres1 !== undefined)
          cpu.postgres.push(postgres1 - postgres0);
      }
    };
    const timeBare = async () => {
      const cpu0 = ownCpuMs();
      const { value, peak } = await peakRss(() =>
        timed(async () => {
          // The very workbook ours is: the same options, sheet view, widths and auto-filter.
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            filename: bareFile,
            ...WORKBOOK_OPTIONS,
          });
          const sheet = productsSheet(workbook, columns);
          for (const row of values) sheet.addRow(row).commit();
          await finishProductsSheet(workbook, sheet, columns);
        }),
      );
      const bareCpu = ownCpuMs() - cpu0;
      bareBytes = (await stat(bareFile)).size;
      if (run > 0) {
        bare.push(value.ms);
        cpu.bare.push(bareCpu);
        barePeak = Math.max(barePeak, peak);
      }
    };
    await inTurn(run, timeOurs, timeBare);
    await rm(oursFile, { force: true });
    await rm(bareFile, { force: true });
  }
  return {
    context: {
      products: ids.length,
      columns: columns.length,
      runs: RUNS,
      server_peak_rss_mb: await server.peakRssMb(),
      bare_peak_rss_mb: Math.round(barePeak / MB),
      server_cpu_ms_a_file: cpuFigures(cpu.server),
      postgres_cpu_ms_a_file: cpuFigures(cpu.postgres),
      bare_cpu_ms_a_file: cpuFigures(cpu.bare),
      bare_rss_before_mb: Math.round(baseline / MB),
      ours_file: `${(oursBytes / MB).toFixed(1)} MiB`,
      bare_file: `${(bareBytes / MB).toFixed(1)} MiB`,
      node: process.version,
    },
    figures: [
      ...site.setup,
      ...pair(
        `${ids.length} products x ${columns.length} columns`,
        { name: 'HTTP stream from the server process (to file)', samples: ours },
        { name: 'bare exceljs WorkbookWriter (same cells in memory)', samples: bare },
      ),
    ],
  };
}

/** A side's CPU a file, run by run (`3120 2980 3050`). */
function cpuFigures(samples: readonly number[]): string {
  return samples.map((ms) => Math.round(ms)).join(' ');
}

export default bench;
