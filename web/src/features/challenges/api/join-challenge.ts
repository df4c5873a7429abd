import type { Challenge } from '@common/schemas/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { challengeKeys } from './keys';

/**
 * POST /api/challenges/{id}/join (with the member's time zone: their own days decide what counts;
 * none, and the server takes UTC) or DELETE .../membership to leave.
 */
export function useJoinChallenge(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (join: boolean): Promise<void> => {
      if (join) await api.post<Challenge>(`/api/challenges/${id}/join`, { timeZone: browserTimeZone() });
      else await api.delete<void>(`/api/challenges/${id}/membership`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
