/**
 * RFQs (spec §3 "RFQ list item", "Position", "Single RFQ"; §4 "RFQ lists"; §7 "RFQ"): the lists,
 * the single RFQ with its saved quotation head (the original the working copy is restored from),
 * positions, the workflow actions and their bulk versions.
 */
import { z } from 'zod';
import { QUOTE_LIMITS, type NumberLimit } from '../domain/pricing.ts';
import { RFQ_PRIORITIES, type RfqPriority } from '../domain/priority.ts';
import { RFQ_LISTS, type ActivityStatus } from '../domain/rfq-lists.ts';
import type { Ref, kpConditionsSchema } from './common.ts';
import { idSchema, isoDateSchema, optionalText, pageQuerySchema, requiredText } from './common.ts';
import type { RefItem } from './home.ts';
import type { KpSummary } from './kp.ts';

export const RFQ_PATHS = {
  list: (role: string) => `${role}/rfq/`,
  one: (role: string, id: number) => `${role}/rfq/${id}/`,
  getInWork: (role: string, id: number) => `${role}/rfq/${id}/get_in_work/`,
  giveToWork: (role: string, id: number) => `${role}/rfq/${id}/give_to_work/`,
  finish: (role: string, id: number) => `${role}/rfq/${id}/finish_rfq/`,
  cancel: (role: string, id: number) => `${role}/rfq/${id}/canceled_rfq/`,
  renew: (role: string, id: number) => `${role}/rfq/${id}/get_from_archive/`,
  returnToNotInWork: (role: string, id: number) => `${role}/rfq/${id}/return_to_not_in_work/`,
  giveToWorkMany: (role: string) => `${role}/rfq/give_to_work_many/`,
  cancelMany: (role: string) => `${role}/rfq/canceled_rfq_many/`,
  getInWorkMany: (role: string) => `${role}/rfq/get_in_work_many/`,
  returnToNotInWorkMany: (role: string) => `${role}/rfq/return_to_not_in_work_many/`,
  /** Renews many at once, all or nothing like the other bulk actions (ours: the spec has none). */
  renewMany: (role: string) => `${role}/rfq/get_from_archive_many/`,
  /** POST `{positions_list}` adds positions. */
  positions: (role: string, rfqId: number) => `${role}/rfq/${rfqId}/position/`,
  /** PATCH updates, DELETE removes a position. */
  position: (role: string, rfqId: number, positionId: number) =>
    `${role}/rfq/${rfqId}/position/${positionId}/`,
  /** Earlier KP positions of a part number: `?part_number=` or `?inventory=`. */
  historicalKpPositions: (role: string) => `${role}/get_historical_kp_positions/`,
  /** POST `{comment}`: the position goes to parts search as an end position needing offers. */
  needOffers: (role: string, positionId: number) =>
    `${role}/end_position/${positionId}/need_offers/`,
} as const;

// ---------------------------------------------------------------- list

export const RFQ_ORDERING = [
  'id',
  'number',
  'created_at',
  'deadline',
  'company',
  'priority',
  'rfq_manager',
  'positions_count',
] as const;
const orderingValues = RFQ_ORDERING.flatMap((field) => [field, `-${field}`]);

export const rfqListQuerySchema = pageQuerySchema.extend({
  list: z.enum(RFQ_LISTS, { error: `List must be one of: ${RFQ_LISTS.join(', ')}.` }),
  /** RFQ number, company name, or a part number of its positions. */
  search: z.string().trim().max(100).optional(),
  company: idSchema.optional(),
  priority: z.enum(RFQ_PRIORITIES).optional(),
  rfq_manager: idSchema.optional(),
  is_repair: z.enum(['true', 'false']).optional(),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  ordering: z
    .string()
    .refine((value) => orderingValues.includes(value), {
      error: `Ordering must be one of: ${RFQ_ORDERING.join(', ')} (with an optional '-').`,
    })
    .optional(),
});
export type RfqListQuery = z.input<typeof rfqListQuerySchema>;

