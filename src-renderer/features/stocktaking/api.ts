/**
 * Stocktaking (spec §7 "Stocktaking"): the page, one stocktaking with its counted products, what
 * it still misses, and the writes. A scan answers the product counted and the new counts: both go
 * into the cached stocktaking at once, so 1,000 scans in a row never refetch the whole count.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  stocktakingEndpoints,
  type ScanResult,
  type StocktakingCreate,
  type StocktakingDetail,
  type StocktakingUpdate,
} from '../../../src-shared/api/stocktaking.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { StocktakingListParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['stocktaking', role] as const,
  list: (role: string, params: StocktakingListParams) =>
    ['stocktaking', role, 'list', params] as const,
  one: (role: string, id: number) => ['stocktaking', role, 'one', id] as const,
  missing: (role: string, id: number) => ['stocktaking', role, 'one', id, 'missing'] as const,
};

const stocktakingQueries = {
  list: (role: string, params: StocktakingListParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(stocktakingEndpoints.list, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(stocktakingEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
  missing: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.missing(role, id),
      queryFn: ({ signal }) => call(stocktakingEndpoints.missing, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function useStocktakings(params: StocktakingListParams) {
  return useQuery(stocktakingQueries.list(useRoleUrl(), params));
}
export function useStocktaking(id: number) {
  return useQuery(stocktakingQueries.one(useRoleUrl(), id));
}
export function useMissing(id: number, enabled: boolean) {
  const options = stocktakingQueries.missing(useRoleUrl(), id);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

function keep(role: string, stocktaking: StocktakingDetail) {
  queryClient.setQueryData(keys.one(role, stocktaking.id), stocktaking);
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
}

export function useCreateStocktaking() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: StocktakingCreate) =>
      call(stocktakingEndpoints.create, {
        params: { role },
        body,
        successMessage: MESSAGES.created,
      }),
    onSuccess: (stocktaking) => keep(role, stocktaking),
  });
}

/** Its title and comment (while it is counted or after). */
export function useUpdateStocktaking(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: StocktakingUpdate) =>
      call(stocktakingEndpoints.update, {
        params: { role, id },
        body,
        successMessage: MESSAGES.edited,
      }),
    onSuccess: (stocktaking) => keep(role, stocktaking),
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
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (code: string) =>
      call(stocktakingEndpoints.scan, { params: { role, id }, body: { code } }),
    onSuccess: (result: ScanResult) => {
      queryClient.setQueryData<StocktakingDetail>(keys.one(role, id), (current) =>
        current
          ? { ...current, ...result.stocktaking, products: [result.counted, ...current.products] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: keys.missing(role, id) });
    },
  });
}

export function useRemoveCounted(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (counted: number) =>
      call(stocktakingEndpoints.removeProduct, {
        params: { role, id: counted },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.one(role, id) }),
  });
}

export function useDeleteStocktaking(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: () =>
      call(stocktakingEndpoints.remove, { params: { role, id }, successMessage: MESSAGES.updated }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] }),
  });
}
