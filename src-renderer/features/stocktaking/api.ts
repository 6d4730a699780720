/**
 * Stocktaking (spec §7 "Stocktaking"): the page, one stocktaking with its counted products, what
 * it still misses, and the writes. A scan answers the product counted and the new counts: both go
 * into the cached stocktaking at once, so 1,000 scans in a row never refetch the whole count.
 */
import { useMutation } from '@tanstack/react-query';
import {
  stocktakingEndpoints,
  type ScanResult,
  type StocktakingDetail,
} from '../../../src-shared/api/stocktaking.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const stocktaking = areaQueries(queryKeys.stocktaking, stocktakingEndpoints);
const { keep } = stocktaking;
const missingKey = (role: string, id: number) =>
  [...queryKeys.stocktaking.one(role, id), 'missing'] as const;

export const { useList: useStocktakings, useOne: useStocktaking } = stocktaking;

export function useMissing(id: number, enabled: boolean) {
  return useEndpointQuery(stocktakingEndpoints.missing, (role) => missingKey(role, id), {
    id,
    staleTime: 0,
    enabled: id > 0 && enabled,
  });
}

export function useCreateStocktaking() {
  return useEndpointMutation(stocktakingEndpoints.create, {
    successMessage: MESSAGES.created,
    onSuccess: keep,
  });
}

/** Its title and comment (while it is counted or after). */
export function useUpdateStocktaking(id: number) {
  return useEndpointMutation(stocktakingEndpoints.update, {
    id,
    successMessage: MESSAGES.edited,
    onSuccess: keep,
  });
}

/** Confirm with the day of the count, or cancel the confirmation. */
export function useStocktakingConfirmation(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (
      input: { confirm: true; confirm_date: string; save_donor: string } | { confirm: false },
    ) =>
      input.confirm
        ? call(stocktakingEndpoints.confirm, {
            params: { role, id },
            body: { confirm_date: input.confirm_date, save_donor: input.save_donor },
            successMessage: MESSAGES.updated,
          })
        : call(stocktakingEndpoints.cancelConfirm, {
            params: { role, id },
            successMessage: MESSAGES.updated,
          }),
    onSuccess: (stocktaking) => keep(role, stocktaking),
  });
}

/** One scan: the product counted goes on top of the cached count, with the new figures. */
export function useScan(id: number) {
  return useEndpointMutation(stocktakingEndpoints.scan, {
    id,
    request: (code: string) => ({ body: { code } }),
    onSuccess: (role, result: ScanResult) => {
      queryClient.setQueryData<StocktakingDetail>(queryKeys.stocktaking.one(role, id), (current) =>
        current
          ? { ...current, ...result.stocktaking, products: [result.counted, ...current.products] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: missingKey(role, id) });
    },
  });
}

export function useRemoveCounted(id: number) {
  return useEndpointMutation(stocktakingEndpoints.removeProduct, {
    request: (counted: number) => ({ id: counted }),
    successMessage: MESSAGES.updated,
    onSuccess: (role) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.stocktaking.one(role, id) }),
  });
}

export function useDeleteStocktaking(id: number) {
  return useEndpointMutation(stocktakingEndpoints.remove, {
    id,
    successMessage: MESSAGES.updated,
    onSuccess: (role) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.stocktaking.lists(role) }),
  });
}
