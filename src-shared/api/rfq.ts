/**
 * RFQs (spec §3 "RFQ list item", "Position", "Single RFQ"; §4 "RFQ lists"; §7 "RFQ"): the lists,
 * the single RFQ with its saved quotation head (the original the working copy is restored from),
 * positions, the workflow actions and their bulk versions.
 */
import { z } from 'zod';
import { QUOTE_LIMITS, type NumberLimit } from '../domain/pricing.ts';
import { RFQ_REQUEST_AREAS } from '../domain/permissions.ts';
import { RFQ_PRIORITIES } from '../domain/priority.ts';
import { ACTIVITY_STATUSES, RFQ_LISTS } from '../domain/rfq-lists.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { inventoryRefSchema, kpConditionsSchema, partGroupSchema, refSchema } from './records.ts';
import { bulkResultOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint, type NoInput } from './endpoint.ts';
import { refItemSchema } from './home.ts';
import { kpSummarySchema } from './kp.ts';

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

/** `search`: RFQ number, company name, or a part number of its positions. */
export const rfqListQuerySchema = listQuery({
  list: z.enum(RFQ_LISTS, { error: `List must be one of: ${RFQ_LISTS.join(', ')}.` }),
  company: idSchema.optional(),
  priority: z.enum(RFQ_PRIORITIES).optional(),
  rfq_manager: idSchema.optional(),
  is_repair: flagFilterSchema,
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  ordering: orderingSchema(RFQ_ORDERING, 'Ordering'),
});
export type RfqListQuery = z.input<typeof rfqListQuerySchema>;

/** Spec §3 "RFQ list item": id, in_work, rfq_manager, activity_status, in_archive, and more. */
export const rfqListItemSchema = z.object({
  id: z.number(),
  number: z.string(),
  created_at: z.string(),
  deadline: z.string().nullable(),
  company: refSchema,
  /** The client's contact who sent the request. */
  contact: refSchema.nullable(),
  rfq_manager: refSchema.nullable(),
  /** As stored; shown with `displayPriority` (AOG as AOGC). */
  priority: z.enum(RFQ_PRIORITIES),
  is_repair: z.boolean(),
  sale_type: refSchema,
  in_work: z.boolean(),
  in_archive: z.boolean(),
  full_quoted: z.boolean(),
  activity_status: z.enum(ACTIVITY_STATUSES),
  rfq_status: refSchema,
  positions_count: z.number(),
  kp_count: z.number(),
  comment: z.string(),
  cancel_comment: z.string(),
});
export type RfqListItem = z.infer<typeof rfqListItemSchema>;

// ---------------------------------------------------------------- create

