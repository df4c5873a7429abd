import { OFFLINE_TEXTS } from '@common/offline-texts';
import { TOASTS } from '@common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { loadOfflineSignOut } from '@/features/offline';
import { api, errorMessage } from '@/lib/api-client';
import { useSession } from '../session-provider';
import { clearStoredUser } from '../session-storage';

/** POST /api/auth/logout: ends the session on the server (204). */
export async function logout(): Promise<void> {
  await api.post('/api/auth/logout');
}

/**
 * Signs out: the stored copy and every cached query go first, so nothing of this member stays
 * on screen even if the call fails; then the server ends the session and the visitor goes to /.
 * The device's offline data goes too (issue 17: IndexedDB stores and caches); workouts not yet
 * synced are sent first, and the member is asked before any that could not be are deleted.
 */
export function useLogout() {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (): Promise<'signed-out' | 'kept'> => {
      // Loaded on sign-out only: the landing page does not carry IndexedDB code.
      const offline = await loadOfflineSignOut();
      if (user && !(await offline.confirmUnsynced(user.id, OFFLINE_TEXTS.logoutUnsynced))) return 'kept';
      await offline.clearOfflineData();
      clearStoredUser();
      await queryClient.cancelQueries();
      queryClient.getQueryCache().clear();
      setUser(null);
      await logout();
      return 'signed-out';
    },
    onSuccess: (outcome) => {
      if (outcome === 'kept') return;
      toast({ title: TOASTS.loggedOut });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      toast({
        title: TOASTS.logoutFailed,
        description: errorMessage(error, TOASTS.logoutFallback),
        variant: 'destructive',
      });
      navigate('/', { replace: true });
    },
  });
}
