/**
 * Purchase orders (spec §7): the page, one order with its positions, and the writes. A write on
 * the order answers the order as it is after: it goes into its cache, not fetched again; the list
 * pages ask again (a filter may no longer match).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  purchaseEndpoints,
  type CreateWithProduct,
  type PurchaseOrderDetail,
} from '../../../src-shared/api/purchase.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { PurchaseListParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['purchase', role] as const,
  list: (role: string, params: PurchaseListParams) => ['purchase', role, 'list', params] as const,
  one: (role: string, id: number) => ['purchase', role, 'one', id] as const,
};

const purchaseQueries = {
  list: (role: string, params: PurchaseListParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(purchaseEndpoints.list, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(purchaseEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function usePurchaseOrders(params: PurchaseListParams) {
  return useQuery(purchaseQueries.list(useRoleUrl(), params));
}

export function usePurchaseOrder(id: number) {
  return useQuery(purchaseQueries.one(useRoleUrl(), id));
}

function keep(role: string, order: PurchaseOrderDetail) {
  queryClient.setQueryData(keys.one(role, order.id), order);
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
}

export function useCreatePurchase() {
  return useRoleWrite(
    (role, body: CreateWithProduct) =>
      call(purchaseEndpoints.createWithProduct, {
        params: { role },
        body,
        successMessage: MESSAGES.created,
      }),
    (role, order) => keep(role, order),
  );
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
    (role, order) => keep(role, order),
  );
}

/** A position's problem flag: the answer replaces that position in the cached order. */
export function usePositionProblem(orderId: number) {
  return useRoleWrite(
    (role, input: { id: number; has_problem: boolean }) =>
      call(purchaseEndpoints.hasProblem, {
        params: { role, id: input.id },
        body: { has_problem: input.has_problem },
        successMessage: MESSAGES.updated,
      }),
    (role, position) =>
      queryClient.setQueryData<PurchaseOrderDetail>(keys.one(role, orderId), (order) =>
        order
          ? {
              ...order,
              positions: order.positions.map((p) => (p.id === position.id ? position : p)),
            }
          : order,
      ),
  );
}
