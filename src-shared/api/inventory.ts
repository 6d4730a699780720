/**
 * The inventory search (spec §2, §3 "Inventory state", §7 "Inventory"): a part number as people
 * type it (case, spaces, dashes, dots and slashes do not matter: partNumberKey), its group of
 * alternates, the manufacturer (OEM), the group's offers and the requests that asked for it, and
 * the tree part → alternates → offers. When nothing matches exactly, `suggestions` holds the part
 * numbers that start with what was typed, then the closest ones (a typo still finds the part).
 *
 * The calls of §7 sit under `{role}/inventory/` (add_rfq/, to_new_group/ on one part,
 * unknown_pn/); `PUT {role}/group/{id}/` (spec §7 "End positions") gathers part numbers into one
 * group of alternates, as a parts searcher learns that they interchange.
 */
import { z } from 'zod';
import { COMPONENT_TYPES, purchaseFlag } from '../domain/component-type.ts';
import { INVENTORY_OFFER_STATUSES } from '../domain/offer-status.ts';
import { RFQ_PRIORITIES } from '../domain/priority.ts';
import { idSchema, optionalText, requiredText } from './fields.ts';
import { inventoryRefSchema, partGroupSchema, refSchema } from './records.ts';
import { quantitySchema } from './numbers.ts';
import { endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';
import { supplierOfferSchema } from './offer.ts';
import { rfqDetailSchema } from './rfq.ts';

/** At most this many offers and requests come with a state; the counts say how many there are. */
export const INVENTORY_OFFERS_SHOWN = 200;
export const INVENTORY_REQUESTS_SHOWN = 100;
export const INVENTORY_SUGGESTIONS = 10;

const partNumberInput = requiredText(60);

/** `engine_purchase`, `apu_purchase`, …: spec §7's `{product}_purchase` (component-type.ts). */
const purchaseFlags = Object.fromEntries(
  COMPONENT_TYPES.map((type) => [purchaseFlag(type), z.boolean().optional()]),
) as Record<`${(typeof COMPONENT_TYPES)[number]}_purchase`, z.ZodOptional<z.ZodBoolean>>;

const inventoryQuerySchema = z.object({ part_number: partNumberInput });

export const inventoryPartSchema = inventoryRefSchema.extend({
  manufacturer: refSchema.nullable(),
  ata_chapter: refItemSchema.nullable(),
  component_type: z.enum(COMPONENT_TYPES).nullable(),
  offers_count: z.number(),
  active_offers_count: z.number(),
  /** Recorded by unknown_pn/: nobody knew the part number until then. */
  unknown_since: z.string().nullable(),
});
export type InventoryPart = z.infer<typeof inventoryPartSchema>;

export const inventoryRequestSchema = z.object({
  position_id: z.number(),
  rfq: z.object({ id: z.number(), number: z.string() }),
  company: refSchema,
  requested_part_number: z.string(),
  quantity: z.number(),
  created_at: z.string(),
  in_work: z.boolean(),
  need_offers: z.boolean(),
});
export type InventoryRequest = z.infer<typeof inventoryRequestSchema>;

const inventoryTreeOfferSchema = supplierOfferSchema.pick({
  id: true,
  company: true,
  condition: true,
  price: true,
  currency: true,
  status: true,
});

/** One part of the group, the found one first, with its offers: the tree's branches. */
export const inventoryTreeNodeSchema = inventoryRefSchema.extend({
  is_found: z.boolean(),
  offers: z.array(inventoryTreeOfferSchema),
});
export type InventoryTreeNode = z.infer<typeof inventoryTreeNodeSchema>;

export const inventorySuggestionSchema = inventoryRefSchema.extend({
  alts_count: z.number(),
});
export type InventorySuggestion = z.infer<typeof inventorySuggestionSchema>;

export const inventoryStateSchema = z.object({
  /** The part number as it was asked for. */
  part_number: z.string(),
  found: z.boolean(),
  part: inventoryPartSchema.nullable(),
  group: partGroupSchema.nullable(),
  /** The other part numbers of the group. */
  part_alts: z.array(inventoryPartSchema),
  alts_count: z.number(),
  /** The manufacturer of the found part. */
  inventory_oem: refSchema.nullable(),
  offer_status: z.enum(INVENTORY_OFFER_STATUSES).nullable(),
  /** The group's offers, active first and cheapest first (at most INVENTORY_OFFERS_SHOWN). */
  offers: z.array(supplierOfferSchema),
  offers_count: z.number(),
  /** RFQ positions that asked for a part number of the group, newest first. */
  requests: z.array(inventoryRequestSchema),
  requests_count: z.number(),
  tree: z.array(inventoryTreeNodeSchema),
  suggestions: z.array(inventorySuggestionSchema),
});
export type InventoryState = z.infer<typeof inventoryStateSchema>;

export const addRfqSchema = z.object({
  company: idSchema,
  quantity: quantitySchema().default(1),
  priority: z.enum(RFQ_PRIORITIES, { error: 'Choose a priority.' }).default('ROUTINE'),
  comment: optionalText(2000),
});
export type AddRfq = z.input<typeof addRfqSchema>;

export const unknownPnSchema = z.object({
  part_number: partNumberInput,
  description: optionalText(200),
  comment: optionalText(2000),
  ...purchaseFlags,
});
export type UnknownPn = z.input<typeof unknownPnSchema>;

export const groupUpdateSchema = z.object({
  name: optionalText(120),
  part_numbers: z
    .array(partNumberInput, { error: 'List the part numbers of the group.' })
    .min(1, { error: 'List at least one part number.' })
    .max(100, { error: 'At most 100 part numbers at a time.' }),
});
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const inventoryEndpoints = {
  state: endpoint({
    method: 'GET',
    path: ':role/inventory/',
    query: inventoryQuerySchema,
    response: inventoryStateSchema,
    area: 'inventory',
  }),
  addRfq: endpoint({
    method: 'POST',
    path: ':role/inventory/:id/add_rfq/',
    body: addRfqSchema,
    response: rfqDetailSchema,
    area: 'inventory',
    status: 201,
  }),
  toNewGroup: endpoint({
    method: 'PATCH',
    path: ':role/inventory/:id/to_new_group/',
    response: inventoryStateSchema,
    area: 'inventory',
  }),
  unknownPn: endpoint({
    method: 'POST',
    path: ':role/inventory/unknown_pn/',
    body: unknownPnSchema,
    response: inventoryStateSchema,
    area: 'inventory',
    status: 201,
  }),
  group: endpoint({
    method: 'PUT',
    path: ':role/group/:id/',
    body: groupUpdateSchema,
    response: inventoryStateSchema,
    area: 'inventory',
  }),
};
