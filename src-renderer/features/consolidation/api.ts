/**
 * Consolidations (spec §7 "Consolidation"): the page, one with its products, documents and
 * timeline, the points it may go between (the company selector with categories 1, 3, 4, 11 for
 * where it goes, 3, 4, 11 for where it leaves from, §7 and §9),
 * and the moves. Every move answers the consolidation as it is after: it goes into its cache.
 */
import { useMutation } from '@tanstack/react-query';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import {
  consolidationEndpoints,
  type ConsolidationDetail,
  type consolidationDetailSchema,
} from '../../../src-shared/api/consolidation.ts';
import type { AnyEndpoint, BodyOf, PathInput } from '../../../src-shared/api/endpoint.ts';
import { MESSAGES, REFERENCE_CACHE_MS } from '../../../src-shared/domain/constants.ts';
import {
  CONSOLIDATION_DESTINATION_CATEGORIES,
  CONSOLIDATION_ORIGIN_CATEGORIES,
} from '../../../src-shared/domain/consolidation.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const consolidation = areaQueries(queryKeys.consolidation, consolidationEndpoints);

export const { useList: useConsolidations, useOne: useConsolidation } = consolidation;

const POINT_CATEGORIES = {
  origin: CONSOLIDATION_ORIGIN_CATEGORIES,
  destination: CONSOLIDATION_DESTINATION_CATEGORIES,
} as const;

/** The points a consolidation may leave from (`origin`) or go to (`destination`), spec §9. */
export function useConsolidationPoints(end: keyof typeof POINT_CATEGORIES) {
  return useEndpointQuery(
    companyEndpoints.selector,
    (role) => [...queryKeys.company.all(role), 'selector', 'consolidation', end],
    {
      query: { categories: POINT_CATEGORIES[end].join(',') },
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
    successMessage: MESSAGES.consolidationCreated,
    onSuccess: keep,
  });
}

/**
 * Every move of one consolidation: its endpoint and the words of spec §9 for its success where it
 * has them. A move is `{ kind, body }` as its endpoint takes it (a document's removal names the
 * document instead), so one call serves them all.
 */
const MOVES = {
  departure: {
    endpoint: consolidationEndpoints.departure,
    message: MESSAGES.consolidationDeparture,
  },
  arrive: { endpoint: consolidationEndpoints.arrive, message: MESSAGES.consolidationArrival },
  cancelDeparture: { endpoint: consolidationEndpoints.cancelDeparture, message: MESSAGES.updated },
  edit: { endpoint: consolidationEndpoints.update, message: MESSAGES.edited },
  addProducts: { endpoint: consolidationEndpoints.addProducts, message: MESSAGES.updated },
  decrease: { endpoint: consolidationEndpoints.decrease, message: MESSAGES.updated },
  logisticDocument: {
    endpoint: consolidationEndpoints.logisticDocument,
    message: MESSAGES.created,
  },
  customsDocument: { endpoint: consolidationEndpoints.customsDocument, message: MESSAGES.created },
  removeLogisticDocument: {
    endpoint: consolidationEndpoints.removeLogisticDocument,
    message: MESSAGES.updated,
  },
  removeCustomsDocument: {
    endpoint: consolidationEndpoints.removeCustomsDocument,
    message: MESSAGES.updated,
  },
} satisfies Record<string, { endpoint: MoveEndpoint; message: string }>;

/** What a move's endpoint answers: the consolidation as it is after. */
type MoveEndpoint = AnyEndpoint & { response: typeof consolidationDetailSchema };

type MoveKind = keyof typeof MOVES;

/**
 * The input of one move: its body where its endpoint takes one (none: `Record<string, never>`), the
 * document it removes.
 */
type MoveInput<E extends MoveEndpoint> = (string extends keyof BodyOf<E>
  ? unknown
  : { body: BodyOf<E> }) &
  ('documentId' extends keyof PathInput<E> ? { documentId: number } : unknown);

export type ConsolidationMove = {
  [K in MoveKind]: { kind: K } & MoveInput<(typeof MOVES)[K]['endpoint']>;
}[MoveKind];

export function useConsolidationMove(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (move: ConsolidationMove): Promise<ConsolidationDetail> => {
      const { endpoint, message } = MOVES[move.kind];
      const documentId = 'documentId' in move ? { documentId: move.documentId } : {};
      // The move's kind picked the endpoint its input was typed by (MoveInput).
      return call(endpoint as MoveEndpoint, {
        params: { role, id, ...documentId },
        body: 'body' in move ? move.body : undefined,
        successMessage: message,
      });
    },
    onSuccess: (answered) => keep(role, answered),
  });
}
