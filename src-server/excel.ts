/**
 * exceljs, loaded when the first workbook is written rather than when the server starts: it is the
 * heaviest module the server imports (about 0.3 s of every start here, 1.3 s in all), and most
 * runs of the app write no workbook at all.
 */
import type ExcelJS from 'exceljs';

export const loadExcelJs = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/** A cell of a plain sheet (no styles, no shared strings, no formulas); null is no cell. */
export type PlainCell = string | number | null;

// Characters exceljs escapes (utils.xmlEncode), and those XML 1.0 cannot hold, which it leaves out.
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>"'\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;
const XML_SPECIALS = new RegExp(XML_SPECIAL.source, 'g');
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlCellText(text: string): string {
  return XML_SPECIAL.test(text)
    ? text.replace(XML_SPECIALS, (special) => XML_ESCAPES[special] ?? '')
    : text;
}

const LETTERS: string[] = [];
/** A column's letters in A1 references (0 is A, 26 is AA), made once each. */
function columnLetters(index: number): string {
  let letters = LETTERS[index];
  if (letters === undefined) {
    const letter = String.fromCharCode(65 + (index % 26));
    letters = index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
    LETTERS[index] = letters;
  }
  return letters;
}

/**
 * Row `row` of a plain sheet as exceljs's streaming writer writes it, byte for byte (the same
 * references, `spans`, types and escaping; tests/server/excel-rows.test.ts compares the two), or
 * nothing when the row has no value, as exceljs writes none. exceljs builds a cell object, a
 * model and an XML stream for every cell: for the 100,000 products of a warehouse's list that was
 * two thirds of the writer's thread (bench product-excel: 1.6 s of 2.3 s a file); this is a string.
 */
function plainRowXml(row: number, cells: readonly PlainCell[]): string {
  let body = '';
  // exceljs's spans run over every cell given, a null one too (it makes a cell of it).
  let first = 0;
  let last = 0;
  for (let index = 0; index < cells.length; index++) {
    const value = cells[index];
    if (value === undefined) continue;
    if (!first) first = index + 1;
    last = index + 1;
    if (value === null) continue;
    const reference = `${columnLetters(index)}${row}`;
    body +=
      typeof value === 'number'
        ? `<c r="${reference}"><v>${value}</v></c>`
        : `<c r="${reference}" t="str"><v>${xmlCellText(value)}</v></c>`;
  }
  return body
    ? `<row r="${row}" spans="${first}:${last}" x14ac:dyDescent="0.25">${body}</row>`
    : '';
}

/** Bytes a slab holds: the rows of several flushes (250 products, a slice, are about 150 KB). */
const SLAB_BYTES = 1024 * 1024;

/**
 * Writes rows into `sheet` after the rows it has committed, as plainRowXml makes them: each row's
 * text encoded at once into a slab of bytes, a slab's part handed to the sheet's stream on each
 * flush. The sheet's data must be open: a first row (the header) committed through exceljs. Its
 * `stream` is where exceljs itself writes each committed row (WorksheetWriter, not in its typings).
 *
 * Why bytes a row at a time: the text of 250 rows joined and then encoded as one string cost
 * four times as much as the rows encoded one by one (100,000 products: 510 ms against 136 ms
 * here), as V8 first flattens the joined text, made of tens of thousands of pieces.
 */
export function plainRowsWriter(sheet: object): {
  add(row: number, cells: readonly PlainCell[]): void;
  flush(): void;
} {
  const stream = (sheet as { stream?: { write(bytes: Buffer): unknown } }).stream;
  if (!stream || !(sheet as { startedData?: boolean }).startedData)
    throw new Error('The sheet has no committed row to write after.');
  let slab = Buffer.allocUnsafe(SLAB_BYTES);
  let start = 0;
  let end = 0;
  const flush = () => {
    if (end > start) stream.write(slab.subarray(start, end));
    start = end;
  };
  return {
    add(row, cells) {
      const xml = plainRowXml(row, cells);
      // UTF-8 takes at most three bytes for each UTF-16 unit.
      const most = xml.length * 3;
      if (end + most > slab.length) {
        flush();
        slab = Buffer.allocUnsafe(Math.max(SLAB_BYTES, most));
        start = end = 0;
      }
      end += slab.write(xml, end);
    },
    flush,
  };
}
