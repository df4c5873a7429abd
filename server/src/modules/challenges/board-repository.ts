import type { LeaderboardQuery } from '@common/schemas/challenges';
import type { UserSummary } from '@common/schemas/user';
import type { Queryable } from '../../db/pool';
import { blockedIdsSql } from '../access';
import { memberJsonSql } from '../clubs';

// The leaderboard in one statement (docs/decisions/0033): the top rows are an index range of
// challenge_participants_board_idx; the viewer's rank comes from the rank histogram (the buckets
// above theirs, then those above them inside their own bucket), never from counting everyone
// ahead. Members hidden from the viewer (blocked either way, suspended) are left out of the rows,
// the ranks and the total alike. Parameters: $1 challenge, $2 viewer, $3 viewer is admin, $4 limit,
// $5/$6 the cursor (value, user id) or null.

/** Members the viewer does not see: blocks either way (not for admins) and suspended members. */
const HIDDEN = `select blk.id from (${blockedIdsSql('$2::int')}) blk(id) where not $3::boolean
  union select u.id from users u where u.suspended_at is not null`;

/** How many visible participants are ahead of a value `v` (a SQL expression). */
const aheadOf = (v: string) => `(
  coalesce((select sum(b.n) from challenge_rank_buckets b where b.challenge_id = $1 and b.bucket > challenge_bucket(${v})), 0)
  + (select count(*) from challenge_participants q where q.challenge_id = $1 and q.bucket = challenge_bucket(${v}) and q.value > ${v})
  - (select count(*) from hidden x join challenge_participants h on h.challenge_id = $1 and h.user_id = x.id where h.value > ${v})
)`;

const BOARD_SQL = `
with hidden as materialized (${HIDDEN}),
page as (
  select p.user_id, p.value from challenge_participants p
  where p.challenge_id = $1 and p.user_id not in (select id from hidden)
    and ($5::numeric is null or p.value < $5 or (p.value = $5 and p.user_id > $6))
  order by p.value desc, p.user_id limit $4
),
ranked as (
  select pg.user_id, pg.value,
    case when $5::numeric is null then rank() over (order by pg.value desc)
         else 1 + ${aheadOf('pg.value')} end as rank
  from page pg
)
select
  (select coalesce(json_agg(json_build_object('rank', r.rank, 'user', ${memberJsonSql('u')}, 'value', r.value)
     order by r.value desc, r.user_id), '[]'::json)
   from ranked r join users u on u.id = r.user_id) as rows,
  (select json_build_object('rank', 1 + ${aheadOf('me.value')}, 'user', ${memberJsonSql('mu')}, 'value', me.value,
     'privateValue', me.private_value)
   from challenge_participants me join users mu on mu.id = me.user_id
   where me.challenge_id = $1 and me.user_id = $2) as me,
  ch.total - coalesce((select sum(h.value) from hidden x join challenge_participants h
                       on h.challenge_id = $1 and h.user_id = x.id), 0) as total,
  ch.target, ch.participant_count
from challenges ch where ch.id = $1`;

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
  const { rows } = await db.query<BoardRead>({
    name: 'challenge-board',
    text: BOARD_SQL,
    values: [
      challengeId,
      viewer.id,
      viewer.isAdmin,
      query.limit,
      query.after?.value ?? null,
      query.after?.userId ?? null,
    ],
  });
  const board = rows[0];
  if (!board) return undefined;
  // json_build_object writes numerics as JSON numbers already; ranks may come as strings from bigint sums.
  for (const r of board.rows) r.rank = Number(r.rank);
  if (board.me) board.me.rank = Number(board.me.rank);
  return board;
}
