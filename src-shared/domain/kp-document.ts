/**
 * The KP document as data: what a KP PDF carries (spec §3 "PDF state": payment, delivery, shipping,
 * exchange, warranty, loan, treatyNumber, numberPO, VAT, totals, selected rows). The renderer composes
 * it from the KP and the export dialog's state with `kpDocumentFrom`; main validates it with
 * `kpDocumentSchema` and only renders it (src-main/documents). Decisions:
 * - Totals are the sums of the selected rows; the user's typed totals apply only when every row
 *   is selected (they were typed for the whole quotation).
 * - With VAT off, no VAT is added and no VAT column is shown, whatever the version.
 * - The issuer is the KP's legal entity (the one chosen on the quotation, which the KP page shows),
 *   in every version: a version sets language, layout and title, never who issues the document.
 */
import { z } from 'zod';
import type { KpDetail, KpRow } from '../api/kp.ts';
import type { KpConditions } from '../api/rfq.ts';
import { roundMoney } from './money.ts';
import type { QuoteTotals } from './pricing.ts';
import { kpVersion } from './kp-versions.ts';

const text = (max: number) => z.string().max(max);
const money = z.number().finite();

export const kpDocumentRowSchema = z.object({
  index: z.number().int().min(1),
  part_number: text(60),
  requested_part_number: text(60),
  description: text(255),
  condition: text(20),
  quantity: z.number().int().min(1),
  unit: text(20),
  unit_price: money,
  unit_transport: money,
  total: money,
  vat: money,
  total_with_vat: money,
  lead_time_days: z.number().int().min(0),
  delivery_date: z.iso.date(),
  certificate: text(60).nullable(),
});
export type KpDocumentRow = z.infer<typeof kpDocumentRowSchema>;

const partySchema = z.object({
  name: text(255),
  address: text(500),
  country: text(100),
  vat_number: text(60),
});

export const kpDocumentSchema = z.object({
  version: z.number().int().min(1).max(10),
  number: text(60),
  date: z.iso.date(),
  valid_until: z.iso.date().nullable(),
  issuer: partySchema.extend({
    /** ISO country code of the issuer: how its tax number is labelled. */
    country_code: text(2),
    email: text(200),
    phone: text(60),
    bank: z.object({ bank_name: text(200), swift: text(20), account_number: text(60) }).nullable(),
  }),
  client: partySchema,
  contact: text(200).nullable(),
  manager: z.object({ name: text(200), email: text(200), phone: text(60) }),
  currency: z.object({ code: text(3), symbol: text(5) }),
  rows: z.array(kpDocumentRowSchema).min(1, { error: 'Choose at least one row.' }).max(5000),
  conditions: z.object({
    payment: text(2000),
    delivery: text(2000),
    shipping: text(2000),
    exchange: text(2000),
    warranty: text(2000),
    loan: text(2000),
  }),
  treaty_number: text(60),
  number_po: text(60),
  vat: z.object({ on: z.boolean(), rate: z.number().min(0).max(100), columns: z.boolean() }),
  show_transport: z.boolean(),
  totals: z.object({
    goods: money,
    transport: money,
    totalNoVat: money,
    vat: money,
    total: money,
  }),
});
export type KpDocument = z.infer<typeof kpDocumentSchema>;

/** The export dialog's state (spec §3 "PDF state"). */
export interface PdfState extends KpConditions {
  treatyNumber: string;
  numberPO: string;
  VAT: boolean;
  /** Row indices (KpRow.index) that go on the document. */
  selectedRows: number[];
}

/** The dialog's starting state: everything from the KP, every row selected. */
export function pdfStateFrom(kp: KpDetail): PdfState {
  return {
    ...kp.conditions,
    treatyNumber: kp.treaty_number,
    numberPO: kp.number_po,
    VAT: kp.vat,
    selectedRows: kp.rows.map((row) => row.index),
  };
}

