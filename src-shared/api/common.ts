import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../domain/constants.ts';

/** Django REST pagination: the shape of every paged list. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A reference to another record, as lists and details show it. */
export interface Ref {
  id: number;
  name: string;
}

export const REQUIRED = 'This field is required.';

export const idSchema = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int({ error: 'A valid integer is required.' })
  .positive({ error: 'A valid integer is required.' });

/** `page` and `page_size` of every paged list (page sizes 10, 20, 30; default 10). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'A valid page number is required.' })
    .int({ error: 'A valid page number is required.' })
    .min(1, { error: 'A valid page number is required.' })
    .default(1),
  page_size: z.coerce
    .number({ error: `Page size must be one of ${PAGE_SIZES.join(', ')}.` })
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      error: `Page size must be one of ${PAGE_SIZES.join(', ')}.`,
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A text input: trimmed, '' becomes undefined so "not filled" is one thing. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export function requiredText(max: number, min = 1) {
  // A blank field is "required", whatever the minimum: one message, the one that helps.
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .refine((text) => text.length === 0 || text.length >= min, {
      error: `Ensure this field has at least ${min} characters.`,
    })
    .refine((text) => text.length <= max, {
      error: `Ensure this field has no more than ${max} characters.`,
    });
}

/** ISO date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD).' });
