import {
  keepPreviousData,
  queryOptions,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The query of one page of a server-paged list (every list page reads its rows so): read fresh
 * each time it is shown (staleTime 0), the page before kept on screen while the next one loads,
 * and asked only with a role, and while `enabled`.
 */
export function pageQuery<T, K extends QueryKey>(
  role: string,
  queryKey: K,
  queryFn: QueryFunction<T, K>,
  enabled = true,
) {
  return queryOptions({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: !!role && enabled,
  });
}
