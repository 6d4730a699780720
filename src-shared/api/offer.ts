/** Supplier offers (spec §3 "Inventory offers", §7 "Offers"). */
import { z } from 'zod';
import { COMPONENT_TYPES, purchaseFlag, type ComponentType } from '../domain/component-type.ts';
import { OFFER_STATUSES } from '../domain/offer-status.ts';
import { idSchema, isoDateSchema, optionalText, patchOf } from './fields.ts';
import { refSchema } from './records.ts';
import { flagFilterSchema, listQuery } from './list-query.ts';
import { boundedNumber, MAX_AMOUNT, quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';

export const OFFER_ACTIVE_TYPES = ['deactivate', 'activate'] as const;
export type OfferActiveType = (typeof OFFER_ACTIVE_TYPES)[number];

const purchaseFilters = Object.fromEntries(
  COMPONENT_TYPES.map((type) => [purchaseFlag(type), flagFilterSchema]),
) as Record<
  `${ComponentType}_purchase`,
  z.ZodOptional<z.ZodEnum<{ true: 'true'; false: 'false' }>>
>;

/** `search`: part number, supplier name or location. */
export const offerListQuerySchema = listQuery({
  /** Offers for the part numbers of an RFQ position's group (alternates included). */
  position: idSchema.optional(),
  inventory: idSchema.optional(),
  company: idSchema.optional(),
  active: flagFilterSchema,
  ordering: z
    .enum(['price', '-price', 'lead_time_days', '-lead_time_days', 'created_at', '-created_at'])
    .optional(),
  /** Spec §7 `{product}_purchase`: offers for parts of one component type (component-type.ts). */
  ...purchaseFilters,
});
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

/** What an offer says of the goods and their price, wherever offers are listed. */
export const offerGoodsFields = {
  condition: refItemSchema,
  quantity: z.number(),
  price: z.number(),
  currency: refItemSchema,
  lead_time_days: z.number(),
};

/** Those, with how long the offer stands: an offer's terms as its own lists show them. */
export const offerTermsFields = {
  ...offerGoodsFields,
  valid_until: z.string().nullable(),
  /** Active: not deactivated and not past valid_until (offer-status.ts). */
  is_active: z.boolean(),
};

export const supplierOfferSchema = z.object({
  id: z.number(),
  inventory: z.object({ id: z.number(), part_number: z.string(), description: z.string() }),
  /** With the `position` filter: whether this part number is an alternate of the one asked for. */
  is_alternate: z.boolean(),
  company: refSchema,
  ...offerTermsFields,
  deactivated: z.boolean(),
  /** What every screen shows (src-shared/domain/offer-status.ts), from the server's date. */
  status: z.enum(OFFER_STATUSES),
  certificate: refItemSchema.nullable(),
  location: z.string(),
  comment: z.string(),
  created_by: refSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierOffer = z.infer<typeof supplierOfferSchema>;

const offerFields = {
  /** The part number offered; an unknown one is added to the inventory. */
  part_number: z.string().trim().min(1, { error: 'This field is required.' }).max(60),
  company: idSchema,
  condition: idSchema,
  quantity: quantitySchema({ max: null }),
  price: boundedNumber({
    type: 'Enter a price.',
    min: [0, 'A price cannot be negative.'],
    max: [MAX_AMOUNT, 'The price is too large.'],
  }),
  currency: idSchema,
  lead_time_days: boundedNumber({
    type: 'Enter the lead time in days.',
    whole: true,
    min: [0, 'The lead time cannot be negative.'],
    max: [730, 'The lead time is at most 730 days.'],
  }),
  valid_until: isoDateSchema.nullable().optional(),
  certificate: idSchema.nullable().optional(),
  location: optionalText(120),
  comment: optionalText(2000),
};

export const offerCreateSchema = z.object(offerFields);
export type OfferCreate = z.input<typeof offerCreateSchema>;

export const offerUpdateSchema = patchOf(z.object(offerFields));
export type OfferUpdate = z.input<typeof offerUpdateSchema>;

export const offerHistoryEntrySchema = z.object({
  id: z.number(),
  changed_at: z.string(),
  changed_by: refSchema,
  action: z.enum(['created', 'updated', 'deactivated', 'activated']),
  /** Field → value before and after (for 'updated'). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  comment: z.string(),
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;

/** Spec §7: (de)activation takes an optional `{comment}`. */
const offerActiveBodySchema = z
  .object({ comment: z.string().trim().max(2000).optional() })
  .optional();

const collection = collectionEndpoints(':role/offer/', 'inventory');

function setActive(activeType: OfferActiveType) {
  return collection.action('PATCH', activeType, supplierOfferSchema, offerActiveBodySchema);
}

export const offerEndpoints = {
  list: collection.list(offerListQuerySchema, supplierOfferSchema),
  create: collection.create(offerCreateSchema, supplierOfferSchema),
  one: collection.one(supplierOfferSchema),
  update: collection.update(offerUpdateSchema, supplierOfferSchema),
  history: endpoint({
    method: 'GET',
    path: ':role/offer/:id/history/',
    response: z.array(offerHistoryEntrySchema),
    area: 'inventory',
  }),
  deactivate: setActive('deactivate'),
  activate: setActive('activate'),
};
