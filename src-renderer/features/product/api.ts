/**
 * Warehouse products (spec §7 "Products"): the page, one product with its extra data and
 * children, the statistics of a filter, locations, what an order position may book (cached 10 s,
 * spec §9), and the writes. A write on one product answers the product as it is after: it goes
 * into its cache, not fetched again; lists and statistics ask again (a filter may no longer match).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  productEndpoints,
  type Booking,
  type ProductDetail,
  type ProductFilters,
  type ProductUpdate,
} from '../../../src-shared/api/product.ts';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import {
  BOOKING_CACHE_MS,
  COMPANY_CATEGORY,
  FAILURES,
  MESSAGES,
  REFERENCE_CACHE_MS,
} from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { ProductListParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['product', role] as const,
  list: (role: string, params: ProductListParams) => ['product', role, 'list', params] as const,
  statistics: (role: string, filters: ProductFilters) =>
    ['product', role, 'list', 'statistics', filters] as const,
  one: (role: string, id: number) => ['product', role, 'one', id] as const,
  extra: (role: string, id: number) => ['product', role, 'one', id, 'extra'] as const,
  children: (role: string, id: number) => ['product', role, 'one', id, 'children'] as const,
  locations: (role: string, warehouse: number) =>
    ['product', role, 'locations', warehouse] as const,
};

const productQueries = {
  list: (role: string, params: ProductListParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(productEndpoints.list, { params: { role }, query: params, signal }),
    ),
  statistics: (role: string, filters: ProductFilters) =>
    queryOptions({
      queryKey: keys.statistics(role, filters),
      queryFn: ({ signal }) =>
        call(productEndpoints.statistics, { params: { role }, query: filters, signal }),
      placeholderData: keepPreviousData,
      enabled: !!role,
    }),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(productEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
  extra: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.extra(role, id),
      queryFn: ({ signal }) => call(productEndpoints.extraData, { params: { role, id }, signal }),
      enabled: !!role && id > 0,
    }),
  children: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.children(role, id),
      queryFn: ({ signal }) => call(productEndpoints.children, { params: { role, id }, signal }),
      enabled: !!role && id > 0,
    }),
  locations: (role: string, warehouse: number) =>
    queryOptions({
      queryKey: keys.locations(role, warehouse),
      queryFn: ({ signal }) =>
        call(productEndpoints.locations, { params: { role }, query: { warehouse }, signal }),
      staleTime: 5 * 60_000,
      enabled: !!role && warehouse > 0,
    }),
};

export function useProducts(params: ProductListParams) {
  return useQuery(productQueries.list(useRoleUrl(), params));
}
export function useProductStatistics(filters: ProductFilters) {
  return useQuery(productQueries.statistics(useRoleUrl(), filters));
}
export function useProduct(id: number) {
  return useQuery(productQueries.one(useRoleUrl(), id));
}
export function useProductExtra(id: number) {
  return useQuery(productQueries.extra(useRoleUrl(), id));
}
export function useProductChildren(id: number) {
  return useQuery(productQueries.children(useRoleUrl(), id));
}
export function useLocations(warehouse: number) {
  return useQuery(productQueries.locations(useRoleUrl(), warehouse));
}

/** The product as answered goes into its cache; every list and count asks again. */
function keep(role: string, product: ProductDetail) {
  queryClient.setQueryData(keys.one(role, product.id), product);
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
}

function refreshLists(role: string) {
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
}

/** An edit (spec §8: a failed partial update says 'Server error'). */
export function useUpdateProduct(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      call(productEndpoints.update, {
        params: { role, id },
        body,
        successMessage: MESSAGES.edited,
        failureMessage: FAILURES.serverError,
      }),
    onSuccess: (product) => keep(role, product),
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
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (serial_numbers: string[]) =>
      call(productEndpoints.addSerialNumber, {
        params: { role, id },
        body: { serial_numbers },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (product) => keep(role, product),
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
    onSuccess: (product) => keep(role, product),
  });
}

export function useAddChildren(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (children_list: number[]) =>
      call(productEndpoints.addChildren, {
        params: { role, id },
        body: { children_list },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (children) => {
      queryClient.setQueryData(keys.children(role, id), children);
      void queryClient.invalidateQueries({ queryKey: keys.one(role, id) });
      refreshLists(role);
    },
  });
}

export function useBooking() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: Booking) =>
      call(productEndpoints.booking, {
        params: { role },
        body,
        successMessage: MESSAGES.updated,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(role) }),
  });
}

export function useCancelBooking(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: () =>
      call(productEndpoints.cancelBooking, {
        params: { role, id },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (product) => keep(role, product),
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
  const role = useRoleUrl();
  return useQuery({
    queryKey: ['company', role, 'selector', 'own-warehouses'],
    queryFn: ({ signal }) =>
      call(companyEndpoints.selector, {
        params: { role },
        query: { categories: String(COMPANY_CATEGORY.ownWarehouse) },
        signal,
      }),
    staleTime: REFERENCE_CACHE_MS,
    enabled: !!role,
  });
}

/** The order positions the basket's products may be booked to. */
export function usePositionsToBook(products: readonly number[]) {
  const role = useRoleUrl();
  const ids = products.join(',');
  return useQuery({
    queryKey: [...keys.all(role), 'list', 'positions-to-book', ids],
    queryFn: ({ signal }) =>
      call(productEndpoints.positionsToBook, {
        params: { role },
        query: { products: ids },
        signal,
      }),
    staleTime: BOOKING_CACHE_MS,
    enabled: !!role && products.length > 0,
  });
}
