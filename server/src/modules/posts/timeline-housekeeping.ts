import type { Queryable } from '../../db/pool';

/**
 * An author followed by this many members is not copied into timelines: their posts are merged
 * into each follower's page at read time (migration 0013). Copying a post costs one row per
 * follower, in the transaction that publishes it; reading it costs one index probe per follower
 * who opens their feed.
 */
export const PULL_AUTHOR_FOLLOWERS = 10_000;

/** Hourly: long timelines are cut back, and authors move between fan-out and pull. */
export async function keepTimelines(db: Queryable): Promise<{ trimmed: number; pullChanges: number }> {
  const trimmed = (await db.query<{ n: number }>('select timeline_trim() as n')).rows[0].n;
  const pullChanges = (
    await db.query<{ n: number }>('select timeline_refresh_pull_authors($1) as n', [PULL_AUTHOR_FOLLOWERS])
  ).rows[0].n;
  return { trimmed, pullChanges };
}
