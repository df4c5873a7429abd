import type { PostAudience } from '@common/schemas/posts';
import { PRIVACY_CHOICES } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool';
import { buildUser, follow } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';
import type { Viewer } from '../access';
import { findFeedByProbing, findFeedOnRead } from './lists-repository';
import { keepTimelines } from './timeline-housekeeping';
import { findFeed } from './timeline-repository';

// The materialized timeline (migration 0013) answers exactly what the feed read from the posts
// themselves answers, page after page, for members and admins, across every audience, profile
// visibility, friendship and block, and through every way the timeline is written: fan-out,
// follows after the fact, trimming, pull authors, deleted posts, changed audiences.
const ctx = useTestApp();
const AUDIENCES: PostAudience[] = ['public', 'friends', 'private'];

/** A small deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Every page of a feed, walked with the cursor the API gives (the last id of each page). */
async function walk(read: (page: { limit: number; before?: number }) => Promise<{ id: number }[]>, limit: number) {
  const pages: number[][] = [];
  let before: number | undefined;
  for (let i = 0; i < 200; i++) {
    const page = (await read({ limit, before })).map((p) => Number(p.id));
    if (page.length === 0) break;
    pages.push(page);
    before = page[page.length - 1];
  }
  return pages;
}

/** The timeline's pages equal the on-read feed's, at several page sizes, as member and as admin. */
async function expectSameFeeds(db: Queryable, viewers: number[], label: string) {
  for (const id of viewers) {
    for (const isAdmin of [false, true]) {
      const viewer: Viewer = { id, isAdmin };
      for (const limit of [3, 20, 100]) {
        const expected = await walk((page) => findFeedByProbing(db, viewer, page), limit);
        const actual = await walk((page) => findFeed(db, viewer, page), limit);
        const where = `${label}: viewer ${id}${isAdmin ? ' (admin)' : ''}, limit ${limit}`;
        expect(actual, where).toEqual(expected);
        if (limit === 20) {
          const [first] = await walk((page) => findFeedOnRead(db, viewer, page), limit);
          expect(actual[0], `${where}, first page from author_latest_posts`).toEqual(first);
        }
      }
    }
  }
}

async function community(seed: number) {
  const next = random(seed);
  const members = [];
  for (let i = 0; i < 14; i++) {
    const member = await buildUser(ctx.db);
    await setPrivacy(ctx.db, member.id, { profileVisibility: PRIVACY_CHOICES[Math.floor(next() * 3)] });
    members.push(member.id);
  }
  const viewers = members.slice(0, 4);
  for (const viewer of viewers) {
    for (const other of members) if (other !== viewer && next() < 0.6) await follow(ctx.db, viewer, other);
  }
  for (const member of members) {
    for (const other of viewers) if (other !== member && next() < 0.4) await follow(ctx.db, member, other);
  }
  const posts: number[] = [];
  for (let i = 0; i < 90; i++) {
    const author = members[Math.floor(next() * members.length)];
    posts.push(await buildPost(ctx.db, author, { audience: AUDIENCES[Math.floor(next() * 3)] }));
  }
  return { next, members, viewers, posts };
}

