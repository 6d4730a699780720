/** The shapes results come in, whatever the area: a page of a list, a bulk action's result, a message. */
import { z } from 'zod';

/** Django REST pagination: the shape of every paged list. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The response schema of a paged list of `item`s (Paginated<T>). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/**
 * The answer of a bulk action, which changes all the records it names or none (a refusal gives
 * the reason per record): its message and each record as it is after, as `item` lists it.
 */
export function bulkResultOf<T extends z.ZodType>(item: T) {
  return z.object({ detail: z.string(), results: z.array(item) });
}

/** An answer that is a message only (`{detail}`). */
export const detailSchema = z.object({ detail: z.string() });
