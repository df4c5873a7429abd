import { POST_LIMITS } from '@common/schemas/posts';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { shownMemberSql } from '../access';
import { type PostRow, selectPostsOfPage } from './post-row';
import { formatTrendingCursor, type TrendingCursor } from './trending-cursor';
import { allowsGivenRelationSql, postVisibleSql, seesFriendsOnlySql, VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

export interface Page {
  limit: number;
  before?: number;
}

// Parameters: $1 viewer id, $2 viewer is admin, $3 cursor (or post id), $4 limit, $5 extra.
/** `?before=`, or above every id when there is none. */
export const CURSOR = 'coalesce($3::bigint, 9223372036854775807)';

/**
 * Runs a list query as a named (prepared) statement: these are the hot paths, and planning their
 * CTEs costs about as much as running them.
 */
async function pageOf<Row extends PostRow = PostRow>(
  db: Queryable,
  name: string,
  sql: string,
  viewer: Viewer,
  page: Page,
  ...extra: unknown[]
) {
  const { rows } = await db.query<Row>({
    name,
    text: sql,
    values: [viewer.id, viewer.isAdmin, page.before ?? null, page.limit, ...extra],
  });
  return rows;
}

/** Step 1 by probing: each author's newest post below the cursor that the viewer may see. */
const newestByProbing = (beforeCursor: string, visible: string) => `
  select a.id, a.sees_friends, n.id as newest_id from authors a
  cross join lateral (
    select p.id from posts p where p.user_id = a.id and ${beforeCursor} and ${visible}
    order by p.id desc limit 1
  ) n`;

/**
 * Step 1 of a first page: the newest of the author's newest ids for the audiences the viewer may
 * see (all three for the author and admins; public and friends for a friend; public otherwise),
 * the same rule as allowsGivenRelationSql, read from author_latest_posts (migration 0011).
 */
const NEWEST_FROM_LATEST = `
  select a.id, a.sees_friends, n.newest_id from authors a
  join author_latest_posts l on l.user_id = a.id
  cross join lateral (
    select case
      when ${VIEWER_IS_ADMIN} or a.id = ${VIEWER_ID} then greatest(l.public_id, l.friends_id, l.private_id)
      when a.sees_friends then greatest(l.public_id, l.friends_id)
      else l.public_id
    end as newest_id
  ) n
  where n.newest_id is not null`;

/**
 * Newest posts of a set of authors that the viewer may see, as one statement (fan-out on read),
 * from the index posts (user_id, id desc) only, in two steps that keep the work flat however
 * many posts the authors have ever written:
 * 1. each author's newest visible post (one short index probe per author);
 * 2. the page's threshold: with at least `limit` authors, the limit-th newest of those newest
 *    posts. The page can hold nothing older (that many posts are at least as new), so only the
 *    authors whose newest post reaches the threshold are read again, and only down to it. With
 *    fewer authors than the page, the threshold is 0 and each gives up to a page (a LATERAL top-N).
 * Members blocked either way with the viewer, and suspended members, are dropped before any post
 * is read: the filter costs two hashed sets per statement, never a probe per post. Each post's own audience
 * decides the rest (visibility.ts).
 */
function postsOfAuthorsSql(
  authorIds: string,
  { seesFriends = seesFriendsOnlySql, newestFromLatest = false } = {} as {
    seesFriends?: (authorId: string) => string;
    /** First pages only (no cursor): step 1 reads author_latest_posts instead of probing posts. */
    newestFromLatest?: boolean;
  },
): string {
  // Materialized: each author's relation is decided once, not again inside every LATERAL probe.
  const visible = `(${VIEWER_IS_ADMIN} or ${allowsGivenRelationSql('p.audience', 'a.id', 'a.sees_friends')})`;
  // Always an index condition, also in a generic (prepared) plan: no cursor means "below the top".
  const beforeCursor = `p.id < ${CURSOR}`;
  return `
with authors as materialized (
  select src.id, ${seesFriends('src.id')} as sees_friends
  from (${authorIds}) src
  -- Blocked (either way) and suspended members drop out here, once per author, before any post is read.
  where ${VIEWER_IS_ADMIN} or ${shownMemberSql(VIEWER_ID, 'src.id')}
),
newest as materialized (${newestFromLatest ? NEWEST_FROM_LATEST : newestByProbing(beforeCursor, visible)}),
threshold as (
  select case when count(*) >= $4::int then min(top.newest_id) else 0 end as id
  from (select newest_id from newest order by newest_id desc limit $4::int) top
),
page as (
  select c.id, c.id as sort_key from newest a
  cross join threshold t
  cross join lateral (
    select p.id from posts p
    where p.user_id = a.id and p.id >= t.id and ${beforeCursor} and ${visible}
    order by p.id desc limit $4::int
  ) c
  where a.newest_id >= t.id
  order by c.id desc limit $4::int
)
${selectPostsOfPage('page')}`;
}

// Every feed author but the viewer is someone the viewer follows, so a friend is one who follows
// back: a single read of the viewer's followers, hashed, instead of two follow probes per author
// (the general rule, which the member's own posts list keeps). visibility.test.ts holds both to it.
export const feedSeesFriendsSql = (authorId: string) =>
  `(${authorId} = ${VIEWER_ID} or ${authorId} in (select fb.follower_id from follows fb where fb.following_id = ${VIEWER_ID}))`;
const FEED_AUTHORS = `select ${VIEWER_ID} as id union all select following_id from follows where follower_id = ${VIEWER_ID}`;
const FEED_SQL = postsOfAuthorsSql(FEED_AUTHORS, { seesFriends: feedSeesFriendsSql });
// The first page, which most requests are: its cost does not grow with the authors' history.
const FEED_FIRST_PAGE_SQL = postsOfAuthorsSql(FEED_AUTHORS, {
  seesFriends: feedSeesFriendsSql,
  newestFromLatest: true,
});
const USER_POSTS_SQL = postsOfAuthorsSql('select id from users where id = $5::int');

/**
 * The feed read from the posts themselves (fan-out on read): the viewer's own posts and those of
 * the people they follow, newest first. GET /api/posts reads the materialized timeline instead
 * (timeline-repository.ts), which tests hold equal to this.
 */
export function findFeedOnRead(db: Queryable, viewer: Viewer, page: Page): Promise<PostRow[]> {
  if (page.before === undefined) return pageOf(db, 'posts-feed-first', FEED_FIRST_PAGE_SQL, viewer, page);
  return pageOf(db, 'posts-feed', FEED_SQL, viewer, page);
}

/**
 * The feed computed without author_latest_posts: later pages of the on-read feed, the part of a
 * page below where a materialized timeline is complete, and tests that hold the ways equal.
 */
export function findFeedByProbing(db: Queryable, viewer: Viewer, page: Page): Promise<PostRow[]> {
  return pageOf(db, 'posts-feed', FEED_SQL, viewer, page);
}

/** A member's posts that the viewer may see, newest first. */
export function findUserPosts(db: Queryable, viewer: Viewer, userId: number, page: Page): Promise<PostRow[]> {
  return pageOf(db, 'posts-of-user', USER_POSTS_SQL, viewer, page, userId);
}

// Trending ranks a comment above a like: it takes more than a tap. The candidates are the newest
// public posts (a post's own audience decides, D5), read newest first from the partial index and capped, so a
// page costs the same however many posts a week brings. Members blocked either way with the
// viewer, and suspended members, are left out of the candidates (hashed sets, built once per
// statement).
// Parameters past the usual four: $5 the ids shown so far, $6 the first page's moment
// (trending-cursor.ts). A later page reads the candidates of that moment (created by then, within
// the 7 days before it) and takes the best of those not shown yet, scored now: likes, comments and
// new posts between two pages neither repeat a post nor skip one. A bare post id in $3 (a cursor
// from before) still continues below that post's score now.
const SCORE = '(p.likes_count + 2 * p.comments_count)';
const TRENDING_SQL = `
with snapshot as (
  select coalesce(timestamptz 'epoch' + $6::bigint * interval '1 microsecond', now()) as at
),
candidates as (
  select p.id, ${SCORE} as score from posts p
  where p.audience = 'public'
    and p.created_at > (select s.at from snapshot s) - make_interval(days => ${POST_LIMITS.trendingDays})
    and p.created_at <= (select s.at from snapshot s)
    and (${VIEWER_IS_ADMIN} or ${shownMemberSql(VIEWER_ID, 'p.user_id')})
  order by p.created_at desc limit ${POST_LIMITS.trendingCandidates}
),
page as (
  select c.id, c.score as sort_key from candidates c
  where case
    when $5::bigint[] is not null then c.id <> all($5::bigint[])
    when $3::bigint is null then true
    else (c.score, c.id) < (select ${SCORE}, p.id from posts p where p.id = $3::bigint)
  end
  order by c.score desc, c.id desc limit $4::int
),
shown as (${selectPostsOfPage('page')})
-- Each row also carries the moment its candidates were read, for the next page's cursor.
select sh.*, (select (extract(epoch from s.at) * 1000000)::bigint::text from snapshot s) as trending_snapshot
from shown sh
join page pg on pg.id = sh.id
order by pg.sort_key desc, sh.id desc`;

export interface TrendingPage {
  limit: number;
  before?: TrendingCursor;
}

/**
 * Explore Trending (D2): the newest public posts (the last 7 days, at most 1000 of them), most
 * liked and commented first, and the cursor of the page after it (none after a short page). A bare
 * post id answers a bare post id, as it did.
 */
export async function findTrending(
  db: Queryable,
  viewer: Viewer,
  { limit, before }: TrendingPage,
): Promise<{ posts: PostRow[]; next: string | undefined }> {
  const snapshot = before?.kind === 'snapshot' ? before : undefined;
  const rows = await pageOf<PostRow & { trending_snapshot: string }>(
    db,
    'posts-trending',
    TRENDING_SQL,
    viewer,
    { limit, before: before?.kind === 'post' ? before.id : undefined },
    snapshot ? snapshot.shown : null,
    snapshot ? snapshot.snapshot : null,
  );
  const last = rows.at(-1);
  if (!last || rows.length < limit) return { posts: rows, next: undefined };
  const next =
    before?.kind === 'post'
      ? String(last.id)
      : formatTrendingCursor(last.trending_snapshot, [...(snapshot?.shown ?? []), ...rows.map((r) => Number(r.id))]);
  return { posts: rows, next };
}

const BOOKMARKS_SQL = `
with page as (
  select p.id, b.id as sort_key from bookmarks b
  join posts p on p.id = b.post_id
  where b.user_id = ${VIEWER_ID}
    -- Below the bookmark of the last post seen (none left when that post was unsaved meanwhile).
    and b.id < case when $3::bigint is null then 9223372036854775807
      else (select c.id from bookmarks c where c.user_id = ${VIEWER_ID} and c.post_id = $3::bigint) end
    and ${postVisibleSql('p')}
  order by b.id desc limit $4::int
)
${selectPostsOfPage('page')}`;

/**
 * GET /api/bookmarks: the viewer's saved posts, most recently saved first. `before` is the id of
 * the last post seen. A saved post its author has since hidden from the viewer is left out.
 */
export function findBookmarkedPosts(db: Queryable, viewer: Viewer, page: Page): Promise<PostRow[]> {
  return pageOf(db, 'posts-bookmarked', BOOKMARKS_SQL, viewer, page);
}

const ONE_POST_SQL = `
with page as (
  select p.id, p.id as sort_key from posts p
  where p.id = $3::bigint and ${postVisibleSql('p')}
)
${selectPostsOfPage('page')}`;

/** One post, if it exists and the viewer may see it. */
export async function findVisiblePost(db: Queryable, viewer: Viewer, postId: number): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(ONE_POST_SQL, [viewer.id, viewer.isAdmin, postId]);
  return rows[0];
}
