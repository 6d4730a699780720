/**
 * A KP document (src-shared/domain/kp-document.ts) as a pdfmake document definition, in the
 * language, date format and columns of its version (kp-versions.ts). Pure: no I/O, the same
 * definition for the same document; the writer (src-main/services/kp-pdf.ts) only renders it.
 *
 * Layout decisions:
 * - A4. Portrait up to PORTRAIT_MAX_COLUMNS table columns, landscape beyond (a version with
 *   delivery dates and certificates, or any version showing VAT columns): at 8 pt a portrait page
 *   holds nine columns with a description still wide enough to read.
 * - Head: the issuing entity (name, address, country, tax number, e-mail, phone) on the left; the
 *   title and the facts (number, date, validity, contract and PO numbers when present) on the
 *   right; under a rule, the customer (with the contact) and our bank details side by side.
 * - The rows table repeats its header on every page and never splits a row across pages.
 * - Under it the totals, right-aligned; then the non-empty conditions; then the manager with a
 *   signature line. Every page after the first carries a running head (issuer, title, number,
 *   date); every page a footer with the page number in the version's language.
 */
import type {
  Column,
  Content,
  ContentTable,
  CustomTableLayout,
  PageOrientation,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { KP_CONDITION_KEYS } from '../../src-shared/api/records.ts';
import { formatDate } from '../../src-shared/domain/dates.ts';
import type { KpDocument } from '../../src-shared/domain/kp-document.ts';
import { kpVersion, type KpVersion } from '../../src-shared/domain/kp-versions.ts';
import {
  formatAmountWithCurrency,
  formatPercent,
  issuerTaxLabel,
  kpPdfWords,
  type KpPdfWords,
} from './kp-pdf-text.ts';
import {
  bodyCell,
  CELL_PADDING_X,
  columnWidths,
  headerCell,
  TABLE_FONT_SIZE,
  TABLE_HEADER_FONT_SIZE,
  tableColumns,
} from './kp-pdf-table.ts';

/** The font family the writer registers (assets/fonts): Roboto carries Cyrillic. */
export const KP_PDF_FONT = 'Roboto';

/** More table columns than this turn the page to landscape. */
const PORTRAIT_MAX_COLUMNS = 9;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN_X = 36;
const MARGIN_TOP = 40;
const MARGIN_BOTTOM = 44;

const COLOR = {
  accent: '#1F3A5F',
  text: '#1E2329',
  muted: '#5B6573',
  rule: '#C9D2DC',
  lightRule: '#DDE3EA',
  headerFill: '#E8EDF3',
  zebra: '#F6F8FA',
  box: '#F3F6F9',
};

export function kpPdfOrientation(document: KpDocument): PageOrientation {
  return tableColumns(document, kpVersion(document.version)).length > PORTRAIT_MAX_COLUMNS
    ? 'landscape'
    : 'portrait';
}

export function kpPdfDefinition(document: KpDocument): TDocumentDefinitions {
  const version = kpVersion(document.version);
  const words = kpPdfWords(version.language);
  const orientation = kpPdfOrientation(document);
  const pageWidth = orientation === 'landscape' ? A4.height : A4.width;
  const contentWidth = pageWidth - 2 * MARGIN_X;
  const heading = `${version.title} ${words.numberSign} ${document.number}`;

  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [MARGIN_X, MARGIN_TOP, MARGIN_X, MARGIN_BOTTOM],
    language: version.language === 'ru' ? 'ru-RU' : 'en-US',
    info: {
      title: heading,
      author: document.issuer.name,
      subject: `${version.title} ${document.number} — ${document.client.name}`,
      creator: 'Aerodesk',
      producer: 'Aerodesk',
    },
    defaultStyle: { font: KP_PDF_FONT, fontSize: 9, color: COLOR.text, lineHeight: 1.15 },
    styles: {
      issuerName: { fontSize: 12, bold: true, color: COLOR.accent },
      title: { fontSize: 17, bold: true, color: COLOR.accent },
      caption: { fontSize: 7, bold: true, color: COLOR.muted, characterSpacing: 0.6 },
      muted: { color: COLOR.muted },
      tableHeader: {
        fontSize: TABLE_HEADER_FONT_SIZE,
        bold: true,
        color: COLOR.accent,
        lineHeight: 1.05,
      },
      tableHeaderUnit: { fontSize: 6.5, bold: false, color: COLOR.muted },
      running: { fontSize: 7.5, color: COLOR.muted },
    },
    header: (currentPage) =>
      currentPage === 1 ? null : runningHead(document, version, heading, contentWidth),
    footer: (currentPage, pageCount) =>
      pageFooter(document, heading, words.page(currentPage, pageCount), contentWidth),
    content: [
      head(document, version, words),
      rule(contentWidth, COLOR.accent, 1.2, [0, 10, 0, 10]),
      parties(document, version, words),
      { text: words.intro, margin: [0, 12, 0, 6] },
      rowsTable(document, version, contentWidth),
      totals(document, version, words),
      conditions(document, words),
      managerBlock(document, words),
    ],
  };
}

