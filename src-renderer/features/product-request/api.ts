/**
 * Product requests (spec §7 "Product requests"): the page, one request with its products, and
 * the writes. A request changes what the products list's `request_category` filter and a
 * product's extra data show, so every write asks the product reads again as well.
 */
import {
  productRequestEndpoints,
  type ProductRequestDetail,
} from '../../../src-shared/api/product-request.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';

const productRequest = areaQueries(queryKeys.productRequest, productRequestEndpoints);

export const { useList: useProductRequests, useOne: useProductRequest } = productRequest;

/** The lists ask again, and so do the product reads (the request filter, extra data). */
function refresh(role: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.productRequest.lists(role) });
  void queryClient.invalidateQueries({ queryKey: ['product', role] });
}

function keep(role: string, request: ProductRequestDetail) {
  queryClient.setQueryData(queryKeys.productRequest.one(role, request.id), request);
  refresh(role);
}

/** Files a request; the caller names it in its own success message (its number is new). */
export function useCreateProductRequest() {
  return useEndpointMutation(productRequestEndpoints.create, { onSuccess: keep });
}

export function useUpdateProductRequest(id: number) {
  return useEndpointMutation(productRequestEndpoints.update, {
    id,
    successMessage: MESSAGES.edited,
    onSuccess: keep,
  });
}

/** Closes many, all or nothing (a refusal says why for each request refused). */
export function useCloseProductRequests() {
  return useEndpointMutation(productRequestEndpoints.close, {
    request: (requests: number[]) => ({ body: { requests } }),
    successMessage: MESSAGES.updated,
    onSuccess: (role) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.productRequest.all(role) });
      refresh(role);
    },
  });
}

export function useDeleteProductRequest() {
  return useEndpointMutation(productRequestEndpoints.remove, {
    request: (id: number) => ({ id }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, _, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.productRequest.one(role, id) });
      refresh(role);
    },
  });
}
