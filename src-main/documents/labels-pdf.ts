/**
 * A sheet of product labels as a pdfmake document definition: each label carries the Code 128
 * barcode of its label code (a PNG made by barcodes.ts), the code in text under it, the part
 * number in bold, the description cut to fit, the S/N and condition, and the warehouse / location.
 * Pure: the barcodes come in, nothing is read or written here.
 *
 * Layout decisions:
 * - A4 sheets of 3 × 8 labels of 70 × 37 mm, edge to edge (210 × 296 mm, the half millimetre left
 *   over split above and below): the common A4 self-adhesive label stock (Avery 3474 and its
 *   equals), sold by every office supplier, so any office laser printer prints the
 *   warehouse's labels without a label printer. 37 mm is tall enough for a barcode a hand scanner
 *   reads from a shelf and five lines of text; 70 mm wide leaves the barcode its quiet zones.
 * - Each label is placed at its absolute position on the sheet, never flowed: a label's content
 *   cannot push the next one off its die-cut place. Every text has a bounded height (maxHeight),
 *   so nothing grows out of its label either.
 * - Inside, 4 mm of padding left and right and 2.5 mm top and bottom: most printers cannot print
 *   the outer 3-4 mm of a sheet, and the barcode needs its quiet zone (ten modules, 4 mm).
 * - The barcode's module (its narrowest bar) is 0.4 mm: within Code 128's usual 0.25–0.5 mm,
 *   well above what a 300 dpi printer resolves (4.7 dots); 'P' + eight digits (101 modules) make
 *   a barcode 40.4 mm wide.
 */
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ProductLabel } from '../../src-shared/bridge.ts';
import { KP_PDF_FONT } from './kp-pdf.ts';

/** Points per millimetre. */
const MM = 72 / 25.4;
const mm = (millimetres: number) => millimetres * MM;

const LABEL_SHEET = {
  columns: 3,
  rows: 8,
  /** One label, in mm. */
  width: 70,
  height: 37,
  /** A4, in mm. */
  pageWidth: 210,
  pageHeight: 297,
} as const;
const LABELS_PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

const PADDING_X = 4;
const PADDING_Y = 2.5;
const CONTENT_WIDTH = mm(LABEL_SHEET.width - 2 * PADDING_X);
/** The sheet's labels start this far down (the half millimetre over 8 × 37 mm, split). */
const SHEET_TOP = (LABEL_SHEET.pageHeight - LABEL_SHEET.rows * LABEL_SHEET.height) / 2;

/** The narrowest bar, in mm, and the bars' height. */
const BARCODE_MODULE_MM = 0.4;
const BARCODE_HEIGHT_MM = 10;

const COLOR = { text: '#111111', muted: '#3A3F45' };

/** Roboto's line box (ascent + descent): 1.172 em at lineHeight 1. */
const ROBOTO_LINE_EM = 1.172;
/**
 * A maxHeight that lets exactly `count` lines of `fontSize` through: pdfmake writes lines while
 * their total height stays under maxHeight, so half a line more than `count` is the safe bound.
 */
const lines = (count: number, fontSize: number) => (count + 0.5) * fontSize * ROBOTO_LINE_EM;

/** A label's barcode: the PNG and how many modules wide it is (its width in bars). */
export interface Barcode {
  png: Buffer;
  modules: number;
}

/** The definition of the whole sheet; `barcodes` has one entry per label code. */
export function labelSheetDefinition(
  labels: readonly ProductLabel[],
  barcodes: ReadonlyMap<string, Barcode>,
): TDocumentDefinitions {
  const images: Record<string, string> = {};
  for (const label of labels) {
    const barcode = barcodes.get(label.label_code);
    if (!barcode) throw new Error(`No barcode was made for ${label.label_code}.`);
    images[label.label_code] = `data:image/png;base64,${barcode.png.toString('base64')}`;
  }

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [0, 0, 0, 0],
    info: {
      title: labels.length === 1 ? `Label ${labels[0]!.label_code}` : 'Product labels',
      creator: 'Aerodesk',
      producer: 'Aerodesk',
    },
    defaultStyle: { font: KP_PDF_FONT, fontSize: 7, color: COLOR.text, lineHeight: 1 },
    images,
    content: labels.flatMap((label, index) => {
      const placed = placedLabel(label, barcodes.get(label.label_code)!, index);
      // A new sheet before the first label of every page after the first.
      return index > 0 && index % LABELS_PER_PAGE === 0
        ? [{ text: '', pageBreak: 'before' } satisfies Content, placed]
        : [placed];
    }),
  };
}

