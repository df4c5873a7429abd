import type { Club } from '@common/schemas/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** POST /api/clubs/{id}/join: joins an open club, asks to join one by request, accepts an invitation. */
export function useJoinClub(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Club>(`/api/clubs/${id}/join`),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
