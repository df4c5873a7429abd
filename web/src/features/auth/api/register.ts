import type { RegisterBody } from '@common/schemas/auth';
import type { User } from '@common/schemas/user';
import { TOASTS } from '@common/texts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useSession } from '../session-provider';

/** POST /api/auth/register: creates the account and signs it in (the answer sets the cookie). */
export function register(input: RegisterBody): Promise<User> {
  return api.post<User>('/api/auth/register', input);
}

/** Creates the account and goes to the dashboard; a failure shows 'Registration failed'. */
export function useRegister() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      setUser(user);
      toast({ title: TOASTS.accountCreated, description: TOASTS.registrationSuccessful, variant: 'success' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        title: TOASTS.registrationFailed,
        description: errorMessage(error, TOASTS.registrationFallback),
        variant: 'destructive',
      });
    },
  });
}
