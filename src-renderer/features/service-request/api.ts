/**
 * Service requests (spec §7): the page, one request with its thread, and the writes. Every write
 * answers the request as it is after: it goes into the cache of that request and into the pages
 * showing it, not fetched again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../src-shared/api/common.ts';
import {
  serviceRequestEndpoints,
  type ServiceRequest,
  type ServiceRequestCreate,
  type ServiceRequestUpdate,
} from '../../../src-shared/api/service-request.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { ServiceRequestParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['service_request', role] as const,
  list: (role: string, params: ServiceRequestParams) =>
    ['service_request', role, 'list', params] as const,
  one: (role: string, id: number) => ['service_request', role, 'one', id] as const,
};

const serviceRequestQueries = {
  list: (role: string, params: ServiceRequestParams) =>
    pageQuery(role, keys.list(role, params), ({ signal }) =>
      call(serviceRequestEndpoints.list, { params: {}, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(serviceRequestEndpoints.one, { params: { id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function useServiceRequests(params: ServiceRequestParams) {
  return useQuery(serviceRequestQueries.list(useRoleUrl(), params));
}

export function useServiceRequest(id: number) {
  return useQuery(serviceRequestQueries.one(useRoleUrl(), id));
}

/** The request as answered: its own cache, and the rows of the pages that show it. */
function keep(role: string, request: ServiceRequest) {
  queryClient.setQueryData(keys.one(role, request.id), request);
  queryClient.setQueriesData<Paginated<ServiceRequest>>({ queryKey: keys.all(role) }, (page) =>
    page && 'results' in page
      ? { ...page, results: page.results.map((row) => (row.id === request.id ? request : row)) }
      : page,
  );
}

export function useFileServiceRequest() {
  return useRoleWrite(
    (role, body: ServiceRequestCreate) =>
      call(serviceRequestEndpoints.create, { params: {}, body, successMessage: MESSAGES.created }),
    (role, request) => {
      queryClient.setQueryData(keys.one(role, request.id), request);
      // A new row: the pages ask again (where it lands depends on their filters).
      void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'list'] });
    },
  );
}

export function useUpdateServiceRequest(id: number) {
  return useRoleWrite(
    (role, patch: ServiceRequestUpdate) =>
      call(serviceRequestEndpoints.update, {
        params: { id },
        body: patch,
        successMessage: MESSAGES.updated,
      }),
    (role, request) => keep(role, request),
  );
}

export function useCommentServiceRequest(id: number) {
  return useRoleWrite(
    (role, text: string) =>
      call(serviceRequestEndpoints.addComment, { params: { id }, body: { text } }),
    (role, request) => keep(role, request),
  );
}
