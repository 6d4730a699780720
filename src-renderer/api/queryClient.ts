import { QueryClient } from '@tanstack/react-query';
import { REFERENCE_CACHE_MS } from '../../src-shared/domain/constants.ts';

/**
 * Every failure is already shown by the client (spec §8), so queries do not retry (each retry
 * would toast again) and do not refetch on focus (a server that is down would toast on every
 * click into the window).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: REFERENCE_CACHE_MS,
    },
    mutations: { retry: false },
  },
});
