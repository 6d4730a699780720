/**
 * Purchase orders (spec §7): the page, one order with its positions, and the writes. A write on
 * the order answers the order as it is after: it goes into its cache, not fetched again; the list
 * pages ask again (a filter may no longer match).
 */
import {
  purchaseEndpoints,
  type CreateWithProduct,
  type PurchaseOrderDetail,
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

/** A position's problem flag: the answer replaces that position in the cached order. */
export function usePositionProblem(orderId: number) {
  return useEndpointMutation(purchaseEndpoints.hasProblem, {
    request: ({ id, has_problem }: { id: number; has_problem: boolean }) => ({
      id,
      body: { has_problem },
    }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, position) =>
      queryClient.setQueryData<PurchaseOrderDetail>(
        queryKeys.purchase.one(role, orderId),
        (order) =>
          order
            ? {
                ...order,
                positions: order.positions.map((p) => (p.id === position.id ? position : p)),
              }
            : order,
      ),
  });
}
