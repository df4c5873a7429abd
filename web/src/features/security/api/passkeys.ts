import type { Passkey } from '@common/schemas/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASKS_FOR_RECENT_SIGN_IN, createPasskey, withRecentSignIn } from '@/features/auth';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

export function usePasskeys() {
  return useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: ({ signal }) => api.get<Passkey[]>('/api/account/passkeys', { signal }),
  });
}

/** Options from the server (a recent sign-in, asked for here), the browser's prompt, then the new passkey. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    meta: ASKS_FOR_RECENT_SIGN_IN,
    mutationFn: async (name: string) => {
      const options = await withRecentSignIn(() => api.post<unknown>('/api/account/passkeys/options'));
      const response = await createPasskey(options);
      return api.post<Passkey>('/api/account/passkeys', { name, response });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/account/passkeys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
