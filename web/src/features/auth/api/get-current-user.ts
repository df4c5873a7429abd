import type { User } from '@common/schemas/user';
import type { SessionEndReason } from '@common/sign-in-texts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { sessionEndReason } from '../lib/session-end';
import { isUser } from '../session-storage';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The auth check: the signed-in user, or null when the session is missing or expired. It asks
 * GET /api/auth/me, which answers 200 null to a visitor, so a visitor's page load logs no failed
 * request; GET /api/auth/user (401 for visitors) answers the same user otherwise. A session the
 * server ended for a reason it tells (a suspension) answers 401 with it: null, and `onEnded` hears why.
 */
export async function getCurrentUser(
  signal?: AbortSignal,
  onEnded?: (reason: SessionEndReason) => void,
): Promise<User | null> {
  try {
    const user = await api.get<unknown>('/api/auth/me', { signal });
    return isUser(user) ? user : null;
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const reason = sessionEndReason(error);
    if (reason) onEnded?.(reason);
    return null;
  }
}

/** The auth check. Fresh for 5 minutes, never retried (spec section 7). */
export function useCurrentUserQuery(onEnded?: (reason: SessionEndReason) => void) {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal, onEnded),
    retry: false,
  });
}
