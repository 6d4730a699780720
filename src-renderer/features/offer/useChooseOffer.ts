import { reportUnexpected } from '../../lib/report.ts';
import { useUpdatePosition } from '../rfq/api.ts';

/**
 * Choosing a position's offer, from its offer table or from the matrix of every line: the offer
 * being chosen while it is sent (its button waits, the others are off), a failure nobody showed
 * is shown.
 */
export function useChooseOffer(rfqId: number) {
  const update = useUpdatePosition(rfqId);
  return {
    choosing: update.isPending ? (update.variables.patch.chosen_offer ?? null) : null,
    choose: (positionId: number, offerId: number) =>
      update
        .mutateAsync({ positionId, patch: { chosen_offer: offerId } })
        .then(() => undefined, reportUnexpected),
  };
}
