import { MODERATION_TOASTS } from '@common/admin-texts';
import type { BlockState } from '@common/schemas/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { BLOCK_AFFECTS, moderationKeys } from './keys';

interface Vars {
  userId: number;
  name: string;
  blocked: boolean;
}

/**
 * POST|DELETE /api/blocks/{userId}: block or unblock a member. A block hides both members from
 * each other, so the feed, people lists and chat are fetched again when next shown.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: Vars) =>
      blocked ? api.post<BlockState>(`/api/blocks/${userId}`) : api.delete<BlockState>(`/api/blocks/${userId}`),
    onSuccess: async (_state, { name, blocked }) => {
      toast(
        blocked
          ? {
              title: MODERATION_TOASTS.blocked(name),
              description: MODERATION_TOASTS.blockedDescription,
              variant: 'success',
            }
          : { title: MODERATION_TOASTS.unblocked(name), variant: 'success' },
      );
      // The other domains' lists are marked stale and refetched when next shown, not now: the
      // blocked member's profile on screen would answer 404 before the page leaves it.
      for (const queryKey of BLOCK_AFFECTS) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: moderationKeys.blocks });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, MODERATION_TOASTS.failed), variant: 'destructive' });
    },
  });
}
