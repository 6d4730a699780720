/**
 * The query of a paged list: its page, its free-text search, its yes/no filters and its ordering.
 * Every list of every area takes these the same way; listQuery() is the page and the search that
 * nearly all of them start with, to which a list adds its own filters.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../domain/constants.ts';
import { MAX_ID } from './fields.ts';
import { countUpTo } from './numbers.ts';

/** `page` and `page_size` of every paged list (page sizes 10, 20, 30; default 10). */
export const pageQuerySchema = z.object({
  page: countUpTo(MAX_ID, 'A valid page number is required.').default(1),
  page_size: z
    .number({ error: `Page size must be one of ${PAGE_SIZES.join(', ')}.` })
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      error: `Page size must be one of ${PAGE_SIZES.join(', ')}.`,
    })
    .default(DEFAULT_PAGE_SIZE),
});

/** A list's free-text search (what it matches, each list says): trimmed, at most 100 characters. */
export const searchSchema = z.string().trim().max(100).optional();

/**
 * A yes/no filter of a list as its query string gives it: the words 'true' or 'false' (left out:
 * no filter), kept as words, as every list's filter code reads them.
 */
export const flagFilterSchema = z.enum(['true', 'false']).optional();

/**
 * The query of a paged, searchable list: the page, `search` (what it matches, the list says where
 * it declares its query) and the list's own `filters`, its ordering among them.
 */
export function listQuery<Filters extends z.core.$ZodLooseShape>(filters: Filters) {
  return pageQuerySchema.extend({ search: searchSchema, ...filters });
}

/**
 * The ordering parameter of a list: one of its fields, optionally with '-' for descending. `name`
 * is how the refusal names the parameter (the lists were written with 'Ordering', 'ordering' and
 * 'order_by', and their messages stay as they were).
 */
export function orderingSchema(fields: readonly string[], name: string) {
  const values = fields.flatMap((field) => [field, `-${field}`]);
  return z
    .string()
    .refine((value) => values.includes(value), {
      error: `${name} must be one of: ${fields.join(', ')} (with an optional '-').`,
    })
    .optional();
}
