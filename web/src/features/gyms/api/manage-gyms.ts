import { GYM_TOASTS } from '@common/gyms-texts';
import type { Gym, GymInputParsed } from '@common/schemas/gyms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import { gymKeys } from './query-keys';

/** Admin: POST /api/gyms (no id) or PUT /api/gyms/{id}. Every gym list is refreshed afterwards. */
export function useSaveGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: GymInputParsed }) =>
      id === undefined ? api.post<Gym>('/api/gyms', input) : api.put<Gym>(`/api/gyms/${id}`, input),
    onSuccess: (gym, { id }) => {
      void refreshAfterWrite(queryClient, gymKeys.all);
      const description = id === undefined ? GYM_TOASTS.created(gym.name) : GYM_TOASTS.updated(gym.name);
      toast({ title: GYM_TOASTS.success, description, variant: 'success' });
    },
    onError: (error, { id }) => {
      const fallback = id === undefined ? GYM_TOASTS.createFailed : GYM_TOASTS.updateFailed;
      toast({ title: GYM_TOASTS.error, description: errorMessage(error, fallback), variant: 'destructive' });
    },
  });
}

/** Admin: DELETE /api/gyms/{id}. */
export function useDeleteGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gym: Pick<Gym, 'id' | 'name'>) => api.delete<void>(`/api/gyms/${gym.id}`),
    onSuccess: (_answer, gym) => {
      void refreshAfterWrite(queryClient, gymKeys.all);
      toast({ title: GYM_TOASTS.success, description: GYM_TOASTS.deleted(gym.name), variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: GYM_TOASTS.error,
        description: errorMessage(error, GYM_TOASTS.deleteFailed),
        variant: 'destructive',
      }),
  });
}
