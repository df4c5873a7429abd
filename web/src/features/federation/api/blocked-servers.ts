import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { federationKeys } from './keys';

export interface BlockedServer {
  host: string;
  blockedAt: string;
}

/** GET /api/admin/federation/blocked-servers (admins only). */
export const useBlockedServers = () =>
  useQuery({
    queryKey: federationKeys.blockedServers,
    queryFn: ({ signal }) =>
      api.get<{ items: BlockedServer[] }>('/api/admin/federation/blocked-servers', { signal }).then((a) => a.items),
  });

/** POST /api/admin/federation/blocked-servers {host}, or DELETE .../{host}: the list is fetched again. */
export function useSetServerBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ host, blocked }: { host: string; blocked: boolean }) =>
      blocked
        ? api.post<void>('/api/admin/federation/blocked-servers', { host })
        : api.delete<void>(`/api/admin/federation/blocked-servers/${encodeURIComponent(host)}`),
    onSuccess: (_none, { host, blocked }) => {
      toast({ title: blocked ? 'Server blocked' : 'Server unblocked', description: host, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: federationKeys.blockedServers });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'That did not work. Please try again.'),
        variant: 'destructive',
      }),
  });
}
