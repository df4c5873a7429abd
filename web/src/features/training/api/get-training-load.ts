import type { TrainingLoad } from '@common/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingKeys } from './keys';

/** The member's loads, fitness, fatigue and form over the days from `from` to `to`, on their own clock. */
export function useTrainingLoad(from: string, to: string) {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: trainingKeys.load(from, to),
    queryFn: ({ signal }) =>
      api.get<TrainingLoad>(`/api/training/load?${new URLSearchParams({ from, to, ...(tz && { tz }) }).toString()}`, {
        signal,
      }),
  });
}
