/**
 * What the records of several areas carry alike: references to other records (a ref, a part, a
 * country), the comments of a record's thread and a quotation's or order's condition texts.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';

/** A reference to another record, as lists and details show it. */
export const refSchema = z.object({ id: z.number(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;

/**
 * An inventory part (a part number we know) as the records that list parts name it: its id,
 * number and description. Each extends it with what its list adds (alternates, offers, a group).
 */
export const inventoryRefSchema = z.object({
  id: z.number(),
  part_number: z.string(),
  description: z.string(),
});

/** A group of interchangeable part numbers (alternates), as a part's record shows it. */
export const partGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  have_offers: z.boolean(),
});

/** A country as records show it: `code` is its ISO code. */
export const countryRefSchema = refSchema.extend({ code: z.string() });

/**
 * The condition texts of a quotation or order, one per condition type (spec §3), declared in the
 * order of their `condition_type` codes (0 payment ... 5 loan), which is also the order they are
 * edited and printed in: KP_CONDITION_KEYS reads that order from here.
 */
export const kpConditionsSchema = z.object({
  payment: z.string(),
  delivery: z.string(),
  shipping: z.string(),
  exchange: z.string(),
  warranty: z.string(),
  loan: z.string(),
});

/** The conditions by `condition_type` code: KP_CONDITION_KEYS[code]. */
export const KP_CONDITION_KEYS = kpConditionsSchema.keyof().options;

/** No condition texts of its own: the company's defaults apply. */
export const EMPTY_KP_CONDITIONS: z.infer<typeof kpConditionsSchema> = {
  payment: '',
  delivery: '',
  shipping: '',
  exchange: '',
  warranty: '',
  loan: '',
};

/** A comment in a record's thread, as lists and details show it. */
export const commentSchema = z.object({
  id: z.number(),
  text: z.string(),
  author: refSchema,
  created_at: z.string(),
});

/** The body that adds a comment to a record's thread. */
export const commentCreateSchema = z.object({ text: requiredText(2000) });
