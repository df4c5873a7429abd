import { LIMITS } from '@common/limits';
import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack defaults from spec sections 7 and 9: no retry, fresh for 5 minutes, kept for 10,
 * no refetch on focus, no polling. Queries that need otherwise (the profile's 3 retries) say so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: LIMITS.queryStaleMs,
        gcTime: LIMITS.queryGcMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
