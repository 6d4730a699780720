/**
 * Quotations (KP, spec §3 "KP", "PDF state"; §7 "RFQ": DELETE of a kp, the rfq kp file). A KP is a
 * priced snapshot of an RFQ's chosen offers, computed on the server with src-shared/domain/pricing.ts
 * from the RFQ's saved head. Its PDF is exported in any of the ten versions (kp-versions.ts).
 */
import { z } from 'zod';
import type { QuoteTotals } from '../domain/pricing.ts';
import type { Ref } from './common.ts';
import { idSchema, isoDateSchema, optionalText } from './common.ts';
import type { CountryRef } from './company.ts';
import type { RefItem } from './home.ts';
import type { KpConditions } from './rfq.ts';

export const KP_PATHS = {
  /** GET the RFQ's KPs; POST creates one from the chosen offers. */
  list: (role: string, rfqId: number) => `${role}/rfq/${rfqId}/kp/`,
  /** GET the KP with its rows; DELETE removes it ('Quote deleted'). */
  one: (role: string, rfqId: number, kpId: number) => `${role}/rfq/${rfqId}/kp/${kpId}/`,
  /** GET downloads the KP's PDF; POST (multipart `file`) attaches the exported PDF. */
  file: (role: string, rfqId: number, kpId: number) => `${role}/rfq/${rfqId}/kp/${kpId}/file/`,
  /** Spec §7 "kp_position": KP rows by client, part number or KP. */
  kpPositions: (role: string) => `${role}/kp_position/`,
} as const;

export interface KpSummary {
  id: number;
  number: string;
  /** The version the KP was made for; its PDF may be exported in any version. */
  version: number;
  date: string;
  valid_until: string | null;
  created_by: Ref;
  currency: RefItem;
  total: number;
  positions_count: number;
  /** The order created from this KP, if any (spec §3 "KP: id, order"). */
  order: number | null;
  has_file: boolean;
}

export interface KpRow {
  /** Line number on the document, from 1. */
  index: number;
  position: number;
  offer: number;
  /** The part number offered (an alternate when it differs from the requested one). */
  part_number: string;
  requested_part_number: string;
  description: string;
  condition: RefItem;
  quantity: number;
  unit: RefItem;
  /** Unit cost in the quote currency (staff only; never printed). */
  unit_cost: number;
  margin_percent: number;
  unit_transport: number;
  unit_price: number;
  total: number;
  vat: number;
  total_with_vat: number;
  lead_time_days: number;
  /** Quote date plus lead time and delivery time, in business days. */
  delivery_date: string;
  certificate: string | null;
}

export interface LegalEntityDetail {
  id: number;
  name: string;
  /** ISO country code of the entity: which version suits it (see kp-versions.ts). */
  code: string;
  address: string;
  country: CountryRef | null;
  vat_number: string;
  email: string;
  phone: string;
  bank: { bank_name: string; swift: string; account_number: string } | null;
}

export interface KpDetail extends KpSummary {
  rfq: { id: number; number: string };
  client: {
    id: number;
    name: string;
    address: string;
    city: string;
    country: CountryRef | null;
    vat_number: string;
  };
  contact: Ref | null;
  /** The legal entity of ours that issues the KP, in every version it is exported in. */
  legal_entity: LegalEntityDetail;
  manager: { name: string; email: string; phone: string };
  /** Document type of the company text conditions: 0 quotation, 1 invoice, 2 preliminary. */
  document_type: 0 | 1 | 2;
  vat: boolean;
  vat_value: number;
  vat_columns: boolean;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  show_transport: boolean;
  rows: KpRow[];
  /** The system totals of all rows. */
  totals: QuoteTotals;
  /** What the document shows: user totals where typed and non-zero (spec §5). */
  shown_totals: QuoteTotals;
  conditions: KpConditions;
  treaty_number: string;
  number_po: string;
}

export const kpCreateSchema = z.object({
  version: z.number().int().min(1).max(10, { error: 'KP version is 1 to 10.' }),
  /** One row per position quoted, from the offer chosen for it. */
  rows: z
    .array(
      z.object({
        position: idSchema,
        offer: idSchema,
        quantity: z.number().int().min(1, { error: 'The quantity must be at least 1.' }),
      }),
      { error: 'Choose the positions to quote.' },
    )
    .min(1, { error: 'Choose at least one position with an offer.' })
    .max(500)
    .refine((rows) => new Set(rows.map((row) => row.position)).size === rows.length, {
      error: 'A position is quoted twice.',
    }),
  valid_until: isoDateSchema.nullable().optional(),
  treaty_number: optionalText(60),
  number_po: optionalText(60),
});
export type KpCreate = z.input<typeof kpCreateSchema>;

export const kpPositionQuerySchema = z.object({
  client: idSchema.optional(),
  part_number: z.string().trim().max(60).optional(),
  kp: idSchema.optional(),
});

/** The largest KP PDF the server keeps (POST rfq/{id}/kp/{kpId}/file/). */
export const KP_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** One row of `kp_position`: a KP row with the KP, RFQ, client and currency it belongs to. */
export interface KpPositionItem extends KpRow {
  id: number;
  kp: { id: number; number: string; date: string; version: number };
  rfq: { id: number; number: string };
  client: Ref;
  currency: RefItem;
}
