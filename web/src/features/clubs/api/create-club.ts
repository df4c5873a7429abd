import type { Club, ClubInput } from '@common/schemas/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** POST /api/clubs: a new club, its creator its owner. */
export function useCreateClub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput) => api.post<Club>('/api/clubs', input),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