export const positionInputSchema = z.object({
  part_number: requiredText(60)
    .transform((pn) => pn.toUpperCase())
    .refine((pn) => /^[A-Z0-9][A-Z0-9\-./ ]*$/.test(pn), {
      error: 'A part number has letters, digits, and - . / or spaces.',
    }),
  quantity: quantitySchema(),
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
export const rfqQuotationSchema = z.object({
  priority: z.enum(RFQ_PRIORITIES),
  is_repair: z.boolean(),
  sale_type: refSchema,
  /** The user's rate for the quote currency, units per 1 USD; null: the system rate. */
  xRate: z.number().nullable(),
  /** The system rate of the quote currency, units per 1 USD (from currency_rate). */
  xRateBySystem: z.number(),
  main_price_unit: refItemSchema,
  vat: z.boolean(),
  /** Show the VAT columns of the KP version on each row. */
  vat_columns: z.boolean(),
  vat_value: z.number(),
  logistics_on: z.boolean(),
  include_transport_in_price: z.boolean(),
  /** Show transport as its own column/line. */
  showTransport: z.boolean(),
  treaty_number: z.string(),
  /** The priorities one may choose from. */
  all_priorities: z.array(z.enum(RFQ_PRIORITIES)),
  /** Use the company's text conditions as they are (else the texts typed here). */
  useDefaultText: z.boolean(),
  /** A margin typed for the whole RFQ, percent; null: the margin steps. */
  marginByUserInRFQHead: z.number().nullable(),
  /** Show the cost column in the builder (never on the PDF). */
  showCost: z.boolean(),
  /** The KP is issued as a bill (invoice) rather than a quotation. */
  bill_kp: z.boolean(),
  /** Totals typed by the user, stored as numbers (spec §5); null or 0: the system total. */
  priceTotalByUser: z.number().nullable(),
  priceTotalNoVatByUser: z.number().nullable(),
  totalPaidByUser: z.number().nullable(),
  kp_version: z.number(),
  legal_entity: refSchema.nullable(),
  delivery_time: refSchema,
  /** Texts of the KP conditions when not the company defaults. */
  conditions: kpConditionsSchema,
});
export type RfqQuotation = z.infer<typeof rfqQuotationSchema>;

export type KpConditions = z.infer<typeof kpConditionsSchema>;

/** The text block of the single RFQ. */
export const rfqTextBlockSchema = z.object({
  rfqNameByUser: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type RfqTextBlock = z.infer<typeof rfqTextBlockSchema>;

export const positionInventorySchema = inventoryRefSchema.extend({ group: partGroupSchema });
export type PositionInventory = z.infer<typeof positionInventorySchema>;

/** Spec §3 "Position": id, inventory.group, offers_count, active_offers_count, ILS fields. */
export const rfqPositionSchema = z.object({
  id: z.number(),
  rfq: z.number(),
  /** Line number within the RFQ, from 1. */
  index: z.number(),
  /** The part number as the client asked for it. */
  requested_part_number: z.string(),
  inventory: positionInventorySchema,
  quantity: z.number(),
  unit: refItemSchema,
  condition: refItemSchema.nullable(),
  comment: z.string(),
  /** Offers for any part number of the group; active ones are valid and not deactivated. */
  offers_count: z.number(),
  active_offers_count: z.number(),
  requested_in_ils: z.boolean(),
  ils_initiator: refSchema.nullable(),
  /** The supplier offer chosen to quote from. */
  chosen_offer: z.number().nullable(),
  /** A margin typed for this position, percent; null: the RFQ's margin. */
  margin_by_user: z.number().nullable(),
  /** A unit price typed for this position in the quote currency; null: computed. */
  unit_price_by_user: z.number().nullable(),
  need_offers: z.boolean(),
});
export type RfqPosition = z.infer<typeof rfqPositionSchema>;

export const rfqDetailSchema = rfqListItemSchema.extend({
  quotation: rfqQuotationSchema,
  text: rfqTextBlockSchema,
  positions: z.array(rfqPositionSchema),
  /** The RFQ's quotations (KPs), newest first. */
  rfq_kp: z.array(kpSummarySchema),
});
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

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
function limitedNumber(label: string, limit: NumberLimit) {
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

const marginSchema = limitedNumber('The margin', QUOTE_LIMITS.margin);
const vatSchema = limitedNumber('VAT', QUOTE_LIMITS.vat);
const xRateSchema = limitedNumber('The rate', QUOTE_LIMITS.xRate);
const unitPriceSchema = limitedNumber('A price', QUOTE_LIMITS.amount);

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
export const rfqUpdateSchema = patchOf(
  z.object({
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
  }),
).refine((patch) => !patch.start_date || !patch.end_date || patch.end_date >= patch.start_date, {
  error: 'The end date cannot be before the start date.',
  path: ['end_date'],
});
export type RfqUpdate = z.input<typeof rfqUpdateSchema>;

export const positionUpdateSchema = patchOf(
  z.object({
    quantity: positionInputSchema.shape.quantity,
    unit: idSchema,
    condition: idSchema.nullable(),
    comment: z.string().trim().max(1000),
    chosen_offer: idSchema.nullable(),
    margin_by_user: marginSchema.nullable(),
    unit_price_by_user: unitPriceSchema.nullable(),
  }),
);
export type PositionUpdate = z.input<typeof positionUpdateSchema>;

// ---------------------------------------------------------------- actions

const giveToWorkSchema = z.object({ contact_id: idSchema });
const commentSchema = z.object({ comment: requiredText(2000) });
const optionalCommentSchema = z.object({ comment: optionalText(2000) });

const rfqIdsSchema = z
  .array(idSchema, { error: 'Choose the RFQs.' })
  .min(1, { error: 'Choose at least one RFQ.' })
  .max(500, { error: 'At most 500 RFQs at a time.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'An RFQ is listed twice.' });

const giveToWorkManySchema = z.object({ rfqs: rfqIdsSchema, contact: idSchema });
const cancelManySchema = z.object({ rfqs: rfqIdsSchema, comment: requiredText(2000) });
const getInWorkManySchema = z.object({ rfqs: rfqIdsSchema });
const getFromArchiveManySchema = z.object({ rfqs: rfqIdsSchema });
const returnToNotInWorkManySchema = z.object({
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

export const bulkResultSchema = bulkResultOf(rfqListItemSchema);
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const historicalKpPositionSchema = z.object({
  kp: z.object({ id: z.number(), number: z.string(), date: z.string(), version: z.number() }),
  rfq: z.object({ id: z.number(), number: z.string() }),
  client: refSchema,
  part_number: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  currency: refItemSchema,
  condition: refItemSchema.nullable(),
  lead_time_days: z.number(),
});
export type HistoricalKpPosition = z.infer<typeof historicalKpPositionSchema>;

const HISTORY_NEEDS_FILTER = 'Give a part_number or an inventory id.';

/** Earlier KP positions of a part number: `?part_number=` or `?inventory=`. */
const historyQuerySchema = z
  .object({
    part_number: z.string().trim().max(60).optional(),
    inventory: idSchema.optional(),
  })
  .refine((query) => Boolean(query.part_number) || query.inventory !== undefined, {
    error: HISTORY_NEEDS_FILTER,
  });

const collection = collectionEndpoints(':role/rfq/', 'rfq');

/** A single RFQ's workflow action (PATCH rfq/{id}/{action}/): the RFQ as it is after. */
function transition<const Action extends string, B extends z.ZodType = NoInput>(
  action: Action,
  body?: B,
) {
  return collection.action('PATCH', action, rfqDetailSchema, body);
}

/** A bulk action (POST rfq/{action}/): all or nothing (BulkRefusal), the RFQs as they are after. */
function bulk<const Action extends string, B extends z.ZodType<{ rfqs: number[] }>>(
  action: Action,
  body: B,
) {
  return collection.bulk('POST', action, body, bulkResultSchema);
}

export const rfqEndpoints = {
  list: collection.list(rfqListQuerySchema, rfqListItemSchema),
  /** A new RFQ (rfq write, or a client's request for its own company). */
  create: endpoint({
    method: 'POST',
    path: ':role/rfq/',
    body: rfqCreateSchema,
    response: rfqDetailSchema,
    area: RFQ_REQUEST_AREAS,
    status: 201,
  }),
  one: collection.one(rfqDetailSchema),
  update: collection.update(rfqUpdateSchema, rfqDetailSchema),
  getInWork: transition('get_in_work'),
  giveToWork: transition('give_to_work', giveToWorkSchema),
  finish: transition('finish_rfq'),
  cancel: transition('canceled_rfq', commentSchema),
  renew: transition('get_from_archive'),
  returnToNotInWork: transition('return_to_not_in_work', commentSchema),
  giveToWorkMany: bulk('give_to_work_many', giveToWorkManySchema),
  cancelMany: bulk('canceled_rfq_many', cancelManySchema),
  getInWorkMany: bulk('get_in_work_many', getInWorkManySchema),
  returnToNotInWorkMany: bulk('return_to_not_in_work_many', returnToNotInWorkManySchema),
  /** Renews many at once, all or nothing like the other bulk actions (ours: the spec has none). */
  renewMany: bulk('get_from_archive_many', getFromArchiveManySchema),
  /** Adds positions (`{positions_list}`): the positions added. */
  addPositions: endpoint({
    method: 'POST',
    path: ':role/rfq/:id/position/',
    body: positionsListSchema,
    response: z.array(rfqPositionSchema),
    area: RFQ_REQUEST_AREAS,
    status: 201,
  }),
  updatePosition: endpoint({
    method: 'PATCH',
    path: ':role/rfq/:id/position/:positionId/',
    body: positionUpdateSchema,
    response: rfqPositionSchema,
    area: 'rfq',
  }),
  removePosition: endpoint({
    method: 'DELETE',
    path: ':role/rfq/:id/position/:positionId/',
    response: z.void(),
    area: 'rfq',
    status: 204,
  }),
  /** Our earlier prices to clients: staff reading RFQs (audience.ts refuses a client, 403). */
  historicalKpPositions: endpoint({
    method: 'GET',
    path: ':role/get_historical_kp_positions/',
    query: historyQuerySchema,
    response: z.array(historicalKpPositionSchema),
    area: 'rfq',
  }),
  /** `{comment}`: the position goes to parts search as an end position needing offers. */
  needOffers: endpoint({
    method: 'POST',
    path: ':role/end_position/:id/need_offers/',
    body: optionalCommentSchema,
    response: rfqPositionSchema,
    area: 'rfq',
  }),
};
