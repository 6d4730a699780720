/**
 * Consolidations (spec §7 "Consolidation"): the page, one with its products, documents and
 * timeline, the points it may go between (the company selector with categories 1, 3, 4, 11, §9),
 * and the moves. Every move answers the consolidation as it is after: it goes into its cache.
 */
import { useMutation } from '@tanstack/react-query';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import {
  consolidationEndpoints,
  type AddProducts,
  type ConsolidationCreate,
  type ConsolidationDetail,
  type ConsolidationUpdate,
  type DocumentInput,
} from '../../../src-shared/api/consolidation.ts';
import { MESSAGES, REFERENCE_CACHE_MS } from '../../../src-shared/domain/constants.ts';
import { CONSOLIDATION_POINT_CATEGORIES } from '../../../src-shared/domain/consolidation.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const consolidation = areaQueries(queryKeys.consolidation, consolidationEndpoints);

export const { useList: useConsolidations, useOne: useConsolidation } = consolidation;

/** The points a consolidation goes between (spec §9: company categories 1, 3, 4, 11). */
export function useConsolidationPoints() {
  return useEndpointQuery(
    companyEndpoints.selector,
    (role) => [...queryKeys.company.all(role), 'selector', 'consolidation-points'],
    {
      query: { categories: CONSOLIDATION_POINT_CATEGORIES.join(',') },
      staleTime: REFERENCE_CACHE_MS,
    },
  );
}

function keep(role: string, answered: ConsolidationDetail) {
  consolidation.keep(role, answered);
  // Its products moved: the products lists ask again.
  void queryClient.invalidateQueries({ queryKey: ['product', role] });
}

export function useCreateConsolidation() {
  return useEndpointMutation(consolidationEndpoints.create, {
    request: (body: ConsolidationCreate) => ({ body }),
    successMessage: MESSAGES.consolidationCreated,
    onSuccess: keep,
  });
}

export type ConsolidationMove =
  | { kind: 'departure'; shipping_date: string }
  | { kind: 'arrive'; arrival_date: string }
  | { kind: 'cancelDeparture' }
  | { kind: 'edit'; body: ConsolidationUpdate }
  | { kind: 'addProducts'; body: AddProducts }
  | { kind: 'decrease'; products: { id: number; quantity: number }[] }
  | { kind: 'document'; document: 'logistic' | 'customs'; body: DocumentInput }
  | { kind: 'removeDocument'; document: 'logistic' | 'customs'; documentId: number };

/** Every move of one consolidation, each with the words of spec §9 where it has them. */
export function useConsolidationMove(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (move: ConsolidationMove) => {
      const params = { role, id };
      switch (move.kind) {
        case 'departure':
          return call(consolidationEndpoints.departure, {
            params,
            body: { shipping_date: move.shipping_date },
            successMessage: MESSAGES.consolidationDeparture,
          });
        case 'arrive':
          return call(consolidationEndpoints.arrive, {
            params,
            body: { arrival_date: move.arrival_date },
            successMessage: MESSAGES.consolidationArrival,
          });
        case 'cancelDeparture':
          return call(consolidationEndpoints.cancelDeparture, {
            params,
            successMessage: MESSAGES.updated,
          });
        case 'edit':
          return call(consolidationEndpoints.update, {
            params,
            body: move.body,
            successMessage: MESSAGES.edited,
          });
        case 'addProducts':
          return call(consolidationEndpoints.addProducts, {
            params,
            body: move.body,
            successMessage: MESSAGES.updated,
          });
        case 'decrease':
          return call(consolidationEndpoints.decrease, {
            params,
            body: { products: move.products },
            successMessage: MESSAGES.updated,
          });
        case 'document':
          return call(
            move.document === 'logistic'
              ? consolidationEndpoints.logisticDocument
              : consolidationEndpoints.customsDocument,
            { params, body: move.body, successMessage: MESSAGES.created },
          );
        case 'removeDocument':
          return call(
            move.document === 'logistic'
              ? consolidationEndpoints.removeLogisticDocument
              : consolidationEndpoints.removeCustomsDocument,
            {
              params: { ...params, documentId: move.documentId },
              successMessage: MESSAGES.updated,
            },
          );
      }
    },
    onSuccess: (answered) => keep(role, answered),
  });
}
