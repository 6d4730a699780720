/**
 * Purchase orders (spec §4 "Purchase order: confirm, and cancel confirmation"). Our rules, once:
 *   - a purchase order is active, closed or canceled; only an active one moves;
 *   - confirm: an active order not confirmed yet; cancel confirmation: a confirmed one;
 *   - a confirmed order is sent to the supplier: its head and positions are not edited, and it is
 *     not deleted, until its confirmation is cancelled (its name, a label of ours, may change);
 *   - an order position is bought once: it belongs to one purchase order at most.
 */
export const PURCHASE_STATUSES = ['active', 'closed', 'canceled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** What a product made by a purchase is until it arrives (spec §3 product filter flag). */
export const AWAITING_FROM_SUPPLIER = 'awaiting_from_supplier';

interface PurchaseState {
  active_status: PurchaseStatus;
  confirmed: boolean;
}

export function confirmRefusal(state: PurchaseState, number: string): string | null {
  if (state.active_status !== 'active')
    return `${number} is ${state.active_status}: it cannot be confirmed.`;
  return state.confirmed ? `${number} is confirmed already.` : null;
}

export function cancelConfirmRefusal(state: PurchaseState, number: string): string | null {
  if (state.active_status !== 'active') return `${number} is ${state.active_status}.`;
  return state.confirmed ? null : `${number} is not confirmed.`;
}

/** Why the order's head or positions may not change (or it may not be deleted), or null. */
export function editRefusal(state: PurchaseState, number: string, deleting = false): string | null {
  if (state.confirmed)
    return `${number} is confirmed: cancel its confirmation before ${deleting ? 'deleting' : 'changing'} it.`;
  return null;
}

/**
 * A purchase position bought without an offer's price carries 0 (the column is not nullable):
 * it is not priced yet, and reads so, never as a price of 0.00. unit_price/ sets it (more than 0).
 */
export function isPriced(position: { unit_price: number }): boolean {
  return position.unit_price > 0;
}

/** The name an order gets when none is typed: its supplier and the day it was made. */
export function defaultPurchaseName(supplier: string, day: string): string {
  return `${supplier} ${day}`.trim();
}

/**
 * Whether an order's name is still the one defaultPurchaseName gave it, whatever the day: its head
 * names the supplier already, and shows the name only when someone gave it one.
 */
export function isDefaultPurchaseName(name: string, supplier: string): boolean {
  if (!name.startsWith(supplier)) return false;
  return /^ ?\d{4}-\d{2}-\d{2}$/.test(name.slice(supplier.length));
}

/**
 * The name someone gave the order, or null while it has none but the one it was born with: what a
 * screen shows beside the supplier, and what a rename starts from.
 */
export function givenPurchaseName(name: string, supplier: string): string | null {
  return name !== '' && !isDefaultPurchaseName(name, supplier) ? name : null;
}
