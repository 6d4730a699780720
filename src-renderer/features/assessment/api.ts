/**
 * Assessments (spec §7 "Assessments"): the list, one assessment with its products, the products
 * one may assess, the evidence of a part, and the writes. Every write answers the assessment (or
 * the line) as it now is: it goes into the cache, so the page never refetches what it was told.
 * The calls that answer a `detail` ('Assessment saved') are toasted by the client from it, so
 * they give no success message of their own.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  assessmentEndpoints,
  type AssessmentDetail,
  type AssessmentUpdate,
  type MedianPriceQuery,
  type NewAssessment,
  type ProductAssessment,
  type ProductsForAssessmentQuery,
} from '../../../src-shared/api/assessment.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { AssessmentListParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['assessment', role] as const,
  list: (role: string, params: AssessmentListParams) =>
    ['assessment', role, 'list', params] as const,
  one: (role: string, id: number) => ['assessment', role, 'one', id] as const,
  products: (role: string, query: ProductsForAssessmentQuery) =>
    ['assessment', role, 'products', query] as const,
  median: (role: string, query: MedianPriceQuery) => ['assessment', role, 'median', query] as const,
};

const assessmentQueries = {
  list: (role: string, params: AssessmentListParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(assessmentEndpoints.list, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(assessmentEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
  products: (role: string, query: ProductsForAssessmentQuery) =>
    pageQuery(role, keys.products(role, query), ({ signal }) =>
      call(assessmentEndpoints.productsFor, { params: { role }, query, signal }),
    ),
  median: (role: string, query: MedianPriceQuery) =>
    queryOptions({
      queryKey: keys.median(role, query),
      queryFn: ({ signal }) =>
        call(assessmentEndpoints.medianPrice, { params: { role }, query, signal }),
      enabled: !!role,
    }),
};

export function useAssessments(params: AssessmentListParams) {
  return useQuery(assessmentQueries.list(useRoleUrl(), params));
}
export function useAssessment(id: number) {
  return useQuery(assessmentQueries.one(useRoleUrl(), id));
}
export function useProductsForAssessment(query: ProductsForAssessmentQuery) {
  return useQuery(assessmentQueries.products(useRoleUrl(), query));
}
export function useMedianPrice(query: MedianPriceQuery) {
  return useQuery(assessmentQueries.median(useRoleUrl(), query));
}

/** The assessment as answered (its `detail` is the toast's, not the record's). */
function keep(
  role: string,
  { detail: _detail, ...assessment }: AssessmentDetail & { detail?: string },
) {
  queryClient.setQueryData(keys.one(role, assessment.id), assessment);
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'products'] });
}

export function useCreateAssessment() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: NewAssessment) =>
      call(assessmentEndpoints.create, { params: { role }, body }),
    onSuccess: (assessment) => keep(role, assessment),
  });
}

/** Its head, or its approval (status 'approved'). */
export function useUpdateAssessment(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: AssessmentUpdate) =>
      call(assessmentEndpoints.update, { params: { role, id }, body }),
    onSuccess: (assessment) => keep(role, assessment),
  });
}

export function useCalculateAssessment(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: () => call(assessmentEndpoints.calculate, { params: { role, id } }),
    onSuccess: (assessment) => keep(role, assessment),
  });
}

export function useDeleteAssessment(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: () =>
      call(assessmentEndpoints.remove, { params: { role, id }, successMessage: MESSAGES.updated }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.one(role, id) });
      void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
    },
  });
}

/** One line's chosen price (null clears it): the answered line replaces the cached one. */
export function useChoosePrice(assessmentId: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: ({ line, chosen_price }: { line: number; chosen_price: number | null }) =>
      call(assessmentEndpoints.updateProduct, {
        params: { role, id: line },
        body: { chosen_price },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (answered: ProductAssessment) =>
      queryClient.setQueryData<AssessmentDetail>(keys.one(role, assessmentId), (current) =>
        current
          ? {
              ...current,
              products: current.products.map((line) => (line.id === answered.id ? answered : line)),
            }
          : current,
      ),
  });
}

/** A line taken out: the assessment goes back to draft, so it is read again. */
export function useRemoveLine(assessmentId: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (line: number) =>
      call(assessmentEndpoints.removeProduct, {
        params: { role, id: line },
        successMessage: MESSAGES.updated,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.one(role, assessmentId) });
      void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
    },
  });
}
