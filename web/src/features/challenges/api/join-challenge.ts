import type { Challenge } from '@common/schemas/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** The browser's time zone: the member's own days decide what counts. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** POST /api/challenges/{id}/join (with the member's time zone) or DELETE .../membership to leave. */
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
