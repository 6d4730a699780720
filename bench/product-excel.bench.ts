/**
 * Benchmark `product-excel` (issue 9): the product list's Excel file of 100,000 products, as the
 * warehouseman downloads it (`GET warehouse/product/get_excel_file_from_products_list/`: the ids
 * in the list's order, rows fetched in chunks while the last is written, exceljs's streaming
 * writer, the HTTP stream read to a file), paired run by run with a bare exceljs streaming writer
 * writing the same rows' values, already in memory, to a file. The ratio is what the database,
 * the chunking and HTTP add; the target is ours at ≥ 0.9× the bare writer's speed (ratio ≤ 1.11).
 *
 * Peak RSS is sampled every 20 ms. The server runs in this process (in the app it runs in its own
 * child process beside main), so ours is the server's peak with the bench's HTTP client in it,
 * taken in a run of its own before the bare side's 100,000 rows are loaded into memory; main
 * itself only streams the bytes to disk (files.download).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  EXCEL_CHUNK,
  excelColumnsFor,
  orderedProductIds,
  productExcelRows,
} from '../src-server/areas/product/excel.ts';
import { pair, timed, type Bench } from './bench.ts';
import { bulkProducts } from './bulk-data.ts';
import { withListDatabase } from './list-data.ts';

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

async function signIn(base: string): Promise<string> {
  const login = await fetch(new URL('api/token/', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'warehouse', password: 'demo' }),
  });
  if (!login.ok) throw new Error(`Signing in: ${login.status}`);
  return ((await login.json()) as { access: string }).access;
}

const bench: Bench = {
  name: 'product-excel',
  description: `Products Excel of ${PRODUCTS.toLocaleString('en-US')} products: HTTP stream vs bare exceljs`,
  run: () =>
    withListDatabase(
      '/tmp/aerodesk-bench/product-excel',
      {
        label: `grow to ${PRODUCTS} products, VACUUM ANALYZE`,
        run: async (db) => {
          const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM product`.execute(
            db,
          );
          await bulkProducts(db, PRODUCTS - (counted.rows[0]?.n ?? 0));
        },
      },
      async (site) => {
        const dir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-product-excel-'));
        const token = await signIn(site.url);
        const downloadTo = async (file: string) => {
          const response = await fetch(
            new URL('warehouse/product/get_excel_file_from_products_list/', site.url),
            { headers: { Authorization: `JWT ${token}` } },
          );
          if (response.status !== 200 || !response.body)
            throw new Error(`Excel: ${response.status} ${await response.text()}`);
          await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
        };
        // Ours alone first, for its peak RSS: before the bare side's rows take memory.
        const alone = await peakRss(() => downloadTo(join(dir, 'alone.xlsx')));
        const oursAlonePeak = alone.peak;
        // The bare side's rows: the same values, read once, outside its timing.
        const ids = await orderedProductIds(site.db, { archived: 'false' }, undefined);
        const columns = excelColumnsFor(false);
        const values: ReturnType<(typeof columns)[number]['value']>[][] = [];
        for (let start = 0; start < ids.length; start += EXCEL_CHUNK) {
          const rows = await productExcelRows(site.db, ids.slice(start, start + EXCEL_CHUNK));
          for (const row of rows) values.push(columns.map((column) => column.value(row)));
        }
        const ours: number[] = [];
        const bare: number[] = [];
        let barePeak = 0;
        let oursBytes = 0;
        let bareBytes = 0;
        const baseline = process.memoryUsage.rss();
        try {
          for (let run = 0; run <= RUNS; run++) {
            const oursFile = join(dir, `ours-${run}.xlsx`);
            const bareFile = join(dir, `bare-${run}.xlsx`);
            const timeOurs = async () => {
              const { ms } = await timed(() => downloadTo(oursFile));
              oursBytes = (await stat(oursFile)).size;
              if (run > 0) ours.push(ms);
            };
            const timeBare = async () => {
              const { value, peak } = await peakRss(() =>
                timed(async () => {
                  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: bareFile });
                  const sheet = workbook.addWorksheet('Products');
                  sheet.addRow(columns.map((column) => column.header)).commit();
                  for (const row of values) sheet.addRow(row).commit();
                  sheet.commit();
                  await workbook.commit();
                }),
              );
              bareBytes = (await stat(bareFile)).size;
              if (run > 0) {
                bare.push(value.ms);
                barePeak = Math.max(barePeak, peak);
              }
            };
            // Each side goes first every other run.
            if (run % 2 === 0) {
              await timeOurs();
              await timeBare();
            } else {
              await timeBare();
              await timeOurs();
            }
            await rm(oursFile, { force: true });
            await rm(bareFile, { force: true });
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
        return {
          context: {
            products: ids.length,
            columns: columns.length,
            runs: RUNS,
            rss_before_mb: Math.round(baseline / MB),
            ours_peak_rss_mb: Math.round(oursAlonePeak / MB),
            bare_peak_rss_mb: Math.round(barePeak / MB),
            ours_file: `${(oursBytes / MB).toFixed(1)} MiB`,
            bare_file: `${(bareBytes / MB).toFixed(1)} MiB`,
            node: process.version,
          },
          figures: [
            ...site.setup,
            ...pair(
              `${ids.length} products x ${columns.length} columns`,
              { name: 'HTTP stream (ids, chunks, exceljs, to file)', samples: ours },
              { name: 'bare exceljs WorkbookWriter (same rows in memory)', samples: bare },
            ),
          ],
        };
      },
      'warehouse',
    ),
};

export default bench;
