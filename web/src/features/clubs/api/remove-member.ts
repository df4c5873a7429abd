import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** DELETE /api/clubs/{id}/members/{userId}: an admin withdraws an invitation (or removes a member). */
export function useRemoveMember(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`/api/clubs/${clubId}/members/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
