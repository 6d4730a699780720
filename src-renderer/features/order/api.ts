/** Orders (spec §7 "Orders"): the summary list, one order, its edit and cancel, its positions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../src-shared/api/common.ts';
import {
  ORDER_PATHS,
  type OrderDetail,
  type OrderListItem,
  type OrderPosition,
  type OrderPositionStatus,
  type OrderUpdate,
} from '../../../src-shared/api/order.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { api } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { asList } from '../../lib/format.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { OrderListParams } from './listQuery.ts';

export function useOrderSummary(params: OrderListParams) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.order.summary(role, params),
    queryFn: ({ signal }) =>
      api.get<Paginated<OrderListItem>>(ORDER_PATHS.summary(role), params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: !!role,
  });
}

export function useOrder(id: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.order.one(role, id),
    queryFn: ({ signal }) => api.get<OrderDetail>(ORDER_PATHS.one(role, id), undefined, signal),
    staleTime: 0,
    enabled: !!role && Number.isInteger(id) && id > 0,
  });
}

export function useOrderPositions(id: number, status: OrderPositionStatus | '') {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.order.positions(role, id, status),
    queryFn: async ({ signal }) =>
      asList(
        await api.get<OrderPosition[] | Paginated<OrderPosition>>(
          ORDER_PATHS.positions(role, id),
          { active_status: status },
          signal,
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: !!role && id > 0,
  });
}

export async function updateOrder(role: string, id: number, patch: OrderUpdate) {
  const updated = await api.patch<OrderDetail>(ORDER_PATHS.one(role, id), patch, {
    successMessage: MESSAGES.edited,
  });
  queryClient.setQueryData(queryKeys.order.one(role, id), updated);
  await queryClient.invalidateQueries({ queryKey: queryKeys.order.all(role) });
  return updated;
}

/** Spec §7: PATCH order/{id}/cancel/; a comment goes along only when one was typed. */
export async function cancelOrder(role: string, id: number, comment: string) {
  const updated = await api.patch<OrderDetail>(
    ORDER_PATHS.cancel(role, id),
    comment ? { comment } : {},
    { successMessage: MESSAGES.updated },
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.order.all(role) });
  return updated;
}
