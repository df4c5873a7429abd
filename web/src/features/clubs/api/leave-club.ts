import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** DELETE /api/clubs/{id}/membership: leaves (or withdraws a request, or declines an invitation). */
export function useLeaveClub(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/clubs/${id}/membership`),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
