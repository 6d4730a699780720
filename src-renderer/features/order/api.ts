/** Orders (spec §7 "Orders"): the summary list, one order, its edit and cancel, its positions. */
import { keepPreviousData } from '@tanstack/react-query';
import {
  orderEndpoints,
  type OrderDetail,
  type OrderPositionStatus,
  type OrderUpdate,
} from '../../../src-shared/api/order.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { OrderListParams } from './listQuery.ts';

const order = areaQueries(queryKeys.order, {
  list: orderEndpoints.summary,
  one: orderEndpoints.one,
});

export const { useOne: useOrder } = order;

export function useOrderSummary(params: OrderListParams) {
  return order.useList(params);
}

/** The server sends a plain list of an order's positions (no pages). */
export function useOrderPositions(id: number, status: OrderPositionStatus | '') {
  return useEndpointQuery(
    orderEndpoints.positions,
    (role) => queryKeys.order.positions(role, id, status),
    {
      id,
      query: { active_status: status || undefined },
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled: id > 0,
    },
  );
}

/** The order's head edited: the answer is the order, cached as it came; the lists refetch. */
export function useUpdateOrder(id: number) {
  return useEndpointMutation(orderEndpoints.update, {
    id,
    request: (patch: OrderUpdate) => ({ body: patch }),
    successMessage: MESSAGES.edited,
    onSuccess: afterOrderChange,
  });
}

/** Spec §7: PATCH order/{id}/cancel/; a comment goes along only when one was typed. */
export function useCancelOrder(id: number) {
  return useEndpointMutation(orderEndpoints.cancel, {
    id,
    request: (comment: string) => ({ body: comment ? { comment } : {} }),
    successMessage: MESSAGES.updated,
    // Cancelling closes the open positions too: the order's positions are read again.
    onSuccess: afterOrderChange,
  });
}

/** The order as answered goes into its cache entry; every other order query is marked stale. */
async function afterOrderChange(role: string, order: OrderDetail) {
  await queryClient.invalidateQueries({
    queryKey: queryKeys.order.all(role),
    predicate: (query) => query.queryKey.join() !== queryKeys.order.one(role, order.id).join(),
  });
  queryClient.setQueryData(queryKeys.order.one(role, order.id), order);
}
