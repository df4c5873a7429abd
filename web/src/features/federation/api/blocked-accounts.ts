import type { BlockedAccount } from '@common/federation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { federationKeys } from './keys';

/** GET /api/admin/federation/blocked-accounts (admins only): remote accounts blocked for everyone. */
export const useBlockedAccounts = () =>
  useQuery({
    queryKey: federationKeys.blockedAccounts,
    queryFn: ({ signal }) =>
      api.get<{ items: BlockedAccount[] }>('/api/admin/federation/blocked-accounts', { signal }).then((a) => a.items),
  });

type Change = { block: string } | { unblock: BlockedAccount };

/**
 * POST /api/admin/federation/blocked-accounts {handle}, or DELETE .../{id}: the list is fetched
 * again. Blocking's errors (an unknown account, an unreachable server) are the form's to show.
 */
export function useSetAccountBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<void> => {
      if ('block' in change)
        await api.post<BlockedAccount>('/api/admin/federation/blocked-accounts', { handle: change.block });
      else await api.delete<void>(`/api/admin/federation/blocked-accounts/${change.unblock.id}`);
    },
    onSuccess: (_answer, change) => {
      const handle = 'block' in change ? change.block : change.unblock.handle;
      toast({
        title: 'block' in change ? 'Account blocked' : 'Account unblocked',
        description: handle,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: federationKeys.blockedAccounts });
    },
    // Unblocking has no form to show its error in.
    onError: (error, change) => {
      if ('unblock' in change)
        toast({
          title: 'Error',
          description: errorMessage(error, 'That did not work. Please try again.'),
          variant: 'destructive',
        });
    },
  });
}
