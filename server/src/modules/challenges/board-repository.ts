import type { LeaderboardQuery } from '@common/schemas/challenges';
import type { UserSummary } from '@common/schemas/user';
import type { Queryable } from '../../db/pool';
import { blockedIdsSql } from '../access';
import { memberJsonSql } from '../clubs';

// The leaderboard in one statement (docs/decisions/0033): the top rows are an index range of
// challenge_participants_board_idx; the viewer's rank comes from the rank histogram (the buckets
// above theirs, then those above them inside their own bucket), never from counting everyone
// ahead. Members hidden from the viewer (blocked either way, suspended) are left out of the rows,
// the ranks and the total alike. Parameters: $1 challenge, $2 viewer, $3 viewer is admin, and on
// later pages $4/$5 the cursor (value, user id); the page size is part of the statement's text.

/** Members the viewer does not see: blocks either way (not for admins) and suspended members. */
const HIDDEN = `select blk.id from (${blockedIdsSql('$2::int')}) blk(id) where not $3::boolean
  union select u.id from users u where u.suspended_at is not null`;

/**
 * How many visible participants are ahead of a value `v` in bucket `bucket` (SQL expressions: the
 * standing's stored bucket, so the numeric logarithm of challenge_bucket() is not computed again
 * for every histogram row it is compared with).
 */
const aheadOf = (v: string, bucket: string) => `(
  coalesce((select sum(b.n) from challenge_rank_buckets b where b.challenge_id = $1 and b.bucket > ${bucket}), 0)
  + (select count(*) from challenge_participants q where q.challenge_id = $1 and q.bucket = ${bucket} and q.value > ${v})
  - (select count(*) from hidden x join challenge_participants h on h.challenge_id = $1 and h.user_id = x.id where h.value > ${v})
)`;

/** A later page's row's stored bucket (the first page ranks itself, its scan stays index-only). */
const PAGE_ROW_BUCKET = `(select x.bucket from challenge_participants x where x.challenge_id = $1 and x.user_id = pg.user_id)`;

/**
 * The board statement. The first page (no cursor) is its own statement: without the cursor's
 * `$5 is null or ...` branches PostgreSQL can keep one generic plan for it after a few runs and
 * stop planning it per request (the cursor's form, planned generically, would scan the board).
 * Each row's member is a lookup by primary key, so a generic plan, which cannot know the page is
 * small, never hashes the whole users table for it.
 */
function boardSql(paged: boolean, limit: number): string {
  const page = paged
    ? `select p.user_id, p.value from challenge_participants p
       where p.challenge_id = $1 and p.user_id not in (select id from hidden)
         and (p.value < $4 or (p.value = $4 and p.user_id > $5))
       order by p.value desc, p.user_id limit ${limit}`
    : `select p.user_id, p.value from challenge_participants p
       where p.challenge_id = $1 and p.user_id not in (select id from hidden)
       order by p.value desc, p.user_id limit ${limit}`;
  const rank = paged ? `1 + ${aheadOf('pg.value', PAGE_ROW_BUCKET)}` : 'rank() over (order by pg.value desc)';
  return `
with hidden as materialized (${HIDDEN}),
page as (${page}),
ranked as (select pg.user_id, pg.value, ${rank} as rank from page pg)
select
  (select coalesce(json_agg(json_build_object('rank', r.rank, 'user',
       (select ${memberJsonSql('u')} from users u where u.id = r.user_id), 'value', r.value)
     order by r.value desc, r.user_id), '[]'::json)
   from ranked r) as rows,
  (select json_build_object('rank', 1 + ${aheadOf('me.value', 'me.bucket')}, 'user', ${memberJsonSql('mu')}, 'value', me.value,
     'privateValue', me.private_value)
   from challenge_participants me join users mu on mu.id = me.user_id
   where me.challenge_id = $1 and me.user_id = $2) as me,
  ch.total - coalesce((select sum(h.value) from hidden x join challenge_participants h
                       on h.challenge_id = $1 and h.user_id = x.id), 0) as total,
  ch.target, ch.participant_count
from challenges ch where ch.id = $1`;
}

// One statement per page size (a whole number the query schema bounds), written into the text:
// a generic plan that knows its limit costs what a custom one does, so PostgreSQL keeps it.
const statements = new Map<string, string>();
function statement(paged: boolean, limit: number): { name: string; text: string } {
  const name = `challenge-board-${paged ? 'after' : 'first'}-${Math.trunc(limit)}`;
  let text = statements.get(name);
  if (!text) {
    text = boardSql(paged, Math.trunc(limit));
    statements.set(name, text);
  }
  return { name, text };
}

export interface BoardRow {
  rank: number;
  user: UserSummary;
  value: number;
}

export interface BoardRead {
  rows: BoardRow[];
  me: (BoardRow & { privateValue: number }) | null;
  total: number;
  target: number | null;
  participant_count: number;
}

export async function readBoard(
  db: Queryable,
  challengeId: number,
  viewer: { id: number; isAdmin: boolean },
  query: LeaderboardQuery,
): Promise<BoardRead | undefined> {
  const base = [challengeId, viewer.id, viewer.isAdmin];
  const { rows } = await db.query<BoardRead>(
    query.after
      ? { ...statement(true, query.limit), values: [...base, query.after.value, query.after.userId] }
      : { ...statement(false, query.limit), values: base },
  );
  const board = rows[0];
  if (!board) return undefined;
  // json_build_object writes numerics as JSON numbers already; ranks may come as strings from bigint sums.
  for (const r of board.rows) r.rank = Number(r.rank);
  if (board.me) board.me.rank = Number(board.me.rank);
  return board;
}