describe('the materialized home timeline', () => {
  it('answers the same pages as the feed read from the posts, through every kind of change', async () => {
    const { next, members, viewers, posts } = await community(7);
    const dropped = await buildUser(ctx.db);
    await setPrivacy(ctx.db, dropped.id, { profileVisibility: 'public' });
    await follow(ctx.db, viewers[2], dropped.id);
    await buildPost(ctx.db, dropped.id, { audience: 'public' });
    await expectSameFeeds(ctx.db, viewers, 'fan-out on write');

    // Follows made after the posts (backfill), unfollows (entries stay, the read checks), a block
    // that coexists with a follow (the app never makes one, the rule must hold anyway).
    const newcomer = await buildUser(ctx.db);
    await setPrivacy(ctx.db, newcomer.id, { profileVisibility: 'public' });
    for (const audience of AUDIENCES) await buildPost(ctx.db, newcomer.id, { audience });
    await follow(ctx.db, viewers[0], newcomer.id);
    await follow(ctx.db, newcomer.id, viewers[0]);
    await ctx.db.query('delete from follows where follower_id = $1 and following_id = $2', [viewers[2], dropped.id]);
    await follow(ctx.db, viewers[0], members[13]);
    await follow(ctx.db, members[12], viewers[1]);
    await ctx.db.query('delete from follows where follower_id = $1 and following_id = any($2)', [
      viewers[2],
      members.slice(4, 8),
    ]);
    await ctx.db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $4) on conflict do nothing', [
      members[9],
      viewers[0],
      viewers[3],
      members[10],
    ]);
    await expectSameFeeds(ctx.db, viewers, 'follows, unfollows and blocks');

    // Deleted posts and a deleted account, new audiences and profile visibilities.
    await ctx.db.query('delete from posts where id = any($1)', [posts.filter(() => next() < 0.15)]);
    await ctx.db.query('delete from users where id = $1', [members[11]]);
    for (const id of posts.filter(() => next() < 0.2)) {
      await ctx.db.query('update posts set audience = $2 where id = $1', [id, AUDIENCES[Math.floor(next() * 3)]]);
    }
    await setPrivacy(ctx.db, members[5], { profileVisibility: 'public' });
    await setPrivacy(ctx.db, members[6], { profileVisibility: 'private' });
    await expectSameFeeds(ctx.db, viewers, 'deletions and privacy changes');

    // Authors followed by at least two members are read at request time (pull), then stop being.
    expect(await pullAuthors(2)).toBeGreaterThan(0);
    for (let i = 0; i < 12; i++) await buildPost(ctx.db, members[Math.floor(next() * 10)], { audience: 'public' });
    await follow(ctx.db, viewers[2], members[4]);
    await expectSameFeeds(ctx.db, viewers, 'pull authors');
    expect(await pullAuthors(1_000_000)).toBeGreaterThan(0);
    const { rows } = await ctx.db.query('select count(*)::int as n from timeline_pull_authors');
    expect(rows[0].n).toBe(0);
    await expectSameFeeds(ctx.db, viewers, 'pull authors back to fan-out');

    await ctx.db.query('select timeline_rebuild()');
    await expectSameFeeds(ctx.db, viewers, 'rebuilt');
  }, 120_000);

  it('stays equal below where a trimmed or partly backfilled timeline is complete', async () => {
    const viewer = await buildUser(ctx.db);
    const [busy, quiet, late] = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
    for (const author of [busy, quiet, late]) await setPrivacy(ctx.db, author.id, { profileVisibility: 'public' });
    await follow(ctx.db, viewer.id, busy.id);
    await follow(ctx.db, viewer.id, quiet.id);
    // Enough posts to go past twice the timeline's length, then a trim.
    await ctx.db.query(
      `insert into posts (user_id, content, audience)
       select case when g % 5 = 0 then $2::int else $1::int end, 'post ' || g, case when g % 4 = 0 then 'friends' else 'public' end
       from generate_series(1, 450) g`,
      [busy.id, quiet.id],
    );
    // The hourly housekeeping does the trim (and finds no author with ten thousand followers).
    expect(await keepTimelines(ctx.db)).toEqual({ trimmed: 1, pullChanges: 0 });
    const mark = await completeFrom(viewer.id);
    expect(mark).toBeGreaterThan(0);
    await expectSameFeeds(ctx.db, [viewer.id], 'trimmed');

    // A new follow of an author with more posts than a timeline copies raises where it is complete.
    await ctx.db.query(
      `insert into posts (user_id, content, audience) select $1, 'late ' || g, 'public' from generate_series(1, 260) g`,
      [late.id],
    );
    await follow(ctx.db, viewer.id, late.id);
    expect(await completeFrom(viewer.id)).toBeGreaterThan(mark);
    await expectSameFeeds(ctx.db, [viewer.id], 'backfill cut');
  }, 120_000);
});

async function pullAuthors(threshold: number): Promise<number> {
  const { rows } = await ctx.db.query('select timeline_refresh_pull_authors($1) as n', [threshold]);
  return rows[0].n;
}

async function completeFrom(memberId: number): Promise<number> {
  const { rows } = await ctx.db.query('select complete_from::bigint as n from timeline_state where user_id = $1', [
    memberId,
  ]);
  return Number(rows[0]?.n ?? 0);
}
