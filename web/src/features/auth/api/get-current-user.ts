import type { User } from '@common/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { isUser } from '../session-storage';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The auth check: the signed-in user, or null when the session is missing or expired. It asks
 * GET /api/auth/me, which answers 200 null to a visitor, so a visitor's page load logs no failed
 * request; GET /api/auth/user (401 for visitors) answers the same user otherwise.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const user = await api.get<unknown>('/api/auth/me', { signal });
    return isUser(user) ? user : null;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** The auth check. Fresh for 5 minutes, never retried (spec section 7). */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });
}
