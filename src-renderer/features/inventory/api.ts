/**
 * The inventory search (spec §7 "Inventory"): the state of a part number, and the writes that
 * answer with a state (to_new_group/, unknown_pn/, PUT group/): that answer goes into the cache
 * under its part number, so the screen shows it without asking again.
 */
import { keepPreviousData } from '@tanstack/react-query';
import {
  inventoryEndpoints,
  type AddRfq,
  type GroupUpdate,
  type InventoryState,
  type UnknownPn,
} from '../../../src-shared/api/inventory.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { invalidateRfqLists } from '../rfq/api.ts';

export function useInventoryState(partNumber: string) {
  return useEndpointQuery(
    inventoryEndpoints.state,
    (role) => queryKeys.inventory.state(role, partNumberKey(partNumber)),
    {
      query: { part_number: partNumber },
      // While the next answer comes, the last one stays on screen (the search answers as typed).
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      enabled: partNumberKey(partNumber) !== '',
    },
  );
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
  return useEndpointMutation(inventoryEndpoints.addRfq, {
    id: partId,
    request: (body: AddRfq) => ({ body }),
    successMessage: MESSAGES.rfqAdded,
    onSuccess: async (role) => {
      await Promise.all([invalidateRfqLists(role), refreshInventory(role)]);
    },
  });
}

export function useToNewGroup() {
  return useEndpointMutation(inventoryEndpoints.toNewGroup, {
    request: (partId: number) => ({ id: partId }),
    successMessage: MESSAGES.inventoryUpdated,
    onSuccess: keepState,
  });
}

export function useRecordUnknownPn() {
  return useEndpointMutation(inventoryEndpoints.unknownPn, {
    request: (body: UnknownPn) => ({ body }),
    successMessage: MESSAGES.created,
    onSuccess: keepState,
  });
}

export function useUpdateGroup(groupId: number) {
  return useEndpointMutation(inventoryEndpoints.group, {
    id: groupId,
    request: (body: GroupUpdate) => ({ body }),
    successMessage: MESSAGES.inventoryUpdated,
    onSuccess: keepState,
  });
}
