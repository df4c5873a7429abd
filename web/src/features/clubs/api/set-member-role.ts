import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** PUT /api/clubs/{id}/members/{userId}: the owner makes a member an admin, or an admin a member again. */
export function useSetMemberRole(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: 'admin' | 'member' }) =>
      api.put<void>(`/api/clubs/${clubId}/members/${userId}`, { role }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.members(clubId) }),
  });
}
