/**
 * The number fields of requests: counts, quantities, amounts and percentages, each refusal in the
 * words of its form. One builder (boundedNumber) instead of each area chaining number, int, min
 * and max with its messages again.
 */
import { z } from 'zod';

/** A bound of a number (inclusive) and the words that refuse a value past it. */
type Bound = readonly [value: number, message: string];

/** The largest amount of money a form takes (a price, a penalty): no deal of ours is near it. */
export const MAX_AMOUNT = 100_000_000;

/**
 * A number a form or a query gives, each refusal in its own words: `type` for no number at all,
 * `whole` for a fraction (`true`: the plain words; left out: fractions allowed), then each bound:
 * `min` inclusive, or `above` for a value that must be more than it (a price, a penalty).
 * The one way the counts, quantities, amounts and percentages of every area are checked.
 */
export function boundedNumber(
  spec: { type: string; whole?: string | true; max?: Bound } & (
    { min: Bound; above?: never } | { above: Bound; min?: never }
  ),
) {
  let schema = z.number({ error: spec.type });
  if (spec.whole) schema = schema.int(spec.whole === true ? undefined : { error: spec.whole });
  schema = spec.above
    ? schema.gt(spec.above[0], { error: spec.above[1] })
    : schema.min(spec.min[0], { error: spec.min[1] });
  return spec.max ? schema.max(spec.max[0], { error: spec.max[1] }) : schema;
}

/** A whole number from 1 to `max` with one message for whatever is wrong (a page, days). */
export function countUpTo(max: number, error: string) {
  return boundedNumber({ type: error, whole: error, min: [1, error], max: [max, error] });
}

/**
 * A quantity of parts: whole, at least 1 and at most a million unless said (`max: null`: no
 * upper bound, as the offer and order-position forms were written).
 */
export function quantitySchema(spec: { type?: string; min?: Bound; max?: null } = {}) {
  return boundedNumber({
    type: spec.type ?? 'Enter a quantity.',
    whole: 'A quantity is a whole number.',
    min: spec.min ?? [1, 'The quantity must be at least 1.'],
    max: spec.max === null ? undefined : [1_000_000, 'The quantity is too large.'],
  });
}
