import { BADGE_TOASTS } from '@common/badges-texts';
import type { BadgeRequest } from '@common/schemas/badges';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

const nameOf = (request: BadgeRequest) => request.user?.name || request.user?.username || 'the member';

// The member's profile and badges change with a decision: their caches are refetched too.
const refreshes = () => ['people', 'badges'];

/** POST /api/admin/badge-requests/{id}/grant: the badge is theirs; they are notified. */
export const useGrantBadgeRequest = () =>
  useAdminAction((request: BadgeRequest) => api.post(`/api/admin/badge-requests/${request.id}/grant`), {
    success: (request) => BADGE_TOASTS.granted(nameOf(request), request.badge),
    refreshes,
  });

/** POST /api/admin/badge-requests/{id}/refuse {reason?}: no badge; they read the reason. */
export const useRefuseBadgeRequest = () =>
  useAdminAction(
    ({ request, reason }: { request: BadgeRequest; reason?: string }) =>
      api.post(`/api/admin/badge-requests/${request.id}/refuse`, { reason }),
    { success: ({ request }) => BADGE_TOASTS.refused(nameOf(request), request.badge), refreshes },
  );
