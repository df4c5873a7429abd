import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/**
 * PUT /api/clubs/{id}/members/{userId}: the owner makes a member an admin, or an admin a member
 * again, or hands the club over ('owner'): the club's page then shows them as its owner.
 */
export function useSetMemberRole(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: 'owner' | 'admin' | 'member' }) =>
      api.put<void>(`/api/clubs/${clubId}/members/${userId}`, { role }),
    onSuccess: (_, { role }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: clubKeys.members(clubId) }),
        // The viewer's own role changes with a hand-over: the page's controls follow it.
        role === 'owner' ? client.invalidateQueries({ queryKey: clubKeys.detail(clubId) }) : undefined,
      ]),
  });
}