/** Spec §3 "RFQ list item": id, in_work, rfq_manager, activity_status, in_archive, and more. */
export interface RfqListItem {
  id: number;
  number: string;
  created_at: string;
  deadline: string | null;
  company: Ref;
  /** The client's contact who sent the request. */
  contact: Ref | null;
  rfq_manager: Ref | null;
  /** As stored; shown with `displayPriority` (AOG as AOGC). */
  priority: RfqPriority;
  is_repair: boolean;
  sale_type: Ref;
  in_work: boolean;
  in_archive: boolean;
  full_quoted: boolean;
  activity_status: ActivityStatus;
  rfq_status: Ref;
  positions_count: number;
  kp_count: number;
  comment: string;
  cancel_comment: string;
}

// ---------------------------------------------------------------- create

export const positionInputSchema = z.object({
  part_number: requiredText(60)
    .transform((pn) => pn.toUpperCase())
    .refine((pn) => /^[A-Z0-9][A-Z0-9\-./ ]*$/.test(pn), {
      error: 'A part number has letters, digits, and - . / or spaces.',
    }),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .int({ error: 'A quantity is a whole number.' })
    .min(1, { error: 'The quantity must be at least 1.' })
    .max(1_000_000, { error: 'The quantity is too large.' }),
  unit: idSchema.optional(),
  condition: idSchema.nullable().optional(),
  comment: optionalText(1000),
});
export type PositionInput = z.input<typeof positionInputSchema>;

export const positionsListSchema = z.object({
  positions_list: z
    .array(positionInputSchema, { error: 'Add at least one position.' })
    .min(1, { error: 'Add at least one position.' })
    .max(500, { error: 'At most 500 positions at a time.' }),
});

export const rfqCreateSchema = z.object({
  company: idSchema,
  contact: idSchema.nullable().optional(),
  priority: z.enum(RFQ_PRIORITIES, { error: 'Choose a priority.' }),
  is_repair: z.boolean().default(false),
  sale_type: idSchema.optional(),
  deadline: isoDateSchema.nullable().optional(),
  comment: optionalText(2000),
  positions_list: positionsListSchema.shape.positions_list.optional(),
});
export type RfqCreate = z.input<typeof rfqCreateSchema>;

// ---------------------------------------------------------------- single RFQ

/**
 * The quotation head: the spec's "working copy" fields, as saved on the server. The renderer edits
 * a copy of it; closing without saving restores this original (spec §4).
 */
export interface RfqQuotation {
  priority: RfqPriority;
  is_repair: boolean;
  sale_type: Ref;
  /** The user's rate for the quote currency, units per 1 USD; null: the system rate. */
  xRate: number | null;
  /** The system rate of the quote currency, units per 1 USD (from currency_rate). */
  xRateBySystem: number;
  main_price_unit: RefItem;
  vat: boolean;
  /** Show the VAT columns of the KP version on each row. */
  vat_columns: boolean;
  vat_value: number;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  /** Show transport as its own column/line. */
  showTransport: boolean;
  treaty_number: string;
  /** The priorities one may choose from. */
  all_priorities: RfqPriority[];
  /** Use the company's text conditions as they are (else the texts typed here). */
  useDefaultText: boolean;
  /** A margin typed for the whole RFQ, percent; null: the margin steps. */
  marginByUserInRFQHead: number | null;
  /** Show the cost column in the builder (never on the PDF). */
  showCost: boolean;
  /** The KP is issued as a bill (invoice) rather than a quotation. */
  bill_kp: boolean;
  /** Totals typed by the user, stored as numbers (spec §5); null or 0: the system total. */
  priceTotalByUser: number | null;
  priceTotalNoVatByUser: number | null;
  totalPaidByUser: number | null;
  kp_version: number;
  legal_entity: Ref | null;
  delivery_time: Ref;
  /** Texts of the KP conditions when not the company defaults. */
  conditions: KpConditions;
}

export type KpConditions = z.infer<typeof kpConditionsSchema>;

/** The text block of the single RFQ. */
export interface RfqTextBlock {
  rfqNameByUser: string;
  start_date: string | null;
  end_date: string | null;
}

