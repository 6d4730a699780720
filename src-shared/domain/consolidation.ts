/**
 * Consolidations (spec §3, §4 "created; departure set; arrival set; departure cancelled", §5
 * "quantity 0 in a decrease call removes that product"): shipments of products between points.
 * Our rules, once:
 *   - a consolidation is `forming` (products are added and taken out), `on_way` (departed on its
 *     shipping date) or `arrived` (on its arrival date, not before it left); cancelling the
 *     departure brings an `on_way` one back to `forming`;
 *   - it leaves from a point and goes to another (companies of categories 1, 3, 4 and 11, §9);
 *     the products it carries are in stock at its starting point, each at most once, for at most
 *     the quantity there is, and in no other consolidation that has not arrived;
 *   - a decrease sets a product's quantity lower; 0 takes the product out; more than there is, or
 *     below 0, is refused; only while forming;
 *   - departing puts its products on the way; arriving puts them in stock at the destination (or
 *     sold, when the destination is a client); cancelling the departure puts them back;
 *   - arrived consolidations are the archive: the list shows them only when asked.
 */
import { labelsOf } from './labels.ts';
import { COMPANY_CATEGORY } from './constants.ts';

export const CONSOLIDATION_STATUSES = ['forming', 'on_way', 'arrived'] as const;
export type ConsolidationStatus = (typeof CONSOLIDATION_STATUSES)[number];

export const CONSOLIDATION_STATUS_LABELS = labelsOf(CONSOLIDATION_STATUSES, {
  on_way: 'On the way',
});

/** The company categories a consolidation may go to (spec §7, §9: 1, 3, 4, 11). */
export const CONSOLIDATION_DESTINATION_CATEGORIES: readonly number[] = [
  COMPANY_CATEGORY.client,
  COMPANY_CATEGORY.ownLegalEntity,
  COMPANY_CATEGORY.ownWarehouse,
  COMPANY_CATEGORY.partnerWarehouse,
];

/**
 * The categories it may leave from: the same without clients. Spec §7 and §9 give this second set
 * ("3,4,11, excluding clients") without saying for what; we read it as the origin, since what a
 * consolidation carries is products of the warehouse it leaves from (a client's part for repair
 * is received into one of our warehouses first).
 */
export const CONSOLIDATION_ORIGIN_CATEGORIES: readonly number[] = [
  COMPANY_CATEGORY.ownLegalEntity,
  COMPANY_CATEGORY.ownWarehouse,
  COMPANY_CATEGORY.partnerWarehouse,
];

export const DOCUMENT_KINDS = ['logistic', 'customs'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Why a consolidation may not depart, or null. */
export function departureRefusal(state: { status: ConsolidationStatus; products: number }) {
  if (state.status === 'on_way') return 'The consolidation has departed already.';
  if (state.status === 'arrived') return 'The consolidation has arrived already.';
  return state.products === 0 ? 'The consolidation carries no products yet.' : null;
}

/** Why a consolidation may not arrive on `arrival` (it left on `shipping`), or null. */
export function arrivalRefusal(
  state: { status: ConsolidationStatus; shipping_date: string | null },
  arrival: string,
): string | null {
  if (state.status === 'forming') return 'The consolidation has not departed yet.';
  if (state.status === 'arrived') return 'The consolidation has arrived already.';
  if (state.shipping_date && arrival < state.shipping_date)
    return `It cannot arrive before it left (${state.shipping_date}).`;
  return null;
}

/** Why the departure cannot be cancelled, or null. */
export function cancelDepartureRefusal(state: { status: ConsolidationStatus }): string | null {
  return state.status === 'on_way' ? null : 'Only a consolidation on the way can come back.';
}

/** Why its products or head may not change, or null: only while forming. */
export function formingRefusal(state: { status: ConsolidationStatus }): string | null {
  return state.status === 'forming'
    ? null
    : 'The consolidation has departed: cancel its departure to change it.';
}
