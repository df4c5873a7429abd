import type { AccountEmailStatus, ChangeEmailInput } from '@common/schemas/account-email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export const accountEmailKey = ['account', 'email'] as const;

/** GET /api/account/email: the address, whether it is confirmed, and a change waiting for its link. */
export function useAccountEmail() {
  return useQuery({
    queryKey: accountEmailKey,
    queryFn: ({ signal }) => api.get<AccountEmailStatus>('/api/account/email', { signal }),
  });
}

/** POST /api/account/email and DELETE /api/account/email/pending: the answer is the new status. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  const onSuccess = (status: AccountEmailStatus) => queryClient.setQueryData(accountEmailKey, status);
  return {
    request: useMutation({
      mutationFn: (input: ChangeEmailInput) => api.post<AccountEmailStatus>('/api/account/email', input),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: () => api.delete<AccountEmailStatus>('/api/account/email/pending'),
      onSuccess,
    }),
  };
}

/** POST /api/auth/verify-email: works signed out; a signed-in member's data is refreshed after. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ email: string; verified: true; message: string }>('/api/auth/verify-email', { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountEmailKey });
    },
  });
}

/** POST /api/auth/verify-email/resend: a new link for the address waiting for confirmation. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<{ message: string }>('/api/auth/verify-email/resend') });
}
