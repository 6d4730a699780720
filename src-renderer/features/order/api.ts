/** Orders (spec §7 "Orders"): the summary list, one order, its edit and cancel, its positions. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderEndpoints,
  type OrderDetail,
  type OrderPositionStatus,
  type OrderUpdate,
} from '../../../src-shared/api/order.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { OrderListParams } from './listQuery.ts';

const orderQueries = {
  summary: (role: string, params: OrderListParams) =>
    pageQuery(role, queryKeys.order.summary(role, params), ({ signal }) =>
      call(orderEndpoints.summary, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: queryKeys.order.one(role, id),
      queryFn: ({ signal }) => call(orderEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && Number.isInteger(id) && id > 0,
    }),
  /** The server sends a plain list of an order's positions (no pages). */
  positions: (role: string, id: number, status: OrderPositionStatus | '') =>
    queryOptions({
      queryKey: queryKeys.order.positions(role, id, status),
      queryFn: ({ signal }) =>
        call(orderEndpoints.positions, {
          params: { role, id },
          query: { active_status: status || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function useOrderSummary(params: OrderListParams) {
  return useQuery(orderQueries.summary(useRoleUrl(), params));
}

export function useOrder(id: number) {
  return useQuery(orderQueries.one(useRoleUrl(), id));
}

export function useOrderPositions(id: number, status: OrderPositionStatus | '') {
  return useQuery(orderQueries.positions(useRoleUrl(), id, status));
}

/** The order's head edited: the answer is the order, cached as it came; the lists refetch. */
export function useUpdateOrder(id: number) {
  return useRoleWrite(
    (role, patch: OrderUpdate) =>
      call(orderEndpoints.update, {
        params: { role, id },
        body: patch,
        successMessage: MESSAGES.edited,
      }),
    (role, updated) => afterOrderChange(role, updated),
  );
}

/** Spec §7: PATCH order/{id}/cancel/; a comment goes along only when one was typed. */
export function useCancelOrder(id: number) {
  return useRoleWrite(
    (role, comment: string) =>
      call(orderEndpoints.cancel, {
        params: { role, id },
        body: comment ? { comment } : {},
        successMessage: MESSAGES.updated,
      }),
    // Cancelling closes the open positions too: the order's positions are read again.
    (role, updated) => afterOrderChange(role, updated),
  );
}

/** The order as answered goes into its cache entry; every other order query is marked stale. */
async function afterOrderChange(role: string, order: OrderDetail) {
  await queryClient.invalidateQueries({
    queryKey: queryKeys.order.all(role),
    predicate: (query) => query.queryKey.join() !== queryKeys.order.one(role, order.id).join(),
  });
  queryClient.setQueryData(queryKeys.order.one(role, order.id), order);
}
