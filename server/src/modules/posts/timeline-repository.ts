import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { shownMemberSql } from '../access';
import { CURSOR, feedSeesFriendsSql, findFeedByProbing, type Page } from './lists-repository';
import { type PostRow, selectPostsOfPage } from './post-row';
import { allowsGivenRelationSql, VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

// The feed from the member's materialized timeline (migration 0013): the ids of their own posts
// and of the people they follow, written when each post was published. The timeline only says
// which posts to consider; who may see each one is decided here, at read time, by the same rule
// as the feed read from the posts themselves (lists-repository.ts), so an unfollow, a block, a
// new audience takes effect on the next read. Parameters: $1 viewer id,
// $2 viewer is admin, $3 cursor (or null); the page size is written into the statement (below).

/** The author is the viewer or someone the viewer follows now (a timeline keeps unfollowed entries). */
const followedNowSql = (author: string) =>
  `(${author} = ${VIEWER_ID} or exists (select 1 from follows fa where fa.follower_id = ${VIEWER_ID} and fa.following_id = ${author}))`;

/**
 * The feed's rule for one post `p` by a followed author: admins see every post; others need no
 * block either way, an author who is not suspended, and the post's audience to let them in (a followed author is a friend when they
 * follow back).
 */
function visibleInFeedSql(p: string): string {
  const friend = feedSeesFriendsSql(`${p}.user_id`);
  return `(${VIEWER_IS_ADMIN} or (${shownMemberSql(VIEWER_ID, `${p}.user_id`)}
    and ${allowsGivenRelationSql(`${p}.audience`, `${p}.user_id`, friend)}))`;
}

const TIMELINE_SQL = (limit: number) => `
with mark as materialized (
  select coalesce((select complete_from from timeline_state where user_id = ${VIEWER_ID}), 0) as from_id
),
page as (
  select id, id as sort_key from (
    -- The timeline, newest first, down to where it is complete, each entry checked as it comes
    -- (deleted posts drop out of the join). The fence (offset 0) keeps the check a black box to
    -- the planner, which would otherwise guess it rejects nearly every entry and sort them all
    -- instead of stopping at the page's last one.
    (select t.post_id as id from home_timeline t
     cross join mark m
     cross join lateral (
       select ${followedNowSql('p.user_id')} and ${visibleInFeedSql('p')} as ok
       from posts p
       where p.id = t.post_id
       offset 0
     ) v
     where t.user_id = ${VIEWER_ID} and t.post_id < ${CURSOR} and t.post_id >= m.from_id and v.ok
     order by t.post_id desc limit ${limit})
    union
    -- Authors with very many followers are not copied into timelines: their posts are merged in here.
    (select c.id from timeline_pull_authors pa
     cross join mark m
     join follows f on f.follower_id = ${VIEWER_ID} and f.following_id = pa.user_id
     cross join lateral (
       select p.id from posts p
       where p.user_id = pa.user_id and p.id < ${CURSOR} and p.id >= m.from_id and ${visibleInFeedSql('p')}
       order by p.id desc limit ${limit}
     ) c)
  ) merged
  order by id desc limit ${limit}
)
${selectPostsOfPage('page')}`;

/** Where the member's timeline becomes complete (0: it holds everything). */
async function completeFrom(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ complete_from: number }>({
    name: 'timeline-complete-from',
    text: 'select complete_from from timeline_state where user_id = $1',
    values: [memberId],
  });
  return rows[0]?.complete_from ?? 0;
}

/**
 * GET /api/posts: the viewer's own posts and those of the people they follow, newest first. One
 * statement reads the timeline; a page that reaches below where the timeline is complete (an
 * old page, or a member whose timeline was trimmed) continues from the posts themselves.
 */
export async function findFeed(db: Queryable, viewer: Viewer, page: Page): Promise<PostRow[]> {
  // The page size is part of the statement, one named statement per size: with it as a parameter
  // PostgreSQL's generic plan cannot tell how far each scan stops, costs it above the custom plans,
  // and then plans this statement afresh on every call (measured: 1.5 ms of planning, a third of
  // the work). Sizes are checked integers (1 to 100), never text from the request.
  const limit = Math.trunc(page.limit);
  if (!(limit >= 1 && limit <= 1000)) throw new Error(`invalid page size ${page.limit}`);
  const { rows } = await db.query<PostRow>({
    name: `posts-feed-timeline-${limit}`,
    text: TIMELINE_SQL(limit),
    values: [viewer.id, viewer.isAdmin, page.before ?? null],
  });
  if (rows.length >= page.limit) return rows;
  const from = await completeFrom(db, viewer.id);
  if (from <= 0) return rows;
  const before = Math.min(page.before ?? Number.MAX_SAFE_INTEGER, from);
  const older = await findFeedByProbing(db, viewer, { before, limit: page.limit - rows.length });
  return [...rows, ...older];
}
