/**
 * Stocktaking (spec §3 "Stocktaking", §4 "confirm with a date (save_donor optional), and cancel
 * confirmation"). Our rules, once:
 *   - a stocktaking counts one warehouse; `full` expects every product in stock there, `partial`
 *     a part of it (a rack, a project), `spot` a few products checked on the way;
 *   - what it expects: the warehouse's products in stock, not archived; a product is counted once
 *     (a second scan is "already counted" and counts nothing); a product of another warehouse is
 *     refused, named with where it is recorded;
 *   - `output` is the quantity found on the shelf (the product's quantity unless said);
 *   - confirming takes the date of the count (a real date, not in the future): the counted
 *     products are marked counted that day; `save_donor`, when given, is written as the donor of
 *     the counted products that have none (a teardown's parts counted as they arrive);
 *   - a confirmed stocktaking is closed: nothing is added, removed or renamed, and it is not
 *     deleted, until its confirmation is cancelled (which keeps the products' counted dates).
 */
export const STOCKTAKING_TYPES = ['full', 'partial', 'spot'] as const;
export type StocktakingType = (typeof STOCKTAKING_TYPES)[number];

export const STOCKTAKING_TYPE_LABELS: Record<StocktakingType, string> = {
  full: 'Full count',
  partial: 'Partial count',
  spot: 'Spot check',
};

export const STOCKTAKING_CLOSED =
  'The stocktaking is confirmed: cancel its confirmation before changing it.';
export const ALREADY_COUNTED = 'already counted';

/** Why a confirm date is refused, or null: a date of the count, not in the future. */
export function confirmDateRefusal(date: string, today: string): string | null {
  return date > today ? 'The count cannot be confirmed for a day still to come.' : null;
}
