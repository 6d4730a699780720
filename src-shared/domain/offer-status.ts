/**
 * The status of a supplier offer, one rule for every screen and the server (spec §3 "Inventory
 * offers": offers can be deactivated or reactivated, and expire). Our decisions, written once:
 * - an offer is valid THROUGH its valid_until day (that day included); no date: no end;
 * - "today" is the server's date (UTC, as every date it stores), so the server computes the
 *   status and screens only show it (a screen's own clock may be on another day);
 * - a deactivated offer is Deactivated whatever its date (the person's act says more).
 * The server's SQL twin (offerActiveSql in src-server/areas/offer/inventory.ts) filters and counts
 * by the same rule; a test holds the two together at the day boundaries.
 */

import { labelsOf } from './labels.ts';

export const OFFER_STATUSES = ['active', 'expired', 'deactivated'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABEL = labelsOf(OFFER_STATUSES);

interface OfferValidity {
  /** Deactivated by a person (PATCH offer/{id}/deactivate/). */
  deactivated: boolean;
  /** The last day the offer is valid, 'YYYY-MM-DD'; null: no end. */
  valid_until: string | null;
}

/** The offer's status on `today` ('YYYY-MM-DD', the server's date). */
export function offerStatus(offer: OfferValidity, today: string): OfferStatus {
  if (offer.deactivated) return 'deactivated';
  if (offer.valid_until !== null && offer.valid_until < today) return 'expired';
  return 'active';
}

/**
 * A part group's offer status (spec §3 "Inventory state"): 'Offers available' when any offer of
 * the group (alternates included) is active, 'Offers expired' when it has offers and none is
 * active (expired or deactivated), null when nobody ever offered it. So adding an offer while all
 * had expired flips it to 'Offers available' (spec §4).
 */
export const INVENTORY_OFFER_STATUSES = ['Offers expired', 'Offers available'] as const;
type InventoryOfferStatus = (typeof INVENTORY_OFFER_STATUSES)[number];

export function inventoryOfferStatus(
  offersCount: number,
  activeOffersCount: number,
): InventoryOfferStatus | null {
  if (activeOffersCount > 0) return 'Offers available';
  return offersCount > 0 ? 'Offers expired' : null;
}
