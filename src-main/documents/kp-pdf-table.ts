/**
 * The rows table of a KP PDF: which columns a document shows (its version's columns, plus the
 * version's VAT columns only when VAT is on and the quotation shows VAT columns), how each cell
 * reads, and how wide each column is. Pure.
 *
 * Widths: the description takes what is left; every other column is as wide as its widest value
 * (estimated from Roboto's advance widths) or the longest word of its header, within bounds, so
 * numbers never wrap or overflow and nothing is wider than it needs to be.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatDate } from '../../src-shared/domain/dates.ts';
import type { KpDocument, KpDocumentRow } from '../../src-shared/domain/kp-document.ts';
import type { KpColumn, KpVatColumn, KpVersion } from '../../src-shared/domain/kp-versions.ts';
import { roundMoney } from '../../src-shared/domain/money.ts';
import { formatAmount, formatPercent, kpPdfWords } from './kp-pdf-text.ts';

type TableColumn = KpColumn | KpVatColumn;

/** Type sizes of the table, in pt. */
export const TABLE_FONT_SIZE = 8;
export const TABLE_HEADER_FONT_SIZE = 7.5;
const NOTE_FONT_SIZE = 6.5;
/** Horizontal padding of every cell, each side. */
export const CELL_PADDING_X = 3;

interface ColumnSpec {
  align: 'left' | 'center' | 'right';
  /** The header gets the currency code. */
  money: boolean;
  minWidth: number;
  maxWidth: number;
  /** The cell's text, for width estimation and for the plain cases. */
  text(row: KpDocumentRow, document: KpDocument, version: KpVersion): string;
}

const SPECS: Record<TableColumn, ColumnSpec> = {
  index: {
    align: 'center',
    money: false,
    minWidth: 12,
    maxWidth: 24,
    text: (row) => String(row.index),
  },
  part_number: {
    align: 'left',
    money: false,
    minWidth: 56,
    maxWidth: 104,
    text: (row) => row.part_number,
  },
  description: {
    align: 'left',
    money: false,
    minWidth: 0,
    maxWidth: 0,
    text: (row) => row.description,
  },
  condition: {
    align: 'center',
    money: false,
    minWidth: 22,
    maxWidth: 40,
    text: (row) => row.condition,
  },
  quantity: {
    align: 'right',
    money: false,
    minWidth: 22,
    maxWidth: 44,
    text: (row) => String(row.quantity),
  },
  unit: { align: 'center', money: false, minWidth: 18, maxWidth: 36, text: (row) => row.unit },
  unit_price: {
    align: 'right',
    money: true,
    minWidth: 40,
    maxWidth: 80,
    text: (row, document, version) => formatAmount(row.unit_price, version.language),
  },
  transport: {
    align: 'right',
    money: true,
    minWidth: 40,
    maxWidth: 80,
    text: (row, _document, version) => formatAmount(lineTransport(row), version.language),
  },
  total: {
    align: 'right',
    money: true,
    minWidth: 44,
    maxWidth: 84,
    text: (row, _document, version) => formatAmount(row.total, version.language),
  },
  lead_time: {
    align: 'center',
    money: false,
    minWidth: 34,
    maxWidth: 44,
    text: (row) => String(row.lead_time_days),
  },
  delivery_date: {
    align: 'center',
    money: false,
    minWidth: 40,
    maxWidth: 72,
    text: (row, _document, version) => formatDate(row.delivery_date, version.dateFormat),
  },
  certificate: {
    align: 'left',
    money: false,
    minWidth: 44,
    maxWidth: 70,
    text: (row) => row.certificate ?? '—',
  },
  vat_rate: {
    align: 'center',
    money: false,
    minWidth: 22,
    maxWidth: 36,
    text: (_row, document, version) => formatPercent(document.vat.rate, version.language),
  },
  vat_amount: {
    align: 'right',
    money: true,
    minWidth: 40,
    maxWidth: 80,
    text: (row, _document, version) => formatAmount(row.vat, version.language),
  },
  total_with_vat: {
    align: 'right',
    money: true,
    minWidth: 44,
    maxWidth: 84,
    text: (row, _document, version) => formatAmount(row.total_with_vat, version.language),
  },
};

/** The transport of a line: its unit transport times its quantity. */
function lineTransport(row: KpDocumentRow): number {
  return roundMoney(row.unit_transport * row.quantity);
}

/** Whether the document shows its version's VAT columns. */
function showsVatColumns(document: KpDocument, version: KpVersion): boolean {
  return document.vat.on && document.vat.columns && version.vatColumns.length > 0;
}

/** The columns the document's table shows, in order. */
export function tableColumns(document: KpDocument, version: KpVersion): TableColumn[] {
  return [...version.columns, ...(showsVatColumns(document, version) ? version.vatColumns : [])];
}

/** The header's label, and the currency code under it for a money column. */
function headerText(
  column: TableColumn,
  document: KpDocument,
  version: KpVersion,
): { label: string; currency: string | null } {
  const label = kpPdfWords(version.language).columns[column];
  return {
    label,
    currency: SPECS[column].money && document.currency.code ? document.currency.code : null,
  };
}

/**
 * Roboto's advance widths, in em, by kind of character, measured from the font and rounded up
 * (digits 0.562 regular / 0.568 medium, capitals 0.634 on average, small letters 0.499, Cyrillic
 * capitals 0.702 and small 0.597, the widest letters up to 0.95). An estimate on the wide side, so
 * a column sized with it always holds its text.
 */
function estimateWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    if (/[0-9]/.test(char)) em += 0.57;
    else if (/[ \u00a0]/.test(char)) em += 0.25;
    else if (/[.,:;!|'`]/.test(char)) em += 0.28;
    else if (/[-‐]/.test(char)) em += 0.34;
    else if (/[()[\]/\\]/.test(char)) em += 0.42;
    else if (/[mwMWШЩЖМЮшщжмю%—№]/.test(char)) em += 0.95;
    else if (/[A-Z]/.test(char)) em += 0.68;
    else if (/[А-ЯЁ]/.test(char)) em += 0.75;
    else if (/[а-яё]/.test(char)) em += 0.62;
    else em += 0.55;
  }
  return em * fontSize * (bold ? 1.03 : 1);
}

/** Slack added to a measured column, so rounding in the layout never wraps its widest value. */
const WIDTH_SLACK = 2;

function longestWordWidth(text: string, fontSize: number, bold: boolean): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => estimateWidth(word, fontSize, bold)));
}

/** The description keeps at least this much, in pt. */
const MIN_DESCRIPTION_WIDTH = 96;

/**
 * Widths of the columns, in pt (without padding); the description gets '*'. When extreme values
 * would leave the description less than MIN_DESCRIPTION_WIDTH of `tableWidth`, the other columns
 * give up their width above their minimum, in proportion, so the table never runs off the page.
 */
export function columnWidths(
  columns: readonly TableColumn[],
  document: KpDocument,
  version: KpVersion,
  tableWidth: number,
): Array<number | '*'> {
  const wanted = columns.map((column) =>
    column === 'description' ? null : wantedWidth(column, document, version),
  );
  const padding = columns.length * 2 * CELL_PADDING_X;
  const fixed = wanted.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const over = fixed + padding + MIN_DESCRIPTION_WIDTH - tableWidth;
  const slack = columns.reduce(
    (sum, column, index) => sum + Math.max(0, (wanted[index] ?? 0) - SPECS[column].minWidth),
    0,
  );
  const shrink = over > 0 && slack > 0 ? Math.min(1, over / slack) : 0;
  return columns.map((column, index) => {
    const width = wanted[index];
    if (width === null || width === undefined) return '*';
    const minWidth = SPECS[column].minWidth;
    return Math.floor(width - Math.max(0, width - minWidth) * shrink);
  });
}

function wantedWidth(column: TableColumn, document: KpDocument, version: KpVersion): number {
  const spec = SPECS[column];
  // The header on one line when the column may be that wide; else as wide as its longest word.
  const { label } = headerText(column, document, version);
  const whole = estimateWidth(label, TABLE_HEADER_FONT_SIZE, true);
  const header =
    whole <= spec.maxWidth ? whole : longestWordWidth(label, TABLE_HEADER_FONT_SIZE, true);
  // The part number is bold; every row is measured, as one long value must not overflow.
  const bold = column === 'part_number';
  const widest = document.rows.reduce(
    (max, row) =>
      Math.max(
        max,
        estimateWidth(spec.text(row, document, version), TABLE_FONT_SIZE, bold),
        column === 'part_number' ? alternateNoteWidth(row, version) : 0,
      ),
    0,
  );
  const width = Math.ceil(Math.max(header, widest, spec.minWidth) + WIDTH_SLACK);
  return Math.min(width, spec.maxWidth);
}

export function headerCell(
  column: TableColumn,
  document: KpDocument,
  version: KpVersion,
): TableCell {
  const { label, currency } = headerText(column, document, version);
  return {
    text: currency ? [label, { text: `\n${currency}`, style: 'tableHeaderUnit' }] : label,
    style: 'tableHeader',
    // Numbers and their headers line up on the same edge.
    alignment: SPECS[column].align,
  };
}

export function bodyCell(
  column: TableColumn,
  row: KpDocumentRow,
  document: KpDocument,
  version: KpVersion,
  width: number | '*',
): TableCell {
  const spec = SPECS[column];
  const text = spec.text(row, document, version);
  if (column === 'part_number') return partNumberCell(row, version, width);
  const cell: Content = { text, alignment: spec.align };
  if (column === 'certificate' && !row.certificate) return { ...cell, color: '#8A94A3' };
  return cell;
}

function alternateNote(row: KpDocumentRow, version: KpVersion): string | null {
  const requested = row.requested_part_number.trim();
  if (!requested || requested === row.part_number) return null;
  return kpPdfWords(version.language).alternateFor(requested);
}

function alternateNoteWidth(row: KpDocumentRow, version: KpVersion): number {
  const note = alternateNote(row, version);
  return note ? estimateWidth(note, NOTE_FONT_SIZE) : 0;
}

/** The part number, bold; an alternate gets a note naming the part number asked for. */
function partNumberCell(row: KpDocumentRow, version: KpVersion, width: number | '*'): TableCell {
  const fits = width === '*' || estimateWidth(row.part_number, TABLE_FONT_SIZE, true) <= width;
  const partNumber: Content = {
    text: row.part_number,
    bold: true,
    // A part number longer than the column breaks anywhere rather than running into the next one.
    ...(fits ? {} : { wordBreak: 'break-all' as const }),
  };
  const note = alternateNote(row, version);
  if (!note) return partNumber;
  return {
    stack: [
      partNumber,
      {
        text: note,
        fontSize: NOTE_FONT_SIZE,
        italics: true,
        color: '#5B6573',
      },
    ],
  };
}
