/**
 * Assessments: sale-price valuations of warehouse products (spec §3 "Assessment", §7 "Products"
 * and "Assessments"). The spec names the fields (valid_date, condition_group, status,
 * pre_packing, product assessments) and the calls; what they mean is ours, written here once for
 * the server, the renderer and the tests.
 *
 * The reasonable price of a product (one formula, `suggestedSalePrice`):
 *   1. Evidence: the supplier offers of the product's part number and of its alternates (the
 *      inventory items of its part group), made within the last REASONABLE_WINDOW_DAYS days (an
 *      offer/median_price/ call names its own dates), whose condition is in the assessment's
 *      condition group ('any': every condition). Offers of a currency without a rate are left out
 *      (they cannot be compared).
 *   2. Each offer's unit price in USD (price / units of its currency per 1 USD, pricing.ts); the
 *      median of those (the middle one; for an even count the mean of the two middle ones), to
 *      cents: one cheap or dear quote does not move it, as a mean would be moved.
 *   3. Margin: a warehouse product is sold outright, so the margin steps of the sale type
 *      ASSESSMENT_SALE_TYPE (the margin settings, keyed by the unit cost in USD: the median
 *      stands for the cost, `stepPercent` of pricing.ts).
 *   4. Suggested sale price = median × (1 + margin / 100), rounded to cents, in USD.
 *   A part without offers in the window has no median and no suggested price (nulls, and the
 *   answer says so); its price is then chosen by hand.
 *
 * The states of an assessment (ASSESSMENT_STATUSES):
 *   - draft: made (new_assessment/, a product's assessment/), products added or removed, its head
 *     edited; each product added gets its reasonable price at once;
 *   - calculated: `calculate/` recomputed every product's evidence and suggested price with the
 *     formula above. Adding or removing a product, or changing the condition group (other
 *     evidence), returns it to draft: it is calculated again before approval;
 *   - approved: from calculated only, by PATCH status 'approved'. Each product's sale price
 *     becomes its chosen price, else its suggested price; a product with neither refuses the
 *     approval (choose one first). An approved assessment is closed: it is not edited,
 *     recalculated, given or stripped of products, or deleted.
 * valid_date: the last day the valuation holds; today or later when it is set.
 * pre_packing: the products are valued as packed for shipment (the warehouse packs them before
 *   sale); a mark for the warehouse, it does not change the price.
 */
import { labelsOf } from './labels.ts';
import { roundMoney } from './money.ts';
import { stepPercent, type MarginStep } from './pricing.ts';

export const ASSESSMENT_STATUSES = ['draft', 'calculated', 'approved'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_STATUS_LABELS = labelsOf(ASSESSMENT_STATUSES);

/**
 * Condition groups: which offers are evidence for a price. Each group holds the condition codes
 * (ref_condition.code) priced alike; 'any' takes every condition.
 */
export const CONDITION_GROUPS = ['new', 'overhauled', 'serviceable', 'as_removed', 'any'] as const;
export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

export const CONDITION_GROUP_CODES: Record<ConditionGroup, readonly string[] | null> = {
  new: ['NE', 'NS', 'FN'],
  overhauled: ['OH', 'RP'],
  serviceable: ['SV', 'IN'],
  as_removed: ['AR'],
  any: null,
};

export const CONDITION_GROUP_LABELS: Record<ConditionGroup, string> = {
  new: 'New (NE, NS, FN)',
  overhauled: 'Overhauled (OH, RP)',
  serviceable: 'Serviceable (SV, IN)',
  as_removed: 'As removed (AR)',
  any: 'Any condition',
};

/** The group of a condition code; a product without a known condition is priced on any. */
export function conditionGroupOf(code: string | null | undefined): ConditionGroup {
  for (const group of CONDITION_GROUPS) {
    if (code && CONDITION_GROUP_CODES[group]?.includes(code)) return group;
  }
  return 'any';
}

/** Offers older than this many days are not evidence of today's price. */
export const REASONABLE_WINDOW_DAYS = 180;
/** The sale type whose margin steps price warehouse stock (ref_sale_type.code). */
export const ASSESSMENT_SALE_TYPE = 'OUTRIGHT';
/** Every price of an assessment is in this currency. */
export const ASSESSMENT_CURRENCY = 'USD';
/** How long a product's own assessment (product/{id}/assessment/) holds unless said. */
export const DEFAULT_VALID_DAYS = 90;

/** The median of a list of numbers, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

interface SuggestedPrice {
  /** The margin applied, percent. */
  marginPercent: number;
  /** median × (1 + margin / 100), to cents, USD. */
  price: number;
}

/** The formula (see the top of this file): null when there is no median. */
export function suggestedSalePrice(
  medianUsd: number | null,
  steps: readonly MarginStep[],
): SuggestedPrice | null {
  if (medianUsd === null) return null;
  const marginPercent = stepPercent(steps, medianUsd);
  return { marginPercent, price: roundMoney(medianUsd * (1 + marginPercent / 100)) };
}

export const NO_OFFERS_NOTE = `No offers of this part or its alternates in the last ${REASONABLE_WINDOW_DAYS} days: choose its price by hand.`;
export const NO_OFFERS_IN_RANGE = 'No offers of this part or its alternates in these dates.';
export const ASSESSMENT_CLOSED = 'The assessment is approved: it is not changed any more.';
export const APPROVE_FROM_CALCULATED = 'Calculate the assessment before approving it.';
export const VALID_DATE_PAST = 'The valid date cannot be in the past.';

/** Why the assessment's status may not move from `from` to `to` by an edit, or null. */
export function statusChangeRefusal(from: AssessmentStatus, to: AssessmentStatus): string | null {
  if (from === to) return null;
  if (from === 'approved') return ASSESSMENT_CLOSED;
  if (to === 'approved') return from === 'calculated' ? null : APPROVE_FROM_CALCULATED;
  if (to === 'calculated') return 'An assessment is calculated by calculate/, not set so.';
  return null;
}
