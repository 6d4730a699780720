/**
 * The product a bought purchase position makes (spec §3 "Product"): awaited from the supplier, its
 * part copied from the order position it was bought for, known by the purchase position. Confirming
 * a purchase order writes it for each position, and the demo seed builds its bought positions'
 * products the same way, so the two cannot drift apart.
 */
import { AWAITING_FROM_SUPPLIER } from '../../src-shared/domain/purchase.ts';
import { pick } from './columns.ts';

/** The part fields an order position hands on to the product bought for it. */
const BOUGHT_PART = [
  'inventory_id',
  'part_number',
  'description',
  'condition_id',
  'quantity',
] as const;

type BoughtPart = { [K in (typeof BOUGHT_PART)[number]]: unknown };

/** The product's own fields, before what each writer adds (its id, uuid, cost, time). */
export function arrivingProduct<P extends BoughtPart>(position: P, purchasePositionId: number) {
  // The status stays the one literal a product's status column takes (not widened to string).
  const status: typeof AWAITING_FROM_SUPPLIER = AWAITING_FROM_SUPPLIER;
  return { ...pick(position, BOUGHT_PART), status, purchase_position_id: purchasePositionId };
}
