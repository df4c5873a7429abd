import type { Leaderboard, LeaderboardPeriod, LeaderboardScope } from '@common/schemas/segments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { segmentKeys } from './keys';

export const BOARD_PAGE = 10;

/**
 * GET /api/segments/{id}/leaderboard: the board fastest first, a page at a time (`after` the last
 * entry's effort), with the member's own place on the first page.
 */
export function leaderboardOptions(id: number, period: LeaderboardPeriod, scope: LeaderboardScope) {
  return infiniteQueryOptions({
    queryKey: segmentKeys.board(id, period, scope),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ period, scope, limit: String(BOARD_PAGE) });
      if (pageParam != null) search.set('after', String(pageParam));
      return api.get<Leaderboard>(`/api/segments/${id}/leaderboard?${search}`, { signal });
    },
    getNextPageParam: (last: Leaderboard) =>
      last.entries.length < BOARD_PAGE ? undefined : last.entries[last.entries.length - 1].effortId,
  });
}

export function useLeaderboard(id: number, period: LeaderboardPeriod, scope: LeaderboardScope) {
  return useInfiniteQuery(leaderboardOptions(id, period, scope));
}
