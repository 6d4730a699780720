/**
 * A line of an offer's history (created, updated with the changed fields, deactivated, activated):
 * a pure mapper the offer routes and the demo data (seed/sales.ts) both write with.
 */
import type { OfferHistoryEntry } from '../../../src-shared/api/offer.ts';

/** `changedAt` stays as given: a Date from a route, ISO text in the demo data. */
export function offerHistoryFrom<At extends Date | string>(
  offerId: number,
  action: OfferHistoryEntry['action'],
  changedById: number | null,
  changedAt: At,
  changes: OfferHistoryEntry['changes'] = {},
  comment = '',
) {
  return {
    offer_id: offerId,
    action,
    changes: JSON.stringify(changes),
    comment,
    changed_by_id: changedById,
    changed_at: changedAt,
  };
}
