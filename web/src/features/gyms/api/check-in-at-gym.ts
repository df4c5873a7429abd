import type { CheckInAudience } from '@common/clubs-texts';
import type { CheckIn, GymPresence } from '@common/schemas/clubs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gymKeys } from './query-keys';

// "I'm here" from outside a gym's page (issue 34): the check-in card and the dashboard card.
// A gym page's own panel (the clubs feature) keeps its queries under ['clubs']: a check-in here
// refreshes those too, by that prefix, so both places agree.
const CLUBS_PREFIX = ['clubs'] as const;

/** GET /api/check-ins/mine: the member's running check-in, if any. */
export function useMyGymCheckIn() {
  return useQuery({
    queryKey: gymKeys.myCheckIn,
    queryFn: ({ signal }) => api.get<{ checkIn: CheckIn | null }>('/api/check-ins/mine', { signal }),
  });
}

/** GET /api/check-ins/following: who of the member's people is checked in anywhere now. */
export function usePeopleAtGyms() {
  return useQuery({
    queryKey: gymKeys.peopleAtGyms,
    queryFn: ({ signal }) => api.get<GymPresence[]>('/api/check-ins/following', { signal }),
    refetchInterval: 60_000,
  });
}

/** POST /api/gyms/{id}/check-in: only the gym, the audience and the times are sent and kept. */
export function useGymCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gymId, audience }: { gymId: number; audience: CheckInAudience }) =>
      api.post<CheckIn>(`/api/gyms/${gymId}/check-in`, { audience }),
    onSuccess: (checkIn) => {
      client.setQueryData(gymKeys.myCheckIn, { checkIn });
      void client.invalidateQueries({ queryKey: gymKeys.peopleAtGyms });
      void client.invalidateQueries({ queryKey: CLUBS_PREFIX });
    },
  });
}
