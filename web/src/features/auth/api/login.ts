import type { LoginInput } from '@common/schemas/auth';
import type { TwoFactorLoginInput } from '@common/schemas/security';
import type { User } from '@common/schemas/user';
import { TOASTS } from '@common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { returnPathFrom } from '../lib/return-path';
import { signWithPasskey } from '../lib/webauthn';
import { useSession } from '../session-provider';
import { isUser } from '../session-storage';
import { getCurrentUser } from './get-current-user';

/** What a correct password answers: the member, or the demand for a second step (issue 35). */
export type LoginAnswer = { user: User } | { twoFactorRequired: true };

/** POST /api/auth/login. The body may be empty (spec section 7): then the user is fetched. */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await api.post<unknown>('/api/auth/login', input);
  if (isUser(answer)) return { user: answer };
  if ((answer as { twoFactorRequired?: unknown } | null)?.twoFactorRequired === true)
    return { twoFactorRequired: true };
  const user = await getCurrentUser();
  if (!user) throw new Error(TOASTS.loginFailed);
  return { user };
}

/** What every way of signing in does at the end: the session, a fresh feed, the page asked for. */
function useSignedIn() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return (user: User) => {
    setUser(user);
    void queryClient.invalidateQueries({ queryKey: ['posts'] });
    toast({ title: TOASTS.loginSuccessful, description: TOASTS.welcomeBack, variant: 'success' });
    navigate(returnPathFrom(location.state), { replace: true });
  };
}

const failed = (error: unknown) =>
  toast({ title: TOASTS.loginFailed, description: errorMessage(error, TOASTS.loginFallback), variant: 'destructive' });

/**
 * Signs in, refreshes the feed and goes to the dashboard (or the guarded page asked for); a
 * failure shows 'Login failed'. A member with two-step sign-in gets `onSecondStep` instead.
 */
export function useLogin(onSecondStep: () => void) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => ('user' in answer ? signedIn(answer.user) : onSecondStep()),
    onError: failed,
  });
}

/** POST /api/auth/login/two-factor: the code (or a recovery code) after the password. */
export function useSecondStep() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: TwoFactorLoginInput) => api.post<User>('/api/auth/login/two-factor', input),
    onSuccess: signedIn,
  });
}

/** Signs in with a passkey alone: the server's challenge, the browser's prompt, the answer. */
export function usePasskeySignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async () => {
      const options = await api.post<unknown>('/api/auth/passkey/options');
      const response = await signWithPasskey(options);
      return api.post<User>('/api/auth/passkey', { response });
    },
    onSuccess: signedIn,
  });
}