/** Totals of the selected rows, with VAT on or off. */
export function selectedTotals(
  kp: Pick<KpDetail, 'rows' | 'vat_value' | 'logistics_on' | 'include_transport_in_price'>,
  rows: readonly KpRow[],
  vatOn: boolean,
): QuoteTotals {
  const goods = roundMoney(rows.reduce((sum, row) => sum + row.total, 0));
  const separateTransport = kp.logistics_on && !kp.include_transport_in_price;
  const transport = separateTransport
    ? roundMoney(rows.reduce((sum, row) => sum + row.unit_transport * row.quantity, 0))
    : 0;
  const rate = vatOn ? kp.vat_value : 0;
  const rowsVat = rows.reduce((sum, row) => sum + roundMoney((row.total * rate) / 100), 0);
  const vat = roundMoney(rowsVat + roundMoney((transport * rate) / 100));
  const totalNoVat = roundMoney(goods + transport);
  return { goods, transport, totalNoVat, vat, total: roundMoney(totalNoVat + vat) };
}

export class KpDocumentError extends Error {
  override name = 'KpDocumentError';
}

/** Composes the document of one version from a KP and the export dialog's state. */
export function kpDocumentFrom(kp: KpDetail, state: PdfState, version: number): KpDocument {
  kpVersion(version); // an unknown version is refused here, before anything is composed
  const selected = new Set(state.selectedRows);
  const rows = kp.rows.filter((row) => selected.has(row.index));
  if (rows.length === 0) throw new KpDocumentError('Choose at least one row.');
  const vatOn = state.VAT;
  const everyRow = rows.length === kp.rows.length;
  const totals = everyRow && vatOn === kp.vat ? kp.shown_totals : selectedTotals(kp, rows, vatOn);
  const issuer = kp.legal_entity;
  return {
    version,
    number: kp.number,
    date: kp.date,
    valid_until: kp.valid_until,
    issuer: {
      name: issuer.name,
      address: issuer.address,
      country: issuer.country?.name ?? '',
      country_code: issuer.code,
      vat_number: issuer.vat_number,
      email: issuer.email,
      phone: issuer.phone,
      bank: issuer.bank,
    },
    client: {
      name: kp.client.name,
      address: [kp.client.address, kp.client.city].filter(Boolean).join(', '),
      country: kp.client.country?.name ?? '',
      vat_number: kp.client.vat_number,
    },
    contact: kp.contact?.name ?? null,
    manager: kp.manager,
    currency: { code: kp.currency.code ?? kp.currency.name, symbol: kp.currency.symbol ?? '' },
    rows: rows.map((row, position) => {
      const vat = vatOn ? roundMoney((row.total * kp.vat_value) / 100) : 0;
      return {
        index: position + 1,
        part_number: row.part_number,
        requested_part_number: row.requested_part_number,
        description: row.description,
        condition: row.condition.code ?? row.condition.name,
        quantity: row.quantity,
        unit: row.unit.code ?? row.unit.name,
        unit_price: row.unit_price,
        unit_transport: row.unit_transport,
        total: row.total,
        vat,
        total_with_vat: roundMoney(row.total + vat),
        lead_time_days: row.lead_time_days,
        delivery_date: row.delivery_date,
        certificate: row.certificate,
      };
    }),
    conditions: {
      payment: state.payment,
      delivery: state.delivery,
      shipping: state.shipping,
      exchange: state.exchange,
      warranty: state.warranty,
      loan: state.loan,
    },
    treaty_number: state.treatyNumber,
    number_po: state.numberPO,
    vat: { on: vatOn, rate: kp.vat_value, columns: vatOn && kp.vat_columns },
    show_transport: kp.show_transport,
    totals,
  };
}

/** A file name for the exported PDF: `KP-2026-00123 v3.pdf`. */
export function kpFileName(number: string, version: number): string {
  return `${number.replace(/[\\/:*?"<>|]/g, '-')} v${version}.pdf`;
}
