import type { SettingsResponse, UpdateSettingsInput } from '@common/schemas/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/settings: the member's privacy and notification choices, and their units. */
export function useSettings() {
  return useQuery({
    queryKey: peopleKeys.settings,
    queryFn: ({ signal }) => api.get<SettingsResponse>('/api/settings', { signal }),
  });
}

/** PUT /api/settings: any subset; the answer (the full settings) replaces the cached copy. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) => api.put<SettingsResponse>('/api/settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(peopleKeys.settings, settings);
      // Who sees what changed: profiles on screen are read again.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.profiles });
    },
  });
}
