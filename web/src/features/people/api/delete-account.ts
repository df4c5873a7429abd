import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASKS_FOR_RECENT_SIGN_IN, useSession, withRecentSignIn } from '@/features/auth';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/users/{id}: the account and everything in it; the server ends the session. It needs
 * a recent sign-in (issue 35): past 10 minutes the member confirms it is them, then it goes on.
 */
export function useDeleteAccount() {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    meta: ASKS_FOR_RECENT_SIGN_IN,
    mutationFn: () => withRecentSignIn(() => api.delete<void>(`/api/users/${user!.id}`)),
    onSuccess: async () => {
      // Nothing of the deleted member stays in this browser (setUser(null) clears the stored copy).
      await queryClient.cancelQueries();
      queryClient.getQueryCache().clear();
      setUser(null);
    },
  });
}
