import type { Club, ClubInput } from '@common/schemas/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** PUT /api/clubs/{id}: an owner or admin changes the club's details (the whole form, as created). */
export function useUpdateClub(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput) => api.put<Club>(`/api/clubs/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
