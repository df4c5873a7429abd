import { BADGE_TOASTS } from '@common/badges-texts';
import type { BadgeRequest, BadgeRequestInput } from '@common/schemas/badges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { badgeKeys } from './keys';

/** GET /api/badges/requests: the member's own verification requests, newest first. */
export function useMyBadgeRequests() {
  return useQuery({
    queryKey: badgeKeys.myRequests,
    queryFn: ({ signal }) => api.get<BadgeRequest[]>('/api/badges/requests', { signal }),
  });
}

const failed = (error: unknown) =>
  toast({ title: BADGE_TOASTS.failed, description: errorMessage(error, BADGE_TOASTS.failed), variant: 'destructive' });

/** POST /api/badges/requests: ask an admin to verify a claim badge. */
export function useRequestBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BadgeRequestInput) => api.post<BadgeRequest>('/api/badges/requests', input),
    onSuccess: () => {
      toast({ title: BADGE_TOASTS.requested, description: BADGE_TOASTS.requestedMessage, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: badgeKeys.myRequests });
    },
    onError: failed,
  });
}

/** DELETE /api/badges/requests/{id}: withdraw a request still waiting. */
export function useWithdrawBadgeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/badges/requests/${id}`),
    onSuccess: () => {
      toast({ title: BADGE_TOASTS.withdrawn, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: badgeKeys.myRequests });
    },
    onError: failed,
  });
}
