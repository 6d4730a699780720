/**
 * Quotations (KP, spec §3 "KP", "PDF state"; §7 "RFQ": DELETE of a kp, the rfq kp file). A KP is a
 * priced snapshot of an RFQ's chosen offers, computed on the server with src-shared/domain/pricing.ts
 * from the RFQ's saved head. Its PDF is exported in any of the ten versions (kp-versions.ts).
 */
import { z } from 'zod';
import type { QuoteTotals } from '../domain/pricing.ts';
import { idSchema, isoDateSchema, optionalText } from './fields.ts';
import { countryRefSchema, kpConditionsSchema, refSchema } from './records.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';

export const kpSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  /** The version the KP was made for; its PDF may be exported in any version. */
  version: z.number(),
  date: z.string(),
  valid_until: z.string().nullable(),
  created_by: refSchema,
  currency: refItemSchema,
  total: z.number(),
  positions_count: z.number(),
  /** The order created from this KP, if any (spec §3 "KP: id, order"). */
  order: z.number().nullable(),
  has_file: z.boolean(),
});
export type KpSummary = z.infer<typeof kpSummarySchema>;

export const kpRowSchema = z.object({
  /** Line number on the document, from 1. */
  index: z.number(),
  position: z.number(),
  offer: z.number(),
  /** The part number offered (an alternate when it differs from the requested one). */
  part_number: z.string(),
  requested_part_number: z.string(),
  description: z.string(),
  condition: refItemSchema,
  quantity: z.number(),
  unit: refItemSchema,
  /** Unit cost in the quote currency (staff only; never printed). */
  unit_cost: z.number(),
  margin_percent: z.number(),
  unit_transport: z.number(),
  unit_price: z.number(),
  total: z.number(),
  vat: z.number(),
  total_with_vat: z.number(),
  lead_time_days: z.number(),
  /** Quote date plus lead time and delivery time, in business days. */
  delivery_date: z.string(),
  certificate: z.string().nullable(),
});
export type KpRow = z.infer<typeof kpRowSchema>;

export const legalEntityDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO country code of the entity: which version suits it (see kp-versions.ts). */
  code: z.string(),
  address: z.string(),
  country: countryRefSchema.nullable(),
  vat_number: z.string(),
  email: z.string(),
  phone: z.string(),
  bank: z
    .object({ bank_name: z.string(), swift: z.string(), account_number: z.string() })
    .nullable(),
});
export type LegalEntityDetail = z.infer<typeof legalEntityDetailSchema>;

export const quoteTotalsSchema = z.object({
  goods: z.number(),
  transport: z.number(),
  totalNoVat: z.number(),
  vat: z.number(),
  total: z.number(),
}) satisfies z.ZodType<QuoteTotals>;

export const kpDetailSchema = kpSummarySchema.extend({
  rfq: z.object({ id: z.number(), number: z.string() }),
  client: z.object({
    id: z.number(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: countryRefSchema.nullable(),
    vat_number: z.string(),
  }),
  contact: refSchema.nullable(),
  /** The legal entity of ours that issues the KP, in every version it is exported in. */
  legal_entity: legalEntityDetailSchema,
  manager: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Document type of the company text conditions: 0 quotation, 1 invoice, 2 preliminary. */
  document_type: z.literal([0, 1, 2]),
  vat: z.boolean(),
  vat_value: z.number(),
  vat_columns: z.boolean(),
  logistics_on: z.boolean(),
  include_transport_in_price: z.boolean(),
  show_transport: z.boolean(),
  rows: z.array(kpRowSchema),
  /** The system totals of all rows. */
  totals: quoteTotalsSchema,
  /** What the document shows: user totals where typed and non-zero (spec §5). */
  shown_totals: quoteTotalsSchema,
  conditions: kpConditionsSchema,
  treaty_number: z.string(),
  number_po: z.string(),
});
export type KpDetail = z.infer<typeof kpDetailSchema>;

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
export const kpPositionItemSchema = kpRowSchema.extend({
  id: z.number(),
  kp: z.object({ id: z.number(), number: z.string(), date: z.string(), version: z.number() }),
  rfq: z.object({ id: z.number(), number: z.string() }),
  client: refSchema,
  currency: refItemSchema,
});
export type KpPositionItem = z.infer<typeof kpPositionItemSchema>;

/** An RFQ's KPs, each by its own id under the RFQ. */
const kps = collectionEndpoints(':role/rfq/', 'rfq').parts('kp', 'kpId');

export const kpEndpoints = {
  /** The RFQ's KPs. */
  list: kps.list(z.array(kpSummarySchema)),
  /** A KP from the chosen offers. */
  create: kps.add(kpCreateSchema, kpDetailSchema),
  /** The KP with its rows. */
  one: kps.one(kpDetailSchema),
  /** 'Quote deleted'. */
  remove: kps.remove(),
  /** The KP's PDF, as issued. */
  file: endpoint({
    method: 'GET',
    path: ':role/rfq/:id/kp/:kpId/file/',
    response: z.never(),
    area: 'rfq',
    stream: true,
  }),
  /** Attaches the exported PDF (multipart `file`). */
  attachFile: endpoint({
    method: 'POST',
    path: ':role/rfq/:id/kp/:kpId/file/',
    response: kpDetailSchema,
    area: 'rfq',
    status: 201,
    multipart: true,
  }),
  /** Spec §7 "kp_position": KP rows by client, part number or KP. */
  positions: endpoint({
    method: 'GET',
    path: ':role/kp_position/',
    query: kpPositionQuerySchema,
    response: z.array(kpPositionItemSchema),
    area: 'order',
  }),
};
