import type { ClubEvent, ClubEventInput } from '@common/schemas/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** POST /api/clubs/{id}/events: an admin schedules a session. */
export function useCreateEvent(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubEventInput) => api.post<ClubEvent>(`/api/clubs/${clubId}/events`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
