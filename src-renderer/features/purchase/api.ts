/**
 * Purchase orders (spec §7): the page, one order with its positions, and the writes. A write on
 * the order answers the order as it is after: it goes into its cache, not fetched again; the list
 * pages ask again (a filter may no longer match).
 */
import {
  purchaseEndpoints,
  type CreateWithProduct,
  type PurchaseOrderDetail,
  type PurchasePosition,
} from '../../../src-shared/api/purchase.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { queryKeys } from '../../api/queryKeys.ts';

const purchase = areaQueries(queryKeys.purchase, purchaseEndpoints);
const { keep } = purchase;

export const { useList: usePurchaseOrders, useOne: usePurchaseOrder } = purchase;

export function useCreatePurchase() {
  return useEndpointMutation(purchaseEndpoints.createWithProduct, {
    request: (body: CreateWithProduct) => ({ body }),
    successMessage: MESSAGES.created,
    onSuccess: keep,
  });
}

/** Confirm, cancel the confirmation, or rename: each answers the order. */
export function usePurchaseAction(id: number) {
  return useRoleWrite(
    (role, action: { kind: 'confirm' | 'cancelConfirm' } | { kind: 'rename'; name: string }) =>
      action.kind === 'rename'
        ? call(purchaseEndpoints.changeName, {
            params: { role, id },
            body: { name: action.name },
            successMessage: MESSAGES.edited,
          })
        : call(purchaseEndpoints[action.kind], {
            params: { role, id },
            successMessage: MESSAGES.updated,
          }),
    keep,
  );
}

/** The answer to a write on one position replaces that position in the cached order. */
function keepPosition(role: string, orderId: number, position: PurchasePosition) {
  queryClient.setQueryData<PurchaseOrderDetail>(queryKeys.purchase.one(role, orderId), (order) =>
    order
      ? { ...order, positions: order.positions.map((p) => (p.id === position.id ? position : p)) }
      : order,
  );
}

/** A position's problem flag. */
export function usePositionProblem(orderId: number) {
  return useEndpointMutation(purchaseEndpoints.hasProblem, {
    request: ({ id, has_problem }: { id: number; has_problem: boolean }) => ({
      id,
      body: { has_problem },
    }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, position) => keepPosition(role, orderId, position),
  });
}

/**
 * A position's unit price. The order's total moves with it, which the answer (a position) does not
 * carry: the order and the list pages are asked again.
 */
export function usePositionPrice(orderId: number, positionId: number) {
  return useEndpointMutation(purchaseEndpoints.unitPrice, {
    id: positionId,
    successMessage: MESSAGES.updated,
    onSuccess: async (role, position) => {
      keepPosition(role, orderId, position);
      await queryClient.invalidateQueries({ queryKey: queryKeys.purchase.all(role) });
    },
  });
}
