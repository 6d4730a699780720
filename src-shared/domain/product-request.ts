/**
 * Product requests (spec §3 "Product request", §7 "Product requests"): someone asks the warehouse
 * for products of ours, with a category (what they are wanted for), a target date, a priority and
 * a comment. Our rules, once:
 *   - a request names at least one product, each once, each existing and not archived (an archived
 *     product is no longer stock anyone can be given);
 *   - its category exists; its target date is a real date, not in the past (today is fine); its
 *     priority is one of the RFQ priorities (AOG … STOCK), ROUTINE unless said;
 *   - closing is the end of a request: a closed request is not edited (target date, priority and
 *     comment stay as they were when it was served) and not closed again; it may still be deleted
 *     (deleting is for a request filed by mistake, open or closed);
 *   - closing many is all or nothing: one refused request (not found, closed already) closes none,
 *     with the reason for each refused one;
 *   - only open requests count for the products list's `request_category` filter and for a
 *     product's `extra_data/`.
 */
import { RFQ_PRIORITIES, type RfqPriority } from './priority.ts';

export const PRODUCT_REQUEST_PRIORITIES = RFQ_PRIORITIES;
type ProductRequestPriority = RfqPriority;
export const DEFAULT_REQUEST_PRIORITY: ProductRequestPriority = 'ROUTINE';

export const REQUEST_CLOSED = 'The request is closed: a closed request is not changed.';
export const REQUEST_CLOSED_ALREADY = 'The request is closed already.';
export const REQUEST_NOT_FOUND = 'There is no such request.';
export const PRODUCT_ARCHIVED = 'The product is archived: it cannot be requested.';
export const TARGET_DATE_PAST = 'The target date cannot be in the past.';
export const NO_REQUEST_CLOSED = 'No request was closed.';

/** How a request is named on screen and in messages: PR-00042. */
export function productRequestNumber(id: number): string {
  return `PR-${String(id).padStart(5, '0')}`;
}

/** Why a target date is refused, or null: not before today (both ISO dates). */
export function targetDateRefusal(date: string | null | undefined, today: string): string | null {
  return date && date < today ? TARGET_DATE_PAST : null;
}
