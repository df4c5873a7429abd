import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** POST /api/clubs/{id}/invitations: an admin invites a member (one who asked to join is let in at once). */
export function useInviteMember(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<void>(`/api/clubs/${clubId}/invitations`, { userId }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
