import { LIMITS } from '@common/limits';
import type { Profile } from '@common/schemas/people';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/users/{usernameOrId}. */
export function getProfile(key: string, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/api/users/${encodeURIComponent(key)}`, { signal });
}

/** A profile; retried 3 times, 1000 ms apart (spec section 7), except when the member does not exist. */
export function useProfile(key: string | undefined) {
  return useQuery({
    queryKey: peopleKeys.profile(key ?? ''),
    queryFn: ({ signal }) => getProfile(key!, signal),
    enabled: Boolean(key),
    retry: (failures, error) =>
      !isApiError(error, 404) && !isApiError(error, 401) && failures < LIMITS.profileFetchRetries,
    retryDelay: LIMITS.profileFetchRetryDelayMs,
  });
}
