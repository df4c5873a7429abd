import type { LeaderboardPeriod, LeaderboardScope } from '@common/schemas/segments';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import type { UserRow } from '../users';
import { visibleBestsSql, visibleCountsSql } from './board-sql';
import { BOARD_LEVEL_OF } from './levels';

/**
 * The board's SQL for a kind of viewer and scope (only the branches it needs: a small statement
 * PostgreSQL plans once and keeps), with $1 segment, $2 period, $3 viewer.
 */
function variant(q: Pick<BoardQuery, 'scope' | 'viewer'>) {
  const params = {
    segment: '$1::bigint',
    period: '$2::int',
    viewer: '$3::int',
    following: q.scope === 'following',
    admin: q.viewer.isAdmin,
  };
  return { key: `${q.scope}-${q.viewer.isAdmin ? 'admin' : 'member'}`, params };
}

export interface BoardRow {
  effort_id: number;
  user_id: number;
  elapsed_s: number;
  activity_id: number;
  started_at: Date;
  user: Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'>;
}

export interface BoardQuery {
  segmentId: number;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  viewer: Viewer;
}

/** 0 for all time, else this UTC year (segment_bests.period). */
export const periodKey = (period: LeaderboardPeriod, now = new Date()) => (period === 'all' ? 0 : now.getUTCFullYear());

const params = (q: BoardQuery) => [q.segmentId, periodKey(q.period), q.viewer.id];

const ROW_COLUMNS = `v.effort_id, v.user_id, v.elapsed_s, e.activity_id, e.started_at,
  json_build_object('id', u.id, 'username', u.username, 'name', u.name,
    'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) as "user"`;

/**
 * The entry `$4` (an effort id) of the board as the viewer sees it, as `(elapsed_s, effort_id)`:
 * no row when it is not on it. A page continues after an entry the viewer was shown, never after
 * any effort: where a page starts would tell the time of an effort hidden from them (a private
 * activity, a block, a privacy zone). Each branch finds it by segment_bests_effort_idx.
 */
const markSql = (v: ReturnType<typeof variant>) =>
  `select m.elapsed_s, m.effort_id from ${visibleBestsSql(v.params)} m where m.effort_id = $4::bigint`;

/**
 * A page of the board, fastest first, after the entry `after` (keyset on (elapsed_s, effort_id)).
 * An `after` that is not an entry of this board as the viewer sees it gives no rows (markSql):
 * `onBoard` then tells that apart from the end of the board.
 * The first page and the next ones are separate statements: without the keyset condition the
 * first page's plan reads each branch in board order and stops, and PostgreSQL can keep it.
 */
export async function boardPage(db: Queryable, q: BoardQuery, limit: number, after?: number): Promise<BoardRow[]> {
  const { rows } = await db.query<BoardRow>(boardPageStatement(q, limit, after));
  return rows;
}

/** boardPage's statement, to plan it in a test. */
export function boardPageStatement(q: BoardQuery, limit: number, after?: number) {
  const n = Math.max(1, Math.min(100, Math.trunc(limit)));
  const v = variant(q);
  const next = after !== undefined;
  const visible = visibleBestsSql(v.params, {
    where: next ? '(b.elapsed_s, b.effort_id) > (select mark.elapsed_s, mark.effort_id from mark)' : 'true',
    limit: n,
  });
  return {
    // One prepared statement per kind of viewer, scope, page size and first or next page.
    name: `segments-board-page-${v.key}-${n}${next ? '-next' : ''}`,
    // The mark is found once (materialized), not once per branch that compares with it. The page
    // is chosen first (each branch read in board order and stopped at the limit, then merged),
    // then only its rows are joined to their efforts and members.
    text: `${
      next
        ? `with mark as materialized (${markSql(v)})
      `
        : ''
    }select ${ROW_COLUMNS}
      from (select * from ${visible} v order by v.elapsed_s, v.effort_id limit ${n}) v
      join segment_efforts e on e.id = v.effort_id
      join users u on u.id = v.user_id
      order by v.elapsed_s, v.effort_id`,
    values: next ? [...params(q), after] : params(q),
  };
}

/** Whether the effort `effortId` is an entry of the board as the viewer sees it. */
export async function onBoard(db: Queryable, q: BoardQuery, effortId: number): Promise<boolean> {
  const v = variant(q);
  const { rows } = await db.query({
    name: `segments-board-mark-${v.key}`,
    text: `select exists (${markSql(v)}) as on_board`,
    values: [...params(q), effortId],
  });
  return rows[0].on_board === true;
}

/**
 * Of the members on the board: how many are faster than `elapsed` seconds (a rank is this plus
 * one), and how many come before the effort `effortId` with that time (keyset order).
 */
export async function countAhead(
  db: Queryable,
  q: BoardQuery,
  elapsed: number,
  effortId: number,
): Promise<{ faster: number; before: number }> {
  const { rows } = await db.query<{ faster: number; before: number }>({
    name: `segments-board-count-${variant(q).key}`,
    ...countAheadStatement(q, elapsed, effortId),
  });
  return rows[0];
}

/** countAhead's statement, to plan it in a test. */
export function countAheadStatement(q: BoardQuery, elapsed: number, effortId: number) {
  return {
    text: visibleCountsSql(variant(q).params, '$4::float8', '$5::bigint'),
    values: [...params(q), elapsed, effortId],
  };
}

/** The viewer's own best on this board (every effort of theirs but those on private activities), or undefined. */
export async function viewerRow(db: Queryable, q: BoardQuery): Promise<BoardRow | undefined> {
  const { rows } = await db.query<BoardRow>({
    name: 'segments-board-viewer',
    text: `select ${ROW_COLUMNS}
      from segment_bests v
      join segment_efforts e on e.id = v.effort_id
      join users u on u.id = v.user_id
      where v.segment_id = $1 and v.period = $2 and v.user_id = $3 and v.level = '${BOARD_LEVEL_OF.self}'`,
    values: [q.segmentId, periodKey(q.period), q.viewer.id],
  });
  return rows[0];
}
