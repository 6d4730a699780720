/**
 * The inventory search (spec §7 "Inventory"): the state of a part number, and the writes that
 * answer with a state (to_new_group/, unknown_pn/, PUT group/): that answer goes into the cache
 * under its part number, so the screen shows it without asking again.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  inventoryEndpoints,
  type AddRfq,
  type GroupUpdate,
  type InventoryState,
  type UnknownPn,
} from '../../../src-shared/api/inventory.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { invalidateRfqLists } from '../rfq/api.ts';

const inventoryQueries = {
  state: (role: string, partNumber: string) =>
    queryOptions({
      queryKey: queryKeys.inventory.state(role, partNumberKey(partNumber)),
      queryFn: ({ signal }) =>
        call(inventoryEndpoints.state, {
          params: { role },
          query: { part_number: partNumber },
          signal,
        }),
      // While the next answer comes, the last one stays on screen (the search answers as typed).
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      enabled: !!role && partNumberKey(partNumber) !== '',
    }),
};

export function useInventoryState(partNumber: string) {
  return useQuery(inventoryQueries.state(useRoleUrl(), partNumber));
}

/** A state the server answered: cached under its part number; other states may have changed. */
function keepState(role: string, state: InventoryState) {
  const key = queryKeys.inventory.state(role, partNumberKey(state.part_number));
  queryClient.setQueryData(key, state);
  void queryClient.invalidateQueries({
    queryKey: queryKeys.inventory.all(role),
    predicate: (query) => query.queryKey[3] !== key[3],
  });
}

/** Offers were added or changed elsewhere (the offer dialog): every state asks again. */
export function refreshInventory(role: string) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all(role) });
}

export function useAddRfq(partId: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: AddRfq) =>
      call(inventoryEndpoints.addRfq, {
        params: { role, id: partId },
        body,
        successMessage: MESSAGES.rfqAdded,
      }),
    onSuccess: async () => {
      await Promise.all([invalidateRfqLists(role), refreshInventory(role)]);
    },
  });
}

export function useToNewGroup() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (partId: number) =>
      call(inventoryEndpoints.toNewGroup, {
        params: { role, id: partId },
        successMessage: MESSAGES.inventoryUpdated,
      }),
    onSuccess: (state) => keepState(role, state),
  });
}

export function useRecordUnknownPn() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: UnknownPn) =>
      call(inventoryEndpoints.unknownPn, {
        params: { role },
        body,
        successMessage: MESSAGES.created,
      }),
    onSuccess: (state) => keepState(role, state),
  });
}

export function useUpdateGroup(groupId: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: GroupUpdate) =>
      call(inventoryEndpoints.group, {
        params: { role, id: groupId },
        body,
        successMessage: MESSAGES.inventoryUpdated,
      }),
    onSuccess: (state) => keepState(role, state),
  });
}
