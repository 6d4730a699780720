/**
 * Product requests (spec §7 "Product requests"): the page, one request with its products, and
 * the writes. A request changes what the products list's `request_category` filter and a
 * product's extra data show, so every write asks the product reads again as well.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  productRequestEndpoints,
  type ProductRequestCreate,
  type ProductRequestDetail,
  type ProductRequestUpdate,
} from '../../../src-shared/api/product-request.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { ProductRequestListParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['product_request', role] as const,
  list: (role: string, params: ProductRequestListParams) =>
    ['product_request', role, 'list', params] as const,
  one: (role: string, id: number) => ['product_request', role, 'one', id] as const,
};

const productRequestQueries = {
  list: (role: string, params: ProductRequestListParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(productRequestEndpoints.list, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(productRequestEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function useProductRequests(params: ProductRequestListParams) {
  return useQuery(productRequestQueries.list(useRoleUrl(), params));
}
export function useProductRequest(id: number) {
  return useQuery(productRequestQueries.one(useRoleUrl(), id));
}

/** The lists ask again, and so do the product reads (the request filter, extra data). */
function refresh(role: string) {
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['product', role] });
}

function keep(role: string, request: ProductRequestDetail) {
  queryClient.setQueryData(keys.one(role, request.id), request);
  refresh(role);
}

/** Files a request; the caller names it in its own success message (its number is new). */
export function useCreateProductRequest() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: ProductRequestCreate) =>
      call(productRequestEndpoints.create, { params: { role }, body }),
    onSuccess: (request) => keep(role, request),
  });
}

export function useUpdateProductRequest(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: ProductRequestUpdate) =>
      call(productRequestEndpoints.update, {
        params: { role, id },
        body,
        successMessage: MESSAGES.edited,
      }),
    onSuccess: (request) => keep(role, request),
  });
}

/** Closes many, all or nothing (a refusal says why for each request refused). */
export function useCloseProductRequests() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (requests: number[]) =>
      call(productRequestEndpoints.close, {
        params: { role },
        body: { requests },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all(role) });
      refresh(role);
    },
  });
}

export function useDeleteProductRequest() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (id: number) =>
      call(productRequestEndpoints.remove, {
        params: { role, id },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: keys.one(role, id) });
      refresh(role);
    },
  });
}