/** Where the label at `index` (in sheet order: left to right, top to bottom) starts, in pt. */
export function labelOrigin(index: number): { x: number; y: number } {
  const onPage = index % LABELS_PER_PAGE;
  const column = onPage % LABEL_SHEET.columns;
  const row = Math.floor(onPage / LABEL_SHEET.columns);
  return {
    x: mm(column * LABEL_SHEET.width),
    y: mm(SHEET_TOP + row * LABEL_SHEET.height),
  };
}

function placedLabel(label: ProductLabel, barcode: Barcode, index: number): Content {
  const origin = labelOrigin(index);
  return {
    absolutePosition: { x: origin.x + mm(PADDING_X), y: origin.y + mm(PADDING_Y) },
    // A fixed-width column: the label's texts wrap at its edge, not at the sheet's.
    columns: [{ width: CONTENT_WIDTH, stack: labelContent(label, barcode) }],
  };
}

function labelContent(label: ProductLabel, barcode: Barcode): Content[] {
  const partSize = fittedFontSize(label.part_number, 10, 6);
  const place = placeLine(label.warehouse, label.location);
  return [
    {
      image: label.label_code,
      width: mm(barcode.modules * BARCODE_MODULE_MM),
      height: mm(BARCODE_HEIGHT_MM),
      alignment: 'center',
    },
    {
      text: label.label_code,
      fontSize: 8,
      characterSpacing: 1.2,
      alignment: 'center',
      margin: [0, 1.5, 0, 2],
    },
    // Two lines at most: a part number is never cut, only set smaller (fittedFontSize).
    bounded(
      { text: label.part_number, bold: true, fontSize: partSize, margin: [0, 0, 0, 1] },
      lines(2, partSize),
    ),
    bounded(
      {
        text: cut(label.description, DESCRIPTION_MAX_CHARS),
        color: COLOR.muted,
        margin: [0, 0, 0, 1.5],
      },
      lines(2, 7),
    ),
    {
      columns: [
        { ...bounded({ text: `S/N ${label.serial_number || '—'}` }, lines(1, 7)), width: '*' },
        {
          ...bounded({ text: label.condition, alignment: 'right' }, lines(1, 7)),
          width: 'auto',
        },
      ],
      columnGap: 4,
    },
    bounded({ text: place || '—', margin: [0, 1, 0, 0] }, lines(1, 7)),
  ];
}

/**
 * A text of at most `maxHeight` pt: the lines beyond are not written. pdfmake 0.3 honours
 * `maxHeight` on text (LayoutBuilder.processLeaf) though its types know it only on images.
 */
function bounded(text: ContentText, maxHeight: number): ContentText {
  return Object.assign(text, { maxHeight });
}

/** About one line of 7 pt Roboto across the label. */
const PLACE_MAX_CHARS = 50;

/**
 * "Warehouse / location" on one line: a long warehouse name is cut, never the location, which is
 * what sends the warehouseman to the shelf.
 */
export function placeLine(warehouse: string, location: string): string {
  if (!location) return cut(warehouse, PLACE_MAX_CHARS);
  const room = Math.max(12, PLACE_MAX_CHARS - location.length - 3);
  return warehouse ? `${cut(warehouse, room)} / ${location}` : location;
}

/** About two lines of 7 pt Roboto across the label; the rest becomes an ellipsis. */
const DESCRIPTION_MAX_CHARS = 80;

/** The text, cut at `max` characters (an ellipsis in place of the rest). */
export function cut(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The largest size up to `largest` at which `text` fits one line of the label, assuming Roboto
 * Medium's wide characters (capitals and digits, about 0.62 em, as part numbers are); never under
 * `smallest` (a longer text wraps to a second line instead).
 */
export function fittedFontSize(text: string, largest: number, smallest: number): number {
  const fits = CONTENT_WIDTH / (Math.max(text.length, 1) * 0.62);
  return Math.max(smallest, Math.min(largest, Math.floor(fits * 2) / 2));
}
