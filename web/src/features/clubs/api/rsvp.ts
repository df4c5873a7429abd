import type { RsvpStatus } from '@common/clubs-texts';
import type { ClubEvent } from '@common/schemas/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** PUT /api/events/{id}/rsvp: going, maybe or not going. */
export function useRsvp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, status }: { eventId: number; status: RsvpStatus }) =>
      api.put<ClubEvent>(`/api/events/${eventId}/rsvp`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
