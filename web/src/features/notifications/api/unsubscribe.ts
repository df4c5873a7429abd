import type { UnsubscribeList } from '@common/account-email-texts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/mail/unsubscribe with the signed token from an email: no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ list: UnsubscribeList; message: string }>('/api/mail/unsubscribe', { token }),
  });
}
