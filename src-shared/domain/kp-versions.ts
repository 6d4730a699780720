/**
 * The ten KP (quotation) versions, one table: what each version is. Spec §9 fixes the date format
 * by version (Russian for 1, 5, 6, 8, 9, 10; US long form for 3; slash-separated short form for
 * 2, 4, 7); the rest is our decision: the language follows the date format, each version suggests
 * one of our legal entities (by its country code) for a quotation that names none, and has one
 * document type, its columns and the VAT columns it shows when VAT is on.
 */
import type { DateFormatKind } from './dates.ts';

export type KpLanguage = 'ru' | 'en';

export const KP_COLUMNS = [
  'index',
  'part_number',
  'description',
  'condition',
  'quantity',
  'unit',
  'unit_price',
  'transport',
  'total',
  'lead_time',
  'delivery_date',
  'certificate',
] as const;
export type KpColumn = (typeof KP_COLUMNS)[number];

export const KP_VAT_COLUMNS = ['vat_rate', 'vat_amount', 'total_with_vat'] as const;
export type KpVatColumn = (typeof KP_VAT_COLUMNS)[number];

/** Document types of spec §3 "Company text condition". */
export const KP_DOCUMENT_TYPE = { quotation: 0, invoice: 1, preliminaryQuotation: 2 } as const;
export type KpDocumentType = (typeof KP_DOCUMENT_TYPE)[keyof typeof KP_DOCUMENT_TYPE];

export interface KpVersion {
  version: number;
  /** How the version is named in the app. */
  label: string;
  /** The document's title, in its language. */
  title: string;
  language: KpLanguage;
  dateFormat: DateFormatKind;
  /**
   * Country code of the legal entity of ours that issues a KP made in this version when its
   * quotation names none (src-server/areas/kp/routes.ts). Once made, the KP's own legal entity
   * issues its PDF in every version (kp-document.ts).
   */
  legalEntity: 'RU' | 'US' | 'AE' | 'DE' | 'SG';
  documentType: KpDocumentType;
  columns: readonly KpColumn[];
  /** VAT columns shown when VAT is on and the quotation shows VAT columns. */
  vatColumns: readonly KpVatColumn[];
}

/** The columns of most versions: every column but transport, delivery date and certificate. */
const NOT_STANDARD: readonly KpColumn[] = ['transport', 'delivery_date', 'certificate'];
const STANDARD: readonly KpColumn[] = KP_COLUMNS.filter((column) => !NOT_STANDARD.includes(column));
const WITH_DELIVERY: readonly KpColumn[] = [...STANDARD, 'delivery_date', 'certificate'];
const ALL_VAT = KP_VAT_COLUMNS;

export const KP_VERSIONS: Readonly<Record<number, KpVersion>> = {
  1: {
    version: 1,
    label: '1 · Quotation (RU)',
    title: 'Коммерческое предложение',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: WITH_DELIVERY,
    vatColumns: ALL_VAT,
  },
  2: {
    version: 2,
    label: '2 · Quotation (Middle East)',
    title: 'Quotation',
    language: 'en',
    dateFormat: 'slash-short',
    legalEntity: 'AE',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: WITH_DELIVERY,
    vatColumns: [],
  },
  3: {
    version: 3,
    label: '3 · Quotation (US)',
    title: 'Quotation',
    language: 'en',
    dateFormat: 'us-long',
    legalEntity: 'US',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: WITH_DELIVERY,
    vatColumns: [],
  },
  4: {
    version: 4,
    label: '4 · Preliminary quotation (EU)',
    title: 'Preliminary Quotation',
    language: 'en',
    dateFormat: 'slash-short',
    legalEntity: 'DE',
    documentType: KP_DOCUMENT_TYPE.preliminaryQuotation,
    columns: STANDARD,
    vatColumns: ['vat_amount', 'total_with_vat'],
  },
  5: {
    version: 5,
    label: '5 · Invoice (RU)',
    title: 'Счёт на оплату',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.invoice,
    columns: STANDARD,
    vatColumns: ALL_VAT,
  },
  6: {
    version: 6,
    label: '6 · Preliminary quotation (RU)',
    title: 'Предварительное коммерческое предложение',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.preliminaryQuotation,
    columns: STANDARD,
    vatColumns: ALL_VAT,
  },
  7: {
    version: 7,
    label: '7 · Proforma invoice (Asia)',
    title: 'Proforma Invoice',
    language: 'en',
    dateFormat: 'slash-short',
    legalEntity: 'SG',
    documentType: KP_DOCUMENT_TYPE.invoice,
    columns: STANDARD,
    vatColumns: [],
  },
  8: {
    version: 8,
    label: '8 · Repair quotation (RU)',
    title: 'Коммерческое предложение на ремонт',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: [
      'index',
      'part_number',
      'description',
      'condition',
      'quantity',
      'unit_price',
      'total',
      'lead_time',
    ],
    vatColumns: ALL_VAT,
  },
  9: {
    version: 9,
    label: '9 · Exchange quotation (RU)',
    title: 'Коммерческое предложение на обмен',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: WITH_DELIVERY,
    vatColumns: ['vat_amount', 'total_with_vat'],
  },
  10: {
    version: 10,
    label: '10 · Quotation with delivery (RU)',
    title: 'Коммерческое предложение с доставкой',
    language: 'ru',
    dateFormat: 'ru',
    legalEntity: 'RU',
    documentType: KP_DOCUMENT_TYPE.quotation,
    columns: [...STANDARD.slice(0, 7), 'transport', 'total', 'lead_time', 'delivery_date'],
    vatColumns: ALL_VAT,
  },
};

export const KP_VERSION_NUMBERS = Object.keys(KP_VERSIONS).map(Number);

export function kpVersion(version: number): KpVersion {
  const found = KP_VERSIONS[version];
  if (!found) throw new Error(`There is no KP version ${version} (1 to 10).`);
  return found;
}
