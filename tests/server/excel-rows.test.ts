/**
 * The rows the products Excel file writes past exceljs (src-server/excel.ts `plainRowsWriter`) are
 * exceljs's own, byte for byte: the same workbook written both ways, its zip stored rather than
 * deflated, holds the same sheet data. The cells are the awkward ones: XML's special characters,
 * the controls XML cannot hold, tabs and line breaks, non-Latin text, empty text, numbers, gaps,
 * a row without a value, and columns past Z.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { plainRowsWriter, type PlainCell } from '../../src-server/excel.ts';

const HEADER = Array.from({ length: 30 }, (_, index) => `Column ${index + 1}`);

const ROWS: PlainCell[][] = [
  ['P00000001', 'AB-12/3', 'Pump "A" & <B> \'x\'', 'tab\there\nnext line\r\n', 12.5, 0, -3],
  ['\u0001controls\u0007 \u000B\u000C\u001F\u007F gone', '', null, 'Насос 🚀 Ünïcode', 1e21, 0.1],
  [null, null, null],
  [null, 'gap before', null, null, 'and after', null],
  [...Array.from({ length: 29 }, () => null), 'AD: past Z'],
  [']]> & &amp; stays text', '<c r="A1">not markup</c>', 123456789.125],
];

/** The sheet's data of a workbook written with `write` (the zip stored, so the XML reads as is). */
async function sheetData(write: (sheet: ExcelJS.Worksheet) => void) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
    zip: { store: true },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(HEADER).commit();
  write(sheet);
  sheet.commit();
  await workbook.commit();
  const text = Buffer.concat(chunks).toString('utf8');
  const start = text.indexOf('<sheetData>');
  const end = text.indexOf('</sheetData>');
  expect(start).toBeGreaterThan(0);
  return text.slice(start, end);
}

describe('rows written past exceljs', () => {
  it('are the XML exceljs writes for the same cells', async () => {
    const theirs = await sheetData((sheet) => {
      for (const cells of ROWS) sheet.addRow(cells).commit();
    });
    const ours = await sheetData((sheet) => {
      const rows = plainRowsWriter(sheet);
      // Row 1 is the header.
      ROWS.forEach((cells, index) => rows.add(index + 2, cells));
      rows.flush();
    });
    expect(ours).toBe(theirs);
    // Not an empty comparison: the header and the five rows with a value, not the one without.
    expect(ours.match(/<row /g)).toHaveLength(ROWS.length);
    expect(ours).toContain('<c r="AD6" t="str"><v>AD: past Z</v></c>');
    expect(ours).not.toContain('\u0001');
  });

  it('are refused before the sheet has a committed row to follow', async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Products');
    expect(() => plainRowsWriter(sheet)).toThrow(/no committed row/);
  });
});