export interface PositionInventory {
  id: number;
  part_number: string;
  description: string;
  /** The group of interchangeable part numbers (alternates). */
  group: { id: number; name: string; have_offers: boolean };
}

/** Spec §3 "Position": id, inventory.group, offers_count, active_offers_count, ILS fields. */
export interface RfqPosition {
  id: number;
  rfq: number;
  /** Line number within the RFQ, from 1. */
  index: number;
  /** The part number as the client asked for it. */
  requested_part_number: string;
  inventory: PositionInventory;
  quantity: number;
  unit: RefItem;
  condition: RefItem | null;
  comment: string;
  /** Offers for any part number of the group; active ones are valid and not deactivated. */
  offers_count: number;
  active_offers_count: number;
  requested_in_ils: boolean;
  ils_initiator: Ref | null;
  /** The supplier offer chosen to quote from. */
  chosen_offer: number | null;
  /** A margin typed for this position, percent; null: the RFQ's margin. */
  margin_by_user: number | null;
  /** A unit price typed for this position in the quote currency; null: computed. */
  unit_price_by_user: number | null;
  need_offers: boolean;
}

export interface RfqDetail extends RfqListItem {
  quotation: RfqQuotation;
  text: RfqTextBlock;
  positions: RfqPosition[];
  /** The RFQ's quotations (KPs), newest first. */
  rfq_kp: KpSummary[];
}

const conditionsSchema = z
  .object({
    payment: z.string().max(2000),
    delivery: z.string().max(2000),
    shipping: z.string().max(2000),
    exchange: z.string().max(2000),
    warranty: z.string().max(2000),
    loan: z.string().max(2000),
  })
  .partial();

