import { TOASTS } from '@common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
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
 */
export function useLogout() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      clearStoredUser();
      await queryClient.cancelQueries();
      queryClient.getQueryCache().clear();
      setUser(null);
      await logout();
    },
    onSuccess: () => {
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
