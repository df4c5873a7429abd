import type { CheckInAudience } from '@common/clubs-texts';
import type { CheckIn } from '@common/schemas/clubs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/check-ins/mine: the member's running check-in, if any. */
export function useMyCheckIn() {
  return useQuery({
    queryKey: clubKeys.myCheckIn,
    queryFn: ({ signal }) => api.get<{ checkIn: CheckIn | null }>('/api/check-ins/mine', { signal }),
  });
}

/** POST /api/gyms/{id}/check-in ("I'm here", for the audience chosen) or DELETE it ("I'm leaving"). */
export function useCheckIn(gymId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (audience: CheckInAudience | null): Promise<void> => {
      if (audience) await api.post<CheckIn>(`/api/gyms/${gymId}/check-in`, { audience });
      else await api.delete<void>(`/api/gyms/${gymId}/check-in`);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: clubKeys.myCheckIn }),
        client.invalidateQueries({ queryKey: clubKeys.here(gymId) }),
      ]),
  });
}