/** 1000 → '1,000'; 9999999999.99 → '9,999,999,999.99' (the words of the range messages). */
function limitText(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

function hasAtMostDecimals(value: number, places: number): boolean {
  return Number(value.toFixed(places)) === value;
}

/**
 * A number within one of QUOTE_LIMITS (src-shared/domain/pricing.ts), with the form's words:
 * "The margin is 0 to 1,000 %." No coercion: the form sends numbers, anything else is refused.
 */
export function limitedNumber(label: string, limit: NumberLimit) {
  const range = limit.minExclusive
    ? `${label} is above ${limitText(limit.min)} and at most ${limitText(limit.max)}${limit.unit}.`
    : `${label} is ${limitText(limit.min)} to ${limitText(limit.max)}${limit.unit}.`;
  return z
    .number({ error: `${label} must be a number.` })
    .refine((value) => (limit.minExclusive ? value > limit.min : value >= limit.min), {
      error: range,
      abort: true,
    })
    .refine((value) => value <= limit.max, { error: range, abort: true })
    .refine((value) => hasAtMostDecimals(value, limit.decimals), {
      error: `At most ${limit.decimals} decimals.`,
    });
}

export const marginSchema = limitedNumber('The margin', QUOTE_LIMITS.margin);
export const vatSchema = limitedNumber('VAT', QUOTE_LIMITS.vat);
export const xRateSchema = limitedNumber('The rate', QUOTE_LIMITS.xRate);
export const unitPriceSchema = limitedNumber('A price', QUOTE_LIMITS.amount);

const TYPED_TOTAL_TEXT = 'Enter an amount: digits, commas and a point (a total is never negative).';

/**
 * A total typed by the user (spec §5): its commas (and spaces) are stripped and it becomes a
 * number, '1,234.50' → 1234.5; a number is taken as it is; '' or null: no typed total (the system
 * total). Stored and answered as a number, within QUOTE_LIMITS.amount.
 */
export const typedTotalSchema = z
  .union([z.number(), z.string(), z.null()], { error: TYPED_TOTAL_TEXT })
  .transform((value, ctx): number | null => {
    if (typeof value !== 'string') return value;
    const text = value.replace(/[,\s]/g, '');
    if (text === '') return null;
    if (text.length > 20 || !/^(\d+\.?\d*|\.\d+)$/.test(text)) {
      ctx.issues.push({ code: 'custom', message: TYPED_TOTAL_TEXT, input: value });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(limitedNumber('A total', QUOTE_LIMITS.amount).nullable());

/** PATCH rfq/{id}/: the head, the text block, and the RFQ's own fields; all optional. */
export const rfqUpdateSchema = z
  .object({
    priority: z.enum(RFQ_PRIORITIES),
    is_repair: z.boolean(),
    sale_type: idSchema,
    deadline: isoDateSchema.nullable(),
    comment: optionalText(2000),
    contact: idSchema.nullable(),
    xRate: xRateSchema.nullable(),
    main_price_unit: idSchema,
    vat: z.boolean(),
    vat_columns: z.boolean(),
    vat_value: vatSchema,
    logistics_on: z.boolean(),
    include_transport_in_price: z.boolean(),
    showTransport: z.boolean(),
    treaty_number: z.string().trim().max(60),
    useDefaultText: z.boolean(),
    marginByUserInRFQHead: marginSchema.nullable(),
    showCost: z.boolean(),
    bill_kp: z.boolean(),
    priceTotalByUser: typedTotalSchema,
    priceTotalNoVatByUser: typedTotalSchema,
    totalPaidByUser: typedTotalSchema,
    kp_version: z.number().int().min(1).max(10, { error: 'KP version is 1 to 10.' }),
    legal_entity: idSchema.nullable(),
    delivery_time: idSchema,
    conditions: conditionsSchema,
    rfqNameByUser: z.string().trim().max(255),
    start_date: isoDateSchema.nullable(),
    end_date: isoDateSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' })
  .refine((patch) => !patch.start_date || !patch.end_date || patch.end_date >= patch.start_date, {
    error: 'The end date cannot be before the start date.',
    path: ['end_date'],
  });
export type RfqUpdate = z.input<typeof rfqUpdateSchema>;

export const positionUpdateSchema = z
  .object({
    quantity: positionInputSchema.shape.quantity,
    unit: idSchema,
    condition: idSchema.nullable(),
    comment: z.string().trim().max(1000),
    chosen_offer: idSchema.nullable(),
    margin_by_user: marginSchema.nullable(),
    unit_price_by_user: unitPriceSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
export type PositionUpdate = z.input<typeof positionUpdateSchema>;

// ---------------------------------------------------------------- actions

export const giveToWorkSchema = z.object({ contact_id: idSchema });
export const commentSchema = z.object({ comment: requiredText(2000) });
export const optionalCommentSchema = z.object({ comment: optionalText(2000) });

const rfqIdsSchema = z
  .array(idSchema, { error: 'Choose the RFQs.' })
  .min(1, { error: 'Choose at least one RFQ.' })
  .max(500, { error: 'At most 500 RFQs at a time.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'An RFQ is listed twice.' });

export const giveToWorkManySchema = z.object({ rfqs: rfqIdsSchema, contact: idSchema });
export const cancelManySchema = z.object({ rfqs: rfqIdsSchema, comment: requiredText(2000) });
export const getInWorkManySchema = z.object({ rfqs: rfqIdsSchema });
export const getFromArchiveManySchema = z.object({ rfqs: rfqIdsSchema });
export const returnToNotInWorkManySchema = z.object({
  rfqs: rfqIdsSchema,
  comment: requiredText(2000),
});

/**
 * A bulk action is all-or-nothing: when any RFQ may not move, nothing moves and the answer is 400
 * with `detail` and a reason per RFQ.
 */
export interface BulkRefusal {
  detail: string;
  refused: { id: number; number: string; reason: string }[];
}

export interface BulkResult {
  detail: string;
  results: RfqListItem[];
}

export interface HistoricalKpPosition {
  kp: { id: number; number: string; date: string; version: number };
  rfq: { id: number; number: string };
  client: Ref;
  part_number: string;
  quantity: number;
  unit_price: number;
  currency: RefItem;
  condition: RefItem | null;
  lead_time_days: number;
}
