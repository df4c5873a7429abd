import type { LeaderboardEntry, SegmentDetail, SegmentEffort, SegmentPath } from '@common/schemas/segments';
import { presentUserSummary } from '../users';
import type { BoardRow } from './board-repository';
import type { EffortRow, SegmentRow } from './repository';

export function presentEffort(row: EffortRow): SegmentEffort {
  return {
    id: row.id,
    activityId: row.activity_id,
    startedAt: row.started_at.toISOString(),
    elapsedSeconds: row.elapsed_s,
  };
}

export function presentSegment(row: SegmentRow, own: EffortRow[], best: EffortRow | undefined): SegmentDetail {
  return {
    id: row.id,
    name: row.name,
    sport: row.sport,
    distanceM: row.distance_m,
    path: JSON.parse(row.page) as SegmentPath,
    creator: row.creator && presentUserSummary(row.creator),
    createdAt: row.created_at.toISOString(),
    myEfforts: own.map(presentEffort),
    personalBest: best ? presentEffort(best) : null,
  };
}

export function presentEntry(row: BoardRow, rank: number): LeaderboardEntry {
  return {
    rank,
    effortId: row.effort_id,
    activityId: row.activity_id,
    user: presentUserSummary(row.user),
    elapsedSeconds: row.elapsed_s,
    startedAt: new Date(row.started_at).toISOString(),
  };
}

/**
 * Ranks of a board page (equal times share a rank): the first from the members faster than it,
 * each next one from the members before it on the board, unless it ties with the one before.
 */
export function pageRanks(rows: Pick<BoardRow, 'elapsed_s'>[], faster: number, before: number): number[] {
  const ranks: number[] = [];
  rows.forEach((row, i) => {
    if (i === 0) ranks.push(faster + 1);
    else ranks.push(row.elapsed_s === rows[i - 1].elapsed_s ? ranks[i - 1] : before + i + 1);
  });
  return ranks;
}
