import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { api } from '@/lib/api-client';

/** DELETE /api/users/{id}: the account and everything in it; the server ends the session. */
export function useDeleteAccount() {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/users/${user!.id}`),
    onSuccess: async () => {
      // Nothing of the deleted member stays in this browser (setUser(null) clears the stored copy).
      await queryClient.cancelQueries();
      queryClient.getQueryCache().clear();
      setUser(null);
    },
  });
}
