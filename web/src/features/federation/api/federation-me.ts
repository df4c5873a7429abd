import type { FederationMe } from '@common/federation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { federationKeys } from './keys';

/** GET /api/federation/me: whether the member's public posts go to the fediverse, and their handle there. */
export const useFederationMe = () =>
  useQuery({
    queryKey: federationKeys.me,
    queryFn: ({ signal }) => api.get<FederationMe>('/api/federation/me', { signal }),
  });

/** PUT /api/federation/me: the switch in Settings; the answer is the new state. */
export function useSetFederation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<FederationMe>('/api/federation/me', { enabled }),
    onSuccess: (me) => {
      queryClient.setQueryData(federationKeys.me, me);
      toast({
        title: me.enabled ? 'Sharing with the fediverse' : 'No longer shared with the fediverse',
        description: me.enabled
          ? `People on Mastodon and other servers can follow you as ${me.handle}.`
          : 'Your posts stay on FitCircle and other servers cannot find you.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your choice could not be saved.'),
        variant: 'destructive',
      }),
  });
}
