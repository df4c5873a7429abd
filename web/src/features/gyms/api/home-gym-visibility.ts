import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gymKeys } from './query-keys';

interface Visibility {
  visible: boolean;
}

/** GET /api/gyms/home/visibility: whether the member appears on their home gym's page (D14). */
export function useHomeGymVisibility() {
  return useQuery({
    queryKey: gymKeys.homeVisibility,
    queryFn: ({ signal }) => api.get<Visibility>('/api/gyms/home/visibility', { signal }),
  });
}

/** PUT /api/gyms/home/visibility; gym pages' member lists change with it. */
export function useSetHomeGymVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => api.put<Visibility>('/api/gyms/home/visibility', { visible }),
    // The box follows the member's click at once (a checkbox that does not move reads as broken)
    // and goes back to what is stored if saving fails.
    onMutate: async (visible) => {
      await client.cancelQueries({ queryKey: gymKeys.homeVisibility });
      const before = client.getQueryData<Visibility>(gymKeys.homeVisibility);
      client.setQueryData<Visibility>(gymKeys.homeVisibility, { visible });
      return { before };
    },
    onError: (_error, _visible, context) => client.setQueryData(gymKeys.homeVisibility, context?.before),
    onSuccess: (answer) => {
      client.setQueryData(gymKeys.homeVisibility, answer);
      void client.invalidateQueries({ queryKey: gymKeys.all, refetchType: 'active' });
    },
  });
}
