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

/** The hidden members who take part in this challenge, with their standing (few rows). */
const HIDDEN_HERE = `select h.user_id, h.value from hidden x
  join challenge_participants h on h.challenge_id = $1 and h.user_id = x.id`;

/**
 * How many visible participants are ahead of a value `v` whose stored bucket and fine bucket are
 * `bucket` and `fine` (migration 0221; SQL expressions, so no logarithm is computed again for
 * every histogram row they are compared with): those in the buckets above, those in the fine
 * buckets above inside the same bucket (fine buckets 16 (bucket - 1) + 1 to 16 bucket), and those
 * above inside the same fine bucket; less the hidden ones above.
 */
const aheadOf = (v: string, bucket: string, fine: string) => `(
  coalesce((select sum(b.n) from challenge_rank_buckets b where b.challenge_id = $1 and b.bucket > ${bucket}), 0)
  + coalesce((select sum(f.n) from challenge_rank_fine f
              where f.challenge_id = $1 and f.fine > ${fine} and f.fine <= 16 * ${bucket}), 0)
  + (select count(*) from challenge_participants q where q.challenge_id = $1 and q.fine = ${fine} and q.value > ${v})
  - (select count(*) from hidden_here x where x.value > ${v})
)`;

/** The viewer's own row and rank, or null when they do not take part. */
const ME = `(select json_build_object('rank', 1 + ${aheadOf('me.value', 'me.bucket', 'me.fine')}, 'user', ${memberJsonSql('mu')},
     'value', me.value, 'privateValue', me.private_value)
   from challenge_participants me join users mu on mu.id = me.user_id
   where me.challenge_id = $1 and me.user_id = $2)`;

/**
 * What the viewer does not see, their own row, and the challenge's figures less what they do not
 * see: the part of a board read no cache can answer. Columns of `challenges ch`.
 */
const VIEWER_CTES = `hidden as materialized (${HIDDEN}), hidden_here as materialized (${HIDDEN_HERE})`;
const VIEWER_COLUMNS = `(select coalesce(array_agg(user_id), '{}') from hidden_here) as hidden_ids,
  ${ME} as me,
  ch.total - (select coalesce(sum(value), 0) from hidden_here) as total,
  ch.target, ch.participant_count`;

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
  // The first page ranks itself (its scan stays index-only); a later page's rows look up their buckets.
  const ranked = paged
    ? `select pg.user_id, pg.value, 1 + ${aheadOf('pg.value', 'x.bucket', 'x.fine')} as rank from page pg
       join challenge_participants x on x.challenge_id = $1 and x.user_id = pg.user_id`
    : 'select pg.user_id, pg.value, rank() over (order by pg.value desc) as rank from page pg';
  return `
with ${VIEWER_CTES},
page as (${page}),
ranked as (${ranked})
select
  (select coalesce(json_agg(json_build_object('rank', r.rank, 'user',
       (select ${memberJsonSql('u')} from users u where u.id = r.user_id), 'value', r.value)
     order by r.value desc, r.user_id), '[]'::json)
   from ranked r) as rows,
  ${VIEWER_COLUMNS}
from challenges ch where ch.id = $1`;
}

// One statement per page size (a whole number the query schema bounds), written into the text:
// a generic plan that knows its limit costs what a custom one does, so PostgreSQL keeps it.
const statements = new Map<string, string>();
function named(name: string, build: () => string): { name: string; text: string } {
  let text = statements.get(name);
  if (!text) {
    text = build();
    statements.set(name, text);
  }
  return { name, text };
}
const statement = (paged: boolean, limit: number) =>
  named(`challenge-board-${paged ? 'after' : 'first'}-${Math.trunc(limit)}`, () => boardSql(paged, Math.trunc(limit)));

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

/** What only the viewer's own read can answer: whom they do not see, their own row, the total. */
export type ViewerPart = Omit<BoardRead, 'rows'> & { hidden_ids: number[] };

/** The top of the board before anyone is left out: the same for every viewer, so it may be shared. */
export type BoardTop = { user: UserSummary; value: number }[];

const VIEWER_STATEMENT = {
  name: 'challenge-board-viewer',
  text: `with ${VIEWER_CTES} select ${VIEWER_COLUMNS} from challenges ch where ch.id = $1`,
};

/** The viewer's part alone, when the top of the board is already at hand; undefined for no such challenge. */
export async function readViewerPart(
  db: Queryable,
  challengeId: number,
  viewer: { id: number; isAdmin: boolean },
): Promise<ViewerPart | undefined> {
  const { rows } = await db.query<ViewerPart>({
    ...VIEWER_STATEMENT,
    values: [challengeId, viewer.id, viewer.isAdmin],
  });
  return rows[0] && withNumericRanks(rows[0]);
}

/** The top `n` of everyone (each member a primary-key lookup, as above) and the viewer's part, in one statement. */
const topSql = (n: number) => `
with ${VIEWER_CTES},
top as (select p.user_id, p.value from challenge_participants p where p.challenge_id = $1
        order by p.value desc, p.user_id limit ${n})
select ${VIEWER_COLUMNS},
  (select coalesce(json_agg(json_build_object('user', (select ${memberJsonSql('u')} from users u where u.id = t.user_id),
     'value', t.value) order by t.value desc, t.user_id), '[]'::json) from top t) as top
from challenges ch where ch.id = $1`;

export async function readTopWithViewer(
  db: Queryable,
  challengeId: number,
  viewer: { id: number; isAdmin: boolean },
  n: number,
): Promise<(ViewerPart & { top: BoardTop }) | undefined> {
  const { rows } = await db.query<ViewerPart & { top: BoardTop }>({
    ...named(`challenge-board-top-${Math.trunc(n)}`, () => topSql(Math.trunc(n))),
    values: [challengeId, viewer.id, viewer.isAdmin],
  });
  return rows[0] && withNumericRanks(rows[0]);
}

function withNumericRanks<T extends { me: BoardRead['me'] }>(read: T): T {
  if (read.me) read.me.rank = Number(read.me.rank);
  return read;
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
  if (!rows[0]) return undefined;
  const { hidden_ids: _, ...board } = rows[0] as BoardRead & { hidden_ids: number[] };
  // json_build_object writes numerics as JSON numbers already; ranks may come as strings from bigint sums.
  for (const r of board.rows) r.rank = Number(r.rank);
  return withNumericRanks(board);
}
