import type { Challenge, ChallengeInput } from '@common/schemas/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** POST /api/challenges: a public challenge, or a club's (`clubId`) made by its admins. */
export function useCreateChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChallengeInput) => api.post<Challenge>('/api/challenges', input),
    onSuccess: (challenge) => {
      client.setQueryData(challengeKeys.detail(challenge.id), challenge);
      // A club's page lists its challenges.
      void client.invalidateQueries({ queryKey: challengeKeys.all });
      void client.invalidateQueries({ queryKey: ['clubs'] });
    },
  });
}
