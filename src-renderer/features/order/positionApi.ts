/**
 * Order positions across orders (spec §7 "Order positions"): the page, and the writes. A write
 * that answers with positions puts them into the page they are on (no refetch of what it said);
 * the other pages and the orders' own position lists ask again.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../src-shared/api/results.ts';
import {
  orderPositionEndpoints,
  type AddPenalty,
  type OrderPositionItem,
  type OrderPositionUpdate,
} from '../../../src-shared/api/order-position.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import type { OrderPositionAction } from '../../../src-shared/domain/order-position-flow.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { PositionListParams } from './positionListQuery.ts';

const positionQueries = {
  list: (role: string, params: PositionListParams, enabled = true) =>
    pageQuery(
      role,
      queryKeys.orderPosition.list(role, params),
      ({ signal }) =>
        call(orderPositionEndpoints.list, { params: { role }, query: params, signal }),
      enabled,
    ),
};

/** `enabled` false: not asked at all (a client, whom the server would refuse: 403 logs out). */
export function useOrderPositionList(params: PositionListParams, enabled = true) {
  return useQuery(positionQueries.list(useRoleUrl(), params, enabled));
}

/** Positions as the server answered them, put into every cached page that shows them. */
function keepPositions(role: string, updated: readonly OrderPositionItem[]) {
  const byId = new Map(updated.map((item) => [item.id, item]));
  queryClient.setQueriesData<Paginated<OrderPositionItem>>(
    { queryKey: queryKeys.orderPosition.all(role) },
    (page) =>
      page ? { ...page, results: page.results.map((row) => byId.get(row.id) ?? row) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.order.all(role) });
}

export function useBulkPositions() {
  return useRoleWrite(
    (role, input: { action: OrderPositionAction; positions: number[]; comment?: string }) =>
      call(orderPositionEndpoints[input.action], {
        params: { role },
        body: { positions: input.positions, comment: input.comment },
        successMessage: MESSAGES.updated,
      }),
    (role, answer) => {
      keepPositions(role, answer.results);
      // A filter may no longer match them (confirmed, canceled): the lists ask again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderPosition.all(role) });
    },
  );
}

/** A write on one position that answers it: the answer goes into the pages showing it. */
function usePositionWrite<Input>(send: (role: string, input: Input) => Promise<OrderPositionItem>) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: Input) => send(role, input),
    onSuccess: (item) => keepPositions(role, [item]),
  });
}

export function useAddPenalty() {
  return usePositionWrite((role, body: AddPenalty) =>
    call(orderPositionEndpoints.addPenalty, {
      params: { role },
      body,
      successMessage: MESSAGES.created,
    }),
  );
}

export function useUpdatePosition(id: number) {
  return usePositionWrite((role, patch: OrderPositionUpdate) =>
    call(orderPositionEndpoints.update, {
      params: { role, id },
      body: patch,
      successMessage: MESSAGES.edited,
    }),
  );
}

export function useAddPositionComment(id: number) {
  return usePositionWrite((role, text: string) =>
    call(orderPositionEndpoints.addComment, {
      params: { role, id },
      body: { text },
      successMessage: MESSAGES.updated,
    }),
  );
}

export function useDeletePosition() {
  return useRoleWrite(
    (role, id: number) =>
      call(orderPositionEndpoints.remove, {
        params: { role, id },
        successMessage: MESSAGES.updated,
      }),
    (role) => queryClient.invalidateQueries({ queryKey: queryKeys.orderPosition.all(role) }),
  );
}
