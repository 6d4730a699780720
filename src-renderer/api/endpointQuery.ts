import { useQuery, type keepPreviousData, type QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, PathInput, QueryOf } from '../../src-shared/api/endpoint.ts';
import { useRoleUrl } from '../stores/session.ts';
import type { RecordPath } from './areaQueries.ts';
import { call } from './http.ts';

interface EndpointQueryOptions<E extends AnyEndpoint> {
  /** The record in the path, where it has `:id`. */
  id?: number;
  query?: QueryOf<E>;
  /** Asked only with a role, and while this holds. */
  enabled?: boolean;
  /** How long an answer is fresh; the query client's default (reference data) if not said. */
  staleTime?: number;
  /** keepPreviousData: the last answer stays on screen while the next one comes. */
  placeholderData?: typeof keepPreviousData;
  failureMessage?: string;
}

/**
 * The read most of the data layer's query hooks are: one declared endpoint called under the
 * signed-in role (and a record's id, a query), cached under `key(role)`, asked only with a role.
 * One piece, so a query hook says only what is its own: which call, which key, how fresh.
 */
export function useEndpointQuery<E extends AnyEndpoint>(
  endpoint: E & RecordPath<E>,
  key: (role: string) => QueryKey,
  { id, query, enabled = true, failureMessage, ...options }: EndpointQueryOptions<E> = {},
) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: key(role),
    queryFn: ({ signal }) =>
      // The declaration's path picks the parameters it names (RecordPath says which may be).
      call(endpoint, { params: { role, id } as PathInput<E>, query, signal, failureMessage }),
    ...options,
    enabled: !!role && enabled,
  });
}
