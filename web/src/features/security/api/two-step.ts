import type { ConfirmTotpInput, PasswordAndCodeInput, RecoveryCodes, TotpSetup } from '@common/schemas/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASKS_FOR_RECENT_SIGN_IN, withRecentSignIn } from '@/features/auth';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** POST /api/account/two-factor/totp: a new key (needs a recent sign-in: asked for here). */
export function useStartTwoStep() {
  return useMutation({
    meta: ASKS_FOR_RECENT_SIGN_IN,
    mutationFn: () => withRecentSignIn(() => api.post<TotpSetup>('/api/account/two-factor/totp')),
  });
}

/** Everything about the member's security (and the admin area's answers) is read again after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: securityKeys.all });
    void client.invalidateQueries({ queryKey: ['admin'] });
  };
}

/** POST /api/account/two-factor/totp/confirm: the first code turns it on; the recovery codes, once. */
export function useConfirmTwoStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ConfirmTotpInput) => api.post<RecoveryCodes>('/api/account/two-factor/totp/confirm', input),
    onSuccess: refresh,
  });
}

export function useTurnOffTwoStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PasswordAndCodeInput) => api.post<void>('/api/account/two-factor/disable', input),
    onSuccess: refresh,
  });
}

export function useRemakeRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PasswordAndCodeInput) =>
      api.post<RecoveryCodes>('/api/account/two-factor/recovery-codes', input),
    onSuccess: refresh,
  });
}
