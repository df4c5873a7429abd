import type { RemoteAccount } from '@common/federation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { federationKeys } from './keys';

export type RemoteAction = 'follow' | 'unfollow' | 'block' | 'unblock';

const CALLS: Record<RemoteAction, { method: 'post' | 'delete'; path: string; done: string }> = {
  follow: { method: 'post', path: 'follow', done: 'Follow request sent' },
  unfollow: { method: 'delete', path: 'follow', done: 'Unfollowed' },
  block: { method: 'post', path: 'block', done: 'Blocked' },
  unblock: { method: 'delete', path: 'block', done: 'Unblocked' },
};

/**
 * POST|DELETE /api/federation/accounts/{id}/follow and .../block: each answers the account as it
 * is now, which replaces it in every lookup shown; the home feed changes with a follow or block.
 */
export function useRemoteAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, action }: { account: RemoteAccount; action: RemoteAction }) => {
      const { method, path } = CALLS[action];
      const url = `/api/federation/accounts/${encodeURIComponent(account.id)}/${path}`;
      return method === 'post' ? api.post<RemoteAccount>(url) : api.delete<RemoteAccount>(url);
    },
    onSuccess: (account, { action }) => {
      queryClient.setQueriesData<RemoteAccount | null>({ queryKey: federationKeys.lookups }, (shown) =>
        shown?.id === account.id ? account : shown,
      );
      void queryClient.invalidateQueries({ queryKey: ['posts'], refetchType: 'none' });
      const done = action === 'follow' && account.following === 'accepted' ? 'Following' : CALLS[action].done;
      toast({ title: done, description: account.handle, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'That did not work. Please try again.'),
        variant: 'destructive',
      }),
  });
}
