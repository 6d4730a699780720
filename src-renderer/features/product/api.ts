/**
 * Warehouse products (spec §7 "Products"): the page, one product with its extra data and
 * children, the statistics of a filter, locations, what an order position may book (cached 10 s,
 * spec §9), and the writes. A write on one product answers the product as it is after: it goes
 * into its cache, not fetched again; lists and statistics ask again (a filter may no longer match).
 */
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { productEndpoints, type ProductFilters } from '../../../src-shared/api/product.ts';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import {
  BOOKING_CACHE_MS,
  COMPANY_CATEGORY,
  FAILURES,
  MESSAGES,
  REFERENCE_CACHE_MS,
} from '../../../src-shared/domain/constants.ts';
import type { AnyEndpoint } from '../../../src-shared/api/endpoint.ts';
import { areaQueries, type RecordPath } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const keys = queryKeys.product;
const product = areaQueries(keys, productEndpoints);
/** The product as answered goes into its cache; every list and count asks again. */
const { keep } = product;

export const { useList: useProducts, useOne: useProduct } = product;

/** The statistics of a filter (under the lists: a write that changes a list changes them). */
export function useProductStatistics(filters: ProductFilters) {
  return useEndpointQuery(
    productEndpoints.statistics,
    (role) => [...keys.lists(role), 'statistics', filters],
    { query: filters, placeholderData: keepPreviousData },
  );
}
/**
 * A part of one product read by its own call (its extra data, its children), cached under the
 * product's key: `key` for the writes that answer it, `use` for the screens.
 */
function productPart<E extends AnyEndpoint>(endpoint: E & RecordPath<E>, part: string) {
  const key = (role: string, id: number) => [...keys.one(role, id), part] as const;
  const use = (id: number) =>
    useEndpointQuery<E>(endpoint, (role) => key(role, id), { id, enabled: id > 0 });
  return { key, use };
}

const extraPart = productPart(productEndpoints.extraData, 'extra');
const childrenPart = productPart(productEndpoints.children, 'children');
export const useProductExtra = extraPart.use;
export const useProductChildren = childrenPart.use;

/**
 * Renames the purchase order the product was bought on (spec §7 Products). The answer is the
 * product's extra data, which goes into its cache; the purchase orders read the name again.
 */
export function useChangePurchaseOrderName(id: number) {
  return useEndpointMutation(productEndpoints.changePurchaseOrderName, {
    id,
    request: (name: string) => ({ body: { name } }),
    successMessage: MESSAGES.edited,
    onSuccess: (role, answered) => {
      queryClient.setQueryData(extraPart.key(role, id), answered);
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchase.all(role) });
    },
  });
}

export function useLocations(warehouse: number) {
  return useEndpointQuery(
    productEndpoints.locations,
    (role) => [...keys.all(role), 'locations', warehouse],
    { query: { warehouse }, staleTime: 5 * 60_000, enabled: warehouse > 0 },
  );
}

function refreshLists(role: string) {
  void queryClient.invalidateQueries({ queryKey: keys.lists(role) });
}

/** An edit (spec §8: a failed partial update says 'Server error'). */
export function useUpdateProduct(id: number) {
  return useEndpointMutation(productEndpoints.update, {
    id,
    successMessage: MESSAGES.edited,
    failureMessage: FAILURES.serverError,
    onSuccess: keep,
  });
}

/** Ready or not for sale, many at once (all or nothing): every product read asks again. */
export function useSaleStatus() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: { ready: boolean; products: number[] }) =>
      call(input.ready ? productEndpoints.makeReadyForSale : productEndpoints.makeNotForSale, {
        params: { role },
        body: { products: input.products },
        successMessage: input.ready ? MESSAGES.productReadyForSale : MESSAGES.updated,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(role) }),
  });
}

export function useAddSerialNumbers(id: number) {
  return useEndpointMutation(productEndpoints.addSerialNumber, {
    id,
    request: (serial_numbers: string[]) => ({ body: { serial_numbers } }),
    successMessage: MESSAGES.updated,
    onSuccess: keep,
  });
}

/** Inspect (the first time) or change the inspection's comment. */
export function useInspection(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: { first: boolean; comment: string }) =>
      call(input.first ? productEndpoints.inspect : productEndpoints.updateInspection, {
        params: { role, id },
        body: { comment: input.comment },
        successMessage: input.first ? MESSAGES.productInspected : MESSAGES.updated,
      }),
    onSuccess: (answered) => keep(role, answered),
  });
}

export function useAddChildren(id: number) {
  return useEndpointMutation(productEndpoints.addChildren, {
    id,
    request: (children_list: number[]) => ({ body: { children_list } }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, children) => {
      queryClient.setQueryData(childrenPart.key(role, id), children);
      void queryClient.invalidateQueries({ queryKey: keys.one(role, id) });
      refreshLists(role);
    },
  });
}

export function useBooking() {
  return useEndpointMutation(productEndpoints.booking, {
    successMessage: MESSAGES.updated,
    onSuccess: (role) => queryClient.invalidateQueries({ queryKey: keys.all(role) }),
  });
}

export function useCancelBooking(id: number) {
  return useEndpointMutation(productEndpoints.cancelBooking, {
    id,
    successMessage: MESSAGES.updated,
    onSuccess: keep,
  });
}

/** The rows as the warehouse pastes them into its spreadsheet, put on the clipboard. */
export async function copyWarehouseRows(role: string, products: number[]): Promise<number> {
  const answer = await call(productEndpoints.rowCopy, { params: { role }, body: { products } });
  await navigator.clipboard.writeText(answer.text);
  return answer.rows;
}

/** Our warehouses (company category 4), for the filters and the product form. */
export function useOwnWarehouses() {
  return useEndpointQuery(
    companyEndpoints.selector,
    (role) => [...queryKeys.company.all(role), 'selector', 'own-warehouses'],
    { query: { categories: String(COMPANY_CATEGORY.ownWarehouse) }, staleTime: REFERENCE_CACHE_MS },
  );
}

/** The order positions the basket's products may be booked to. */
export function usePositionsToBook(products: readonly number[]) {
  const ids = products.join(',');
  return useEndpointQuery(
    productEndpoints.positionsToBook,
    (role) => [...keys.lists(role), 'positions-to-book', ids],
    { query: { products: ids }, staleTime: BOOKING_CACHE_MS, enabled: products.length > 0 },
  );
}
