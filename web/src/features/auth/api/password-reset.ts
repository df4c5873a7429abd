import type { PasswordResetInput, PasswordResetRequest } from '@common/schemas/account-email';
import type { User } from '@common/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-reset: always the same answer, whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) => api.post<{ message: string }>('/api/auth/password-reset', input),
  });
}

/**
 * POST /api/auth/password-reset/confirm: the new password; the answer signs this browser in, or,
 * with two-step sign-in on, asks for the code first.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      api.post<User | { twoFactorRequired: true }>('/api/auth/password-reset/confirm', input),
  });
}
