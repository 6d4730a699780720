/**
 * Benchmark `excel`: the company list's Excel export of 20,000 companies, every column, through
 * the app's writer (src-main/services/excel.ts: the save dialog port, value conversion, a number
 * format per cell, bold frozen header, auto-filter, progress, atomic write), paired run by run with
 * a bare exceljs streaming writer (`stream.xlsx.WorkbookWriter`) writing the same rows' values as
 * they are, one committed row each, nothing else. The ratio is what our writer adds.
 *
 * The rows are made here, deterministically, in the shape of the company list (CompanyListItem),
 * and turned into the sheet by the renderer's own export columns (buildCompanySheet), as the
 * export dialog does. One warm-up pair, then `RUNS` timed pairs.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CompanyListItem } from '../src-shared/api/company.ts';
import type { SheetDescription } from '../src-shared/bridge.ts';
import { saveExcel } from '../src-main/services/excel.ts';
import {
  buildCompanySheet,
  COMPANY_EXPORT_COLUMNS,
} from '../src-renderer/features/company/exportColumns.ts';
import { inTurn, pair, timed, type Bench } from './bench.ts';

const ROWS = 20_000;
const RUNS = 6;

const CATEGORIES = ['Airline', 'MRO', 'Supplier', 'Broker', 'Lessor'];
const COUNTRIES = ['Germany', 'United Arab Emirates', 'United States', 'Singapore', 'France'];
const CITIES = ['Hamburg', 'Dubai', 'Miami', 'Singapore', 'Toulouse', 'Istanbul', 'Almaty'];

/** `count` companies as the list returns them; the same on every run. */
export function companyRows(count: number): CompanyListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `${['Aero', 'Sky', 'Jet', 'Avia', 'Wing'][id % 5]} ${['Technics', 'Parts', 'Airlines', 'Supply'][id % 4]} ${id}`,
      category: { id: 1 + (id % 5), name: CATEGORIES[id % 5] as string },
      country: { id: 1 + (id % 5), name: COUNTRIES[id % 5] as string, code: 'XX' },
      city: CITIES[id % CITIES.length] as string,
      holding_company: id % 7 === 0 ? { id: id % 50, name: `Holding ${id % 50}` } : null,
      email: `office${id}@example.com`,
      phone: `+1 555 ${String(id % 10_000).padStart(4, '0')}`,
      website: id % 3 === 0 ? `https://company${id}.example.com` : '',
      vat_number: `VAT${String(id).padStart(8, '0')}`,
      manager: id % 4 === 0 ? null : { id: 1 + (id % 9), name: `Manager ${1 + (id % 9)}` },
      extra_margin: (id % 30) / 2,
      deals_count: id % 120,
      offers_count: (id * 7) % 300,
      created_at: new Date(Date.UTC(2024, 0, 1) + id * 3_600_000).toISOString(),
    };
  });
}

/** The bare side: exceljs's streaming writer, the same values in the same column order. */
async function bareExceljs(sheet: SheetDescription, file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const worksheet = workbook.addWorksheet(sheet.name);
  const keys = sheet.columns.map((column) => column.key);
  worksheet.addRow(sheet.columns.map((column) => column.header)).commit();
  for (const row of sheet.rows) worksheet.addRow(keys.map((key) => row[key] ?? null)).commit();
  worksheet.commit();
  await workbook.commit();
}

const excelBench: Bench = {
  name: 'excel',
  description: `Excel export of ${ROWS.toLocaleString('en-US')} companies: our writer vs bare exceljs streaming`,
  async run() {
    const sheet = buildCompanySheet(
      COMPANY_EXPORT_COLUMNS.map((column) => column.key),
      companyRows(ROWS),
    );
    const dir = await mkdtemp(join(tmpdir(), 'aerodesk-bench-excel-'));
    const ours: number[] = [];
    const bare: number[] = [];
    let oursBytes = 0;
    let bareBytes = 0;
    try {
      for (let run = 0; run <= RUNS; run++) {
        const target = join(dir, `ours-${run}.xlsx`);
        const bareFile = join(dir, `bare-${run}.xlsx`);
        const timeOurs = async () => {
          const { value: outcome, ms } = await timed(() =>
            saveExcel(
              { suggestedName: 'companies.xlsx', sheets: [sheet], operationId: `bench-${run}` },
              {
                dialogs: { chooseSavePath: async () => target, chooseOpenPath: async () => null },
              },
              () => undefined,
            ),
          );
          if (!outcome.saved) throw new Error('The bench workbook was not saved.');
          oursBytes = outcome.bytes;
          if (run > 0) ours.push(ms);
        };
        const timeBare = async () => {
          const { ms } = await timed(() => bareExceljs(sheet, bareFile));
          bareBytes = (await stat(bareFile)).size;
          if (run > 0) bare.push(ms);
        };
        await inTurn(run, timeOurs, timeBare);
        await rm(target, { force: true });
        await rm(bareFile, { force: true });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return {
      context: {
        rows: ROWS,
        columns: sheet.columns.length,
        runs: RUNS,
        ours_file: `${(oursBytes / 1024).toFixed(0)} KiB`,
        bare_file: `${(bareBytes / 1024).toFixed(0)} KiB`,
      },
      figures: pair(
        `${ROWS} companies x ${sheet.columns.length} columns`,
        { name: 'our writer (formats, header, filter, atomic)', samples: ours },
        { name: 'bare exceljs WorkbookWriter (same rows)', samples: bare },
      ),
    };
  },
};

export default excelBench;
