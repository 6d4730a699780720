/** Supplier offers (spec §3 "Inventory offers", §7 "Offers"). */
import { z } from 'zod';
import type { Ref } from './common.ts';
import { idSchema, isoDateSchema, optionalText, pageQuerySchema } from './common.ts';
import type { OfferStatus } from '../domain/offer-status.ts';
import type { RefItem } from './home.ts';

export const OFFER_PATHS = {
  list: (role: string) => `${role}/offer/`,
  one: (role: string, id: number) => `${role}/offer/${id}/`,
  history: (role: string, id: number) => `${role}/offer/${id}/history/`,
  /** PATCH with an optional `{comment}`. */
  setActive: (role: string, id: number, activeType: OfferActiveType) =>
    `${role}/offer/${id}/${activeType}/`,
} as const;

export const OFFER_ACTIVE_TYPES = ['deactivate', 'activate'] as const;
export type OfferActiveType = (typeof OFFER_ACTIVE_TYPES)[number];

export const offerListQuerySchema = pageQuerySchema.extend({
  /** Part number, supplier name or location. */
  search: z.string().trim().max(100).optional(),
  /** Offers for the part numbers of an RFQ position's group (alternates included). */
  position: idSchema.optional(),
  inventory: idSchema.optional(),
  company: idSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  ordering: z
    .enum(['price', '-price', 'lead_time_days', '-lead_time_days', 'created_at', '-created_at'])
    .optional(),
});
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

export interface SupplierOffer {
  id: number;
  inventory: { id: number; part_number: string; description: string };
  /** With the `position` filter: whether this part number is an alternate of the one asked for. */
  is_alternate: boolean;
  company: Ref;
  condition: RefItem;
  quantity: number;
  price: number;
  currency: RefItem;
  lead_time_days: number;
  valid_until: string | null;
  /** Active: not deactivated and not past valid_until (offer-status.ts). */
  is_active: boolean;
  deactivated: boolean;
  /** What every screen shows (src-shared/domain/offer-status.ts), from the server's date. */
  status: OfferStatus;
  certificate: RefItem | null;
  location: string;
  comment: string;
  created_by: Ref;
  created_at: string;
  updated_at: string;
}

const offerFields = {
  /** The part number offered; an unknown one is added to the inventory. */
  part_number: z.string().trim().min(1, { error: 'This field is required.' }).max(60),
  company: idSchema,
  condition: idSchema,
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .int({ error: 'A quantity is a whole number.' })
    .min(1, { error: 'The quantity must be at least 1.' }),
  price: z
    .number({ error: 'Enter a price.' })
    .min(0, { error: 'A price cannot be negative.' })
    .max(100_000_000, { error: 'The price is too large.' }),
  currency: idSchema,
  lead_time_days: z
    .number({ error: 'Enter the lead time in days.' })
    .int()
    .min(0, { error: 'The lead time cannot be negative.' })
    .max(730, { error: 'The lead time is at most 730 days.' }),
  valid_until: isoDateSchema.nullable().optional(),
  certificate: idSchema.nullable().optional(),
  location: optionalText(120),
  comment: optionalText(2000),
};

export const offerCreateSchema = z.object(offerFields);
export type OfferCreate = z.input<typeof offerCreateSchema>;

export const offerUpdateSchema = z
  .object(offerFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
export type OfferUpdate = z.input<typeof offerUpdateSchema>;

export interface OfferHistoryEntry {
  id: number;
  changed_at: string;
  changed_by: Ref;
  action: 'created' | 'updated' | 'deactivated' | 'activated';
  /** Field → value before and after (for 'updated'). */
  changes: Record<string, { from: unknown; to: unknown }>;
  comment: string;
}
