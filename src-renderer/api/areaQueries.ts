import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEndpoint, PathInput, QueryOf, ResponseOf } from '../../src-shared/api/endpoint.ts';
import { useRoleUrl } from '../stores/session.ts';
import { call } from './http.ts';
import { pageQuery } from './pageQuery.ts';
import { queryClient } from './queryClient.ts';

/**
 * The keys of one area's cache: everything of it under [area, role] (invalidating an area is
 * invalidating that prefix), the pages of its list under 'list', one record under 'one'.
 */
export function areaKeys<P>(area: string) {
  return {
    all: (role: string) => [area, role] as const,
    lists: (role: string) => [area, role, 'list'] as const,
    list: (role: string, params: P) => [area, role, 'list', params] as const,
    one: (role: string, id: number) => [area, role, 'one', id] as const,
  };
}

type AreaKeys<P> = ReturnType<typeof areaKeys<P>>;

/** A path that takes the role (where it has `:role`) and nothing else. */
type RolePath<E extends AnyEndpoint> = { role: string } extends PathInput<E> ? unknown : never;
/**
 * A path that takes the role (where it has `:role`) and a record's `:id` (where it has one), and
 * nothing else: the parameters the factories fill; any other endpoint is a type error.
 */
export type RecordPath<E extends AnyEndpoint> =
  { role: string; id: number } extends PathInput<E> ? unknown : never;

/**
 * The reads every record area has, from its keys (typed by its list's parameters) and its two
 * declared endpoints: the page of its list (a pageQuery), one record (read fresh each time it is
 * shown, asked only for a real id) as hooks under the signed-in role, and `keep`, for a write that
 * answers the record. One piece, so that an area's api.ts says only what is its own.
 */
export function areaQueries<P extends QueryOf<L>, L extends AnyEndpoint, O extends AnyEndpoint>(
  keys: AreaKeys<P>,
  endpoints: { list: L & RolePath<L>; one: O & RecordPath<O> },
) {
  const list = (role: string, params: P, enabled = true) =>
    pageQuery(
      role,
      keys.list(role, params),
      ({ signal }) =>
        // The path picks the parameters it names (RolePath, RecordPath say which may be).
        call(endpoints.list, { params: { role } as PathInput<L>, query: params, signal }),
      enabled,
    );
  const one = (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) =>
        call(endpoints.one, { params: { role, id } as PathInput<O>, signal }),
      staleTime: 0,
      enabled: !!role && Number.isInteger(id) && id > 0,
    });
  return {
    useList: (params: P, enabled = true) => useQuery(list(useRoleUrl(), params, enabled)),
    useOne: (id: number) => useQuery(one(useRoleUrl(), id)),
    /** A record as the server answered it goes into its cache; every page of the list asks again. */
    keep: (role: string, record: ResponseOf<O> & { id: number }) => {
      queryClient.setQueryData(one(role, record.id).queryKey, record);
      void queryClient.invalidateQueries({ queryKey: keys.lists(role) });
    },
  };
}
