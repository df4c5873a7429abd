import type { FollowCounts } from '@common/schemas/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/follows/counts/{userId}: followers, following and whether the member follows them. */
export const followCountsOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: peopleKeys.counts(userId ?? 0),
    queryFn: ({ signal }) => api.get<FollowCounts>(`/api/follows/counts/${userId}`, { signal }),
    enabled: userId !== undefined,
  });

export function useFollowCounts(userId: number | undefined) {
  return useQuery(followCountsOptions(userId));
}
