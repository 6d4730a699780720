/**
 * Service requests (spec §7): the page, one request with its thread, and the writes. Every write
 * answers the request as it is after: it goes into the cache of that request and into the pages
 * showing it, not fetched again.
 */
import type { Paginated } from '../../../src-shared/api/results.ts';
import {
  serviceRequestEndpoints,
  type ServiceRequest,
} from '../../../src-shared/api/service-request.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';

// Its paths take no role (any signed-in role files and reads its own): the keys still do.
const serviceRequest = areaQueries(queryKeys.serviceRequest, serviceRequestEndpoints);

export const { useList: useServiceRequests, useOne: useServiceRequest } = serviceRequest;

/** The request as answered: its own cache, and the rows of the pages that show it. */
function keep(role: string, request: ServiceRequest) {
  queryClient.setQueryData(queryKeys.serviceRequest.one(role, request.id), request);
  queryClient.setQueriesData<Paginated<ServiceRequest>>(
    { queryKey: queryKeys.serviceRequest.all(role) },
    (page) =>
      page && 'results' in page
        ? { ...page, results: page.results.map((row) => (row.id === request.id ? request : row)) }
        : page,
  );
}

export function useFileServiceRequest() {
  return useEndpointMutation(serviceRequestEndpoints.create, {
    successMessage: MESSAGES.created,
    // A new row: the pages ask again (where it lands depends on their filters).
    onSuccess: serviceRequest.keep,
  });
}

export function useUpdateServiceRequest(id: number) {
  return useEndpointMutation(serviceRequestEndpoints.update, {
    id,
    successMessage: MESSAGES.updated,
    onSuccess: keep,
  });
}

export function useCommentServiceRequest(id: number) {
  return useEndpointMutation(serviceRequestEndpoints.addComment, {
    id,
    request: (text: string) => ({ body: { text } }),
    onSuccess: keep,
  });
}
