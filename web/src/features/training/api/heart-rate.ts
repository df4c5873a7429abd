import type { HeartRateSettings, HeartRateSettingsInput } from '@common/schemas/training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingKeys } from './keys';

export function useHeartRateSettings() {
  return useQuery({
    queryKey: trainingKeys.heartRate,
    queryFn: ({ signal }) => api.get<HeartRateSettings>('/api/training/heart-rate', { signal }),
  });
}

export function useSaveHeartRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HeartRateSettingsInput) => api.put<HeartRateSettings>('/api/training/heart-rate', body),
    onSuccess: (saved) => {
      client.setQueryData(trainingKeys.heartRate, saved);
      // Zones and loads everywhere follow the new heart rates.
      void client.invalidateQueries({ queryKey: ['training', 'load'] });
      void client.invalidateQueries({ queryKey: ['activities'] });
    },
  });
}