// ---------------------------------------------------------------- head

function head(document: KpDocument, version: KpVersion, words: KpPdfWords): Content {
  const { issuer } = document;
  const contacts = [
    issuer.phone && `${words.phone}: ${issuer.phone}`,
    issuer.email && `${words.email}: ${issuer.email}`,
  ].filter(Boolean);
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: issuer.name, style: 'issuerName', margin: [0, 0, 0, 3] },
          ...lines([issuer.address, issuer.country]),
          ...lines([
            issuer.vat_number &&
              `${issuerTaxLabel(issuer.country_code, words)}: ${issuer.vat_number}`,
          ]),
          ...(contacts.length ? [{ text: contacts.join('   '), style: 'muted' }] : []),
        ],
      },
      {
        width: 250,
        stack: [
          { text: version.title, style: 'title', alignment: 'right', margin: [0, 0, 0, 6] },
          factsTable(document, version, words),
        ],
      },
    ],
    columnGap: 18,
  };
}

function factsTable(document: KpDocument, version: KpVersion, words: KpPdfWords): ContentTable {
  const facts: Array<[string, string]> = [
    [words.number, document.number],
    [words.date, formatDate(document.date, version.dateFormat)],
  ];
  if (document.valid_until)
    facts.push([words.validUntil, formatDate(document.valid_until, version.dateFormat)]);
  if (document.treaty_number.trim()) facts.push([words.treatyNumber, document.treaty_number]);
  if (document.number_po.trim()) facts.push([words.numberPo, document.number_po]);
  return {
    table: {
      widths: ['*', 'auto'],
      body: facts.map(([label, value]) => [
        { text: label, style: 'muted', alignment: 'right' },
        { text: value, bold: true, alignment: 'right' },
      ]),
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 0,
      paddingRight: (column) => (column === 0 ? 8 : 0),
      paddingTop: () => 1,
      paddingBottom: () => 1,
    },
  };
}

function parties(document: KpDocument, version: KpVersion, words: KpPdfWords): Content {
  const { client, issuer } = document;
  const customer = box(words.customer, [
    { text: client.name, bold: true },
    ...lines([client.address, client.country]),
    ...lines([client.vat_number && `${words.vatNumber}: ${client.vat_number}`]),
    ...(document.contact ? [{ text: `${words.contact}: ${document.contact}` }] : []),
  ]);
  const bank = issuer.bank
    ? box(words.bankDetails, [
        { text: issuer.name, bold: true },
        ...lines([
          issuer.bank.bank_name && `${words.bank}: ${issuer.bank.bank_name}`,
          issuer.bank.swift && `${words.swift}: ${issuer.bank.swift}`,
          issuer.bank.account_number && `${words.account}: ${issuer.bank.account_number}`,
          issuer.vat_number &&
            `${issuerTaxLabel(issuer.country_code, words)}: ${issuer.vat_number}`,
        ]),
      ])
    : { width: '*', text: '' };
  return { columns: [customer, bank], columnGap: 14 };
}

/** A captioned, lightly filled box. */
function box(caption: string, body: Content[]): Column {
  return {
    width: '*',
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: caption.toUpperCase(), style: 'caption', margin: [0, 0, 0, 3] },
              ...body,
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (column) => (column === 0 ? 2 : 0),
      vLineColor: () => COLOR.accent,
      fillColor: () => COLOR.box,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
  };
}

// ---------------------------------------------------------------- rows

function rowsTable(document: KpDocument, version: KpVersion, width: number): Content {
  const columns = tableColumns(document, version);
  const widths = columnWidths(columns, document, version, width);
  const body: TableCell[][] = [
    columns.map((column) => headerCell(column, document, version)),
    ...document.rows.map((row) =>
      columns.map((column, index) =>
        bodyCell(column, row, document, version, widths[index] ?? '*'),
      ),
    ),
  ];
  const lastRow = body.length;
  const layout: CustomTableLayout = {
    hLineWidth: (line) => (line === 0 || line === 1 || line === lastRow ? 0.9 : 0.4),
    hLineColor: (line) =>
      line === 0 || line === 1 || line === lastRow ? COLOR.accent : COLOR.lightRule,
    vLineWidth: () => 0,
    fillColor: (row) => (row === 0 ? COLOR.headerFill : row % 2 === 0 ? COLOR.zebra : null),
    paddingLeft: () => CELL_PADDING_X,
    paddingRight: () => CELL_PADDING_X,
    paddingTop: (row) => (row === 0 ? 4 : 3),
    paddingBottom: (row) => (row === 0 ? 4 : 3),
  };
  return {
    table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths, body },
    layout,
    fontSize: TABLE_FONT_SIZE,
  };
}

// ---------------------------------------------------------------- totals

