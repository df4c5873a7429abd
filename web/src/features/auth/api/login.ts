import type { LoginInput } from '@common/schemas/auth';
import type { User } from '@common/schemas/user';
import { TOASTS } from '@common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useSession } from '../session-provider';
import { isUser } from '../session-storage';
import { getCurrentUser } from './get-current-user';

/** POST /api/auth/login. The body may be empty (spec section 7): then the user is fetched. */
export async function login(input: LoginInput): Promise<User> {
  const answer = await api.post<unknown>('/api/auth/login', input);
  if (isUser(answer)) return answer;
  const user = await getCurrentUser();
  if (!user) throw new Error(TOASTS.loginFailed);
  return user;
}

/** Signs in, refreshes the feed and goes to the dashboard; a failure shows 'Login failed'. */
export function useLogin() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      toast({ title: TOASTS.loginSuccessful, description: TOASTS.welcomeBack, variant: 'success' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        title: TOASTS.loginFailed,
        description: errorMessage(error, TOASTS.loginFallback),
        variant: 'destructive',
      });
    },
  });
}
