import { GYM_TOASTS } from '@common/gyms-texts';
import type { MyHomeGym } from '@common/schemas/gyms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import { gymKeys } from './query-keys';

/** GET /api/gyms/home: the signed-in member's home gym (or null). */
export function useMyHomeGym() {
  return useQuery({ queryKey: gymKeys.home, queryFn: () => api.get<MyHomeGym>('/api/gyms/home') });
}

/**
 * Sets (a gym id) or clears (null) the member's home gym, then refreshes every gym view (member
 * counts and lists change with it) and says so in a toast.
 */
export function useSetHomeGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gymId: number | null) =>
      gymId === null ? api.delete<MyHomeGym>('/api/gyms/home') : api.put<MyHomeGym>(`/api/gyms/${gymId}/home`),
    onSuccess: (answer) => {
      queryClient.setQueryData(gymKeys.home, answer);
      void refreshAfterWrite(queryClient, gymKeys.all);
      toast({
        title: GYM_TOASTS.success,
        description: answer.gym ? GYM_TOASTS.homeGymSet(answer.gym.name) : GYM_TOASTS.homeGymRemoved,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: GYM_TOASTS.error,
        description: errorMessage(error, GYM_TOASTS.homeGymFailed),
        variant: 'destructive',
      }),
  });
}