function totals(document: KpDocument, version: KpVersion, words: KpPdfWords): Content {
  const { language } = version;
  const money = (value: number) =>
    formatAmountWithCurrency(value, language, document.currency.code);
  const lines: Array<{ label: string; amount: string; strong?: boolean }> = [
    { label: words.totals.goods, amount: money(document.totals.goods) },
  ];
  if (document.show_transport && document.totals.transport > 0) {
    lines.push({ label: words.totals.transport, amount: money(document.totals.transport) });
  }
  lines.push({ label: words.totals.totalNoVat, amount: money(document.totals.totalNoVat) });
  lines.push(
    document.vat.on
      ? {
          label: words.totals.vat(formatPercent(document.vat.rate, language)),
          amount: money(document.totals.vat),
        }
      : { label: words.totals.noVat, amount: '—' },
  );
  lines.push({ label: words.totals.total, amount: money(document.totals.total), strong: true });
  const last = lines.length - 1;
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          widths: ['auto', 'auto'],
          body: lines.map((line) => [
            {
              text: line.label,
              alignment: 'right',
              ...(line.strong ? { bold: true, fontSize: 11 } : { color: COLOR.muted }),
            },
            {
              text: line.amount,
              alignment: 'right',
              bold: true,
              ...(line.strong ? { fontSize: 11, color: COLOR.accent } : {}),
            },
          ]),
        },
        layout: {
          hLineWidth: (row) => (row === last ? 0.9 : 0),
          hLineColor: () => COLOR.accent,
          vLineWidth: () => 0,
          paddingLeft: (column) => (column === 0 ? 0 : 18),
          paddingRight: () => 0,
          paddingTop: (row) => (row === last ? 5 : 1.5),
          paddingBottom: () => 1.5,
        },
      },
    ],
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

// ---------------------------------------------------------------- conditions, manager

function conditions(document: KpDocument, words: KpPdfWords): Content {
  const filled = KP_CONDITION_KEYS.filter((name) => document.conditions[name].trim() !== '');
  if (filled.length === 0) return { text: '' };
  return {
    stack: [
      {
        text: words.conditionsHeading,
        bold: true,
        fontSize: 10,
        color: COLOR.accent,
        margin: [0, 0, 0, 4],
      },
      {
        table: {
          widths: [120, '*'],
          dontBreakRows: true,
          body: filled.map((name) => [
            { text: words.conditions[name], bold: true },
            { text: document.conditions[name].trim() },
          ]),
        },
        layout: {
          hLineWidth: (line, node) => (line === 0 || line === node.table.body.length ? 0 : 0.4),
          hLineColor: () => COLOR.lightRule,
          vLineWidth: () => 0,
          paddingLeft: (column) => (column === 0 ? 0 : 6),
          paddingRight: () => 0,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 16, 0, 0],
  };
}

function managerBlock(document: KpDocument, words: KpPdfWords): Content {
  const { manager } = document;
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: words.manager.toUpperCase(), style: 'caption', margin: [0, 0, 0, 3] },
          { text: manager.name, bold: true },
          ...lines([
            manager.phone && `${words.phone}: ${manager.phone}`,
            manager.email && `${words.email}: ${manager.email}`,
          ]),
        ],
      },
      {
        width: 200,
        stack: [
          { text: ' ', margin: [0, 0, 0, 18] },
          rule(200, COLOR.text, 0.6, [0, 0, 0, 2]),
          { text: `${words.signature} / ${manager.name}`, style: 'running', alignment: 'center' },
        ],
      },
    ],
    columnGap: 24,
    margin: [0, 20, 0, 0],
    unbreakable: true,
  };
}

// ---------------------------------------------------------------- page furniture

function runningHead(
  document: KpDocument,
  version: KpVersion,
  heading: string,
  contentWidth: number,
): Content {
  return furnitureBand(18, [
    runningLine(document.issuer.name, {
      text: `${heading} · ${formatDate(document.date, version.dateFormat)}`,
    }),
    rule(contentWidth, COLOR.rule, 0.5, [0, 2, 0, 0]),
  ]);
}

function pageFooter(
  document: KpDocument,
  heading: string,
  pageText: string,
  contentWidth: number,
): Content {
  return furnitureBand(14, [
    rule(contentWidth, COLOR.rule, 0.5, [0, 0, 0, 3]),
    runningLine(`${document.issuer.name} · ${heading}`, { text: pageText, width: 'auto' }),
  ]);
}

/** The head and the footer alike: a band across the page inside the side margins, `top` down. */
function furnitureBand(top: number, stack: Content[]): Content {
  return { margin: [MARGIN_X, top, MARGIN_X, 0], stack };
}

/** A line of page furniture: `left` at the left, `right` at the right, in the running style. */
function runningLine(left: string, right: { text: string; width?: 'auto' }): Content {
  return {
    columns: [
      { text: left, style: 'running' },
      { ...right, style: 'running', alignment: 'right' },
    ],
  };
}

// ---------------------------------------------------------------- helpers

function rule(
  width: number,
  color: string,
  lineWidth: number,
  margin: [number, number, number, number],
): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth, lineColor: color }],
    margin,
  };
}

/** One text line per non-empty value. */
function lines(values: ReadonlyArray<string | false | null | undefined>): Content[] {
  return values
    .filter((value): value is string => Boolean(value && value.trim()))
    .map((text) => ({ text }));
}
