import type { LeaderboardPeriod, LeaderboardScope } from '@common/schemas/segments';

/** Query keys of the segments feature; `['segments']` covers them all. */
export const segmentKeys = {
  all: ['segments'] as const,
  detail: (id: number) => ['segments', 'detail', id] as const,
  board: (id: number, period: LeaderboardPeriod, scope: LeaderboardScope) =>
    ['segments', 'board', id, period, scope] as const,
};

/** The activities feature's queries (its activity pages list their segment efforts): `['activities']`. */
export const ACTIVITY_QUERIES = ['activities'] as const;
