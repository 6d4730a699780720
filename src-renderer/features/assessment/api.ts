/**
 * Assessments (spec §7 "Assessments"): the list, one assessment with its products, the products
 * one may assess, the evidence of a part, and the writes. Every write answers the assessment (or
 * the line) as it now is: it goes into the cache, so the page never refetches what it was told.
 * The calls that answer a `detail` ('Assessment saved') are toasted by the client from it, so
 * they give no success message of their own.
 */
import { useQuery } from '@tanstack/react-query';
import {
  assessmentEndpoints,
  type AssessmentDetail,
  type MedianPriceQuery,
  type ProductAssessment,
  type ProductsForAssessmentQuery,
} from '../../../src-shared/api/assessment.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const assessment = areaQueries(queryKeys.assessment, assessmentEndpoints);

export const { useList: useAssessments, useOne: useAssessment } = assessment;

export function useProductsForAssessment(query: ProductsForAssessmentQuery) {
  const role = useRoleUrl();
  return useQuery(
    pageQuery(role, [...queryKeys.assessment.all(role), 'products', query] as const, ({ signal }) =>
      call(assessmentEndpoints.productsFor, { params: { role }, query, signal }),
    ),
  );
}
export function useMedianPrice(query: MedianPriceQuery) {
  return useEndpointQuery(
    assessmentEndpoints.medianPrice,
    (role) => [...queryKeys.assessment.all(role), 'median', query],
    { query },
  );
}

/** The assessment as answered (its `detail` is the toast's, not the record's). */
function keep(
  role: string,
  { detail: _detail, ...answered }: AssessmentDetail & { detail?: string },
) {
  assessment.keep(role, answered);
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.assessment.all(role), 'products'] });
}

export function useCreateAssessment() {
  return useEndpointMutation(assessmentEndpoints.create, {
    onSuccess: keep,
  });
}

/** Its head, or its approval (status 'approved'). */
export function useUpdateAssessment(id: number) {
  return useEndpointMutation(assessmentEndpoints.update, {
    id,
    onSuccess: keep,
  });
}

export function useCalculateAssessment(id: number) {
  return useEndpointMutation(assessmentEndpoints.calculate, { id, onSuccess: keep });
}

export function useDeleteAssessment(id: number) {
  return useEndpointMutation(assessmentEndpoints.remove, {
    id,
    successMessage: MESSAGES.updated,
    onSuccess: (role) => {
      queryClient.removeQueries({ queryKey: queryKeys.assessment.one(role, id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assessment.lists(role) });
    },
  });
}

/** One line's chosen price (null clears it): the answered line replaces the cached one. */
export function useChoosePrice(assessmentId: number) {
  return useEndpointMutation(assessmentEndpoints.updateProduct, {
    request: ({ line, chosen_price }: { line: number; chosen_price: number | null }) => ({
      id: line,
      body: { chosen_price },
    }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, answered: ProductAssessment) =>
      queryClient.setQueryData<AssessmentDetail>(
        queryKeys.assessment.one(role, assessmentId),
        (current) =>
          current
            ? {
                ...current,
                products: current.products.map((line) =>
                  line.id === answered.id ? answered : line,
                ),
              }
            : current,
      ),
  });
}

/** A line taken out: the assessment goes back to draft, so it is read again. */
export function useRemoveLine(assessmentId: number) {
  return useEndpointMutation(assessmentEndpoints.removeProduct, {
    request: (line: number) => ({ id: line }),
    successMessage: MESSAGES.updated,
    onSuccess: (role) => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.assessment.one(role, assessmentId),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assessment.lists(role) });
    },
  });
}
