import type { RemoteFollower } from '@common/federation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { federationKeys } from './keys';

interface FollowersPage {
  items: RemoteFollower[];
  nextCursor: string | null;
}

/** GET /api/federation/followers?cursor=: the remote accounts following the member (Load More pages). */
export function useRemoteFollowers() {
  const query = useInfiniteQuery({
    queryKey: federationKeys.followers,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<FollowersPage>(
        `/api/federation/followers${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          signal,
        },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** POST /api/federation/followers/{id}/approve, or DELETE /api/federation/followers/{id} (reject or remove). */
export function useDecideRemoteFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ follower, approve }: { follower: RemoteFollower; approve: boolean }) => {
      const url = `/api/federation/followers/${encodeURIComponent(follower.id)}`;
      return approve ? api.post<void>(`${url}/approve`) : api.delete<void>(url);
    },
    onSuccess: (_none, { follower, approve }) => {
      toast({
        title: approve ? 'Follower approved' : follower.status === 'pending' ? 'Request declined' : 'Follower removed',
        description: follower.handle,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: federationKeys.followers });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'That did not work. Please try again.'),
        variant: 'destructive',
      }),
  });
}
