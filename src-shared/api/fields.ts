/**
 * The checks of the fields bodies, queries and paths carry: ids, texts, dates, and the PATCH of a
 * record's fields. Their messages are the plain words of messages.ts.
 */
import { z } from 'zod';
import { REQUIRED, wrongType } from './messages.ts';

/** The largest id a path, a query or a body may name: a PostgreSQL integer. */
export const MAX_ID = 2_147_483_647;

const ID_ERROR = 'A valid integer is required.';

/**
 * An id as JSON carries it: a number, nothing else (no "16", no true, no null). Query strings and
 * path segments are text: route() turns strict decimal text into numbers first (`typedFromText`).
 */
export const idSchema = z
  .number({ error: wrongType(ID_ERROR) })
  .int({ error: ID_ERROR })
  .positive({ error: ID_ERROR })
  .max(MAX_ID, { error: ID_ERROR });

/**
 * The body of a PATCH: any of the fields of `schema`, each with its own checks, and at least one
 * (an empty PATCH is refused with 'Nothing to update.').
 */
export function patchOf<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
}

// ---------------------------------------------------------------- text

/** A text input: trimmed, '' becomes undefined so "not filled" is one thing. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export function requiredText(max: number, min = 1) {
  // A blank field is "required", whatever the minimum: one message, the one that helps.
  return z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .refine((text) => text.length === 0 || text.length >= min, {
      error: `At least ${min} characters.`,
    })
    .refine((text) => text.length <= max, { error: `At most ${max} characters.` });
}

// ---------------------------------------------------------------- dates

/**
 * The dates we accept, our decision: 1900-01-01 to 2199-12-31. Every date here is a business date
 * (a deadline, a treaty, an offer's validity, a delivery); PostgreSQL refuses year 0 and our
 * documents print four-digit years, and anything outside these years is a typing slip.
 */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2199-12-31';
const DATE_RANGE_ERROR = `Enter a date from ${MIN_DATE.slice(0, 4)} to ${MAX_DATE.slice(0, 4)}.`;

/** ISO date `YYYY-MM-DD`, a real calendar day, within MIN_DATE..MAX_DATE. */
export const isoDateSchema = z.iso
  .date({ error: 'Enter a valid date (YYYY-MM-DD).' })
  .refine((date) => date >= MIN_DATE && date <= MAX_DATE, { error: DATE_RANGE_ERROR });
