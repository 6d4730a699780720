/**
 * Writes a workbook from sheet descriptions (src-shared/bridge.ts) with exceljs's streaming
 * WorkbookWriter: rows are committed as they go, so a million-row export does not build the
 * whole workbook in memory. Each sheet gets a bold, frozen header row, an auto-filter, column
 * widths and a number format per column.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ExcelRequest, SaveOutcome, SheetDescription } from '../../src-shared/bridge.ts';
import { withTempFile } from './atomic-file.ts';
import type { DialogPort, ProgressSink } from './ports.ts';
import { createProgressReporter, type ProgressReporter } from './progress.ts';

type Format = NonNullable<SheetDescription['columns'][number]['format']>;
type RawValue = SheetDescription['rows'][number][string];
type CellValue = string | number | boolean | Date | null;

/** Excel number formats per column format. */
const NUMBER_FORMATS: Record<Format, string> = {
  text: '@',
  integer: '#,##0',
  number: '#,##0.00',
  money: '#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
};

/** Progress is reported every this many rows by default. */
const ROWS_PER_PROGRESS = 1000;

export async function saveExcel(
  request: ExcelRequest,
  deps: { dialogs: DialogPort; rowsPerProgress?: number },
  progress: ProgressSink,
): Promise<SaveOutcome> {
  assertUniqueSheetNames(request.sheets);
  const target = await deps.dialogs.chooseSavePath({
    title: 'Export to Excel',
    suggestedName: request.suggestedName,
    filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
  });
  if (!target) return { saved: false };

  const rowsPerProgress = deps.rowsPerProgress ?? ROWS_PER_PROGRESS;
  const reporter = createProgressReporter({
    operationId: request.operationId,
    kind: 'excel',
    total: request.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0),
    sink: progress,
    step: rowsPerProgress,
    // Rows are counted, not bytes: only the step decides, so events come per N rows.
    intervalMs: Number.POSITIVE_INFINITY,
  });
  try {
    await withTempFile(target, (tempPath) =>
      writeWorkbook(tempPath, request.sheets, reporter, rowsPerProgress),
    );
    return { saved: true, path: target, bytes: (await stat(target)).size };
  } finally {
    reporter.finish();
  }
}

async function writeWorkbook(
  file: string,
  sheets: readonly SheetDescription[],
  reporter: ProgressReporter,
  rowsPerProgress: number,
): Promise<void> {
  // Loaded on the first export, not at start: it is a quarter of a second of every launch.
  const { default: ExcelJS } = await import('exceljs');
  const output = createWriteStream(file, { flags: 'wx' });
  const failed = new Promise<never>((_resolve, reject) => output.once('error', reject));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Aerodesk';

  const write = async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name, {
        views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
      });
      worksheet.columns = sheet.columns.map((column) => ({
        key: column.key,
        width: column.width ?? autoWidth(sheet, column.key, column.header),
        style: { numFmt: NUMBER_FORMATS[column.format ?? 'text'] },
      }));

      const header = worksheet.addRow(sheet.columns.map((column) => column.header));
      header.eachCell((cell) => {
        cell.style = { font: { bold: true }, alignment: { vertical: 'middle' } };
      });
      header.commit();

      let sinceYield = 0;
      for (const row of sheet.rows) {
        const written = worksheet.addRow(
          sheet.columns.map((column) =>
            cellValue(row[column.key] ?? null, column.format ?? 'text'),
          ),
        );
        sheet.columns.forEach((column, index) => {
          written.getCell(index + 1).numFmt = NUMBER_FORMATS[column.format ?? 'text'];
        });
        written.commit();
        reporter.advance(1);
        if (++sinceYield >= rowsPerProgress) {
          sinceYield = 0;
          // Let the zip stream drain and the progress event go out.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }

      worksheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1, column: sheet.columns.length },
      };
      worksheet.commit();
    }
    await workbook.commit();
  };
  await Promise.race([write(), failed]);
}

/** A cell's value as Excel should hold it, given the column's format. */
function cellValue(value: RawValue, format: Format): CellValue {
  if (value === null || value === '') return null;
  switch (format) {
    case 'text':
      return String(value);
    case 'date':
      return typeof value === 'string' ? (parseDate(value) ?? value) : value;
    case 'percent': {
      const number = toNumber(value);
      return typeof number === 'number' ? number / 100 : number;
    }
    default:
      return toNumber(value);
  }
}

/** Numeric text ("1,250.50", " 7 ") becomes a number; anything else stays as it was. */
function toNumber(value: string | number | boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[,\s]/g, '');
  const number = Number(cleaned);
  return cleaned !== '' && Number.isFinite(number) ? number : value;
}

/** `YYYY-MM-DD` as that calendar day (UTC, as Excel has no time zones), or an ISO date-time. */
function parseDate(text: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Wide enough for the header and the first rows, within reason. */
function autoWidth(sheet: SheetDescription, key: string, header: string): number {
  let longest = header.length;
  for (const row of sheet.rows.slice(0, 200)) {
    const value = row[key];
    if (value !== null && value !== undefined) longest = Math.max(longest, String(value).length);
  }
  return Math.min(60, Math.max(8, longest + 2));
}

function assertUniqueSheetNames(sheets: readonly SheetDescription[]): void {
  const seen = new Set<string>();
  for (const sheet of sheets) {
    const name = sheet.name.toLowerCase();
    if (seen.has(name))
      throw new Error(`Two sheets are named "${sheet.name}"; sheet names must differ.`);
    seen.add(name);
  }
}
