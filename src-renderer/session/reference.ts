/**
 * Reference data: base_info (the lists every form's selects use) and user_info. base_info is saved
 * to the bridge's refCache after each load and put back as initial data at start, so the app opens
 * with its lists when the server is down.
 */
import { useQuery } from '@tanstack/react-query';
import {
  baseInfoSchema,
  homeEndpoints,
  type BaseInfo,
  type UserInfo,
} from '../../src-shared/api/home.ts';
import { REFERENCE_CACHE_MS } from '../../src-shared/domain/constants.ts';
import { call } from '../api/http.ts';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { bridge } from '../bridge.ts';
import { useRoleUrl } from '../stores/session.ts';

function baseInfoCacheKey(role: string): string {
  return `base_info.${role}`;
}

export async function fetchBaseInfo(role: string, signal?: AbortSignal): Promise<BaseInfo> {
  const data = await call(homeEndpoints.baseInfo, { params: { role }, signal });
  bridge()
    .refCache.save({ key: baseInfoCacheKey(role), data })
    .catch((error: unknown) => console.warn('base_info was not cached', error));
  return data;
}

export function fetchUserInfo(role: string, signal?: AbortSignal): Promise<UserInfo> {
  return call(homeEndpoints.userInfo, { params: { role }, signal });
}

/** Puts the cached base_info into the query cache, dated when it was saved (so it refetches). */
export async function primeBaseInfo(role: string): Promise<void> {
  const key = queryKeys.baseInfo(role);
  if (queryClient.getQueryData(key)) return;
  try {
    const cached = await bridge().refCache.load({ key: baseInfoCacheKey(role) });
    // What was saved by an older version may not be today's shape: then it is not used.
    const data = cached ? baseInfoSchema.safeParse(cached.data) : undefined;
    if (cached && data?.success) {
      const savedAt = Date.parse(cached.savedAt);
      queryClient.setQueryData(key, data.data, {
        updatedAt: Number.isFinite(savedAt) ? savedAt : 0,
      });
    }
  } catch (error) {
    console.warn('cached base_info could not be read', error);
  }
}

/** A reference read under the signed-in role (asked once there is one), kept a while. */
function useReference<T>(
  keyOf: (role: string) => readonly unknown[],
  fetch: (role: string, signal: AbortSignal) => Promise<T>,
) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: keyOf(role),
    queryFn: ({ signal }) => fetch(role, signal),
    staleTime: REFERENCE_CACHE_MS,
    enabled: !!role,
  });
}

export const useBaseInfo = () => useReference(queryKeys.baseInfo, fetchBaseInfo);

export const useUserInfo = () => useReference(queryKeys.userInfo, fetchUserInfo);
