import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildPost, buildPublicUser, commentAs, likeAs } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';
import { TRENDING_CURSOR_MESSAGE } from './trending-cursor';

const ctx = useTestApp();

const fans: number[] = [];
beforeAll(async () => {
  for (let i = 0; i < 6; i++) fans.push((await buildUser(ctx.db)).id);
});

async function engage(postId: number, likes: number, comments: number) {
  for (let i = 0; i < likes; i++) await likeAs(ctx.db, fans[i], postId);
  for (let i = 0; i < comments; i++) await commentAs(ctx.db, fans[i], postId);
}

describe('GET /api/posts/trending (Explore Trending, D2)', () => {
  it('ranks recent public posts by likes and comments (a comment weighs two likes), whatever the profile', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const friendsOnlyProfile = await buildUser(ctx.db);
    const quiet = await buildPost(ctx.db, author.id);
    const liked = await buildPost(ctx.db, author.id);
    const discussed = await buildPost(ctx.db, author.id);
    const tie = await buildPost(ctx.db, author.id);
    const friendsAudience = await buildPost(ctx.db, author.id, { audience: 'friends' });
    // A friends-only profile's Public post is public (D5: the post's own audience decides).
    const publicOfFriendsOnly = await buildPost(ctx.db, friendsOnlyProfile.id, { audience: 'public' });
    const old = await buildPost(ctx.db, author.id);
    await engage(liked, 5, 0);
    await engage(discussed, 1, 3);
    await engage(tie, 5, 0);
    await engage(friendsAudience, 6, 6);
    await engage(publicOfFriendsOnly, 4, 4);
    await engage(old, 6, 6);
    await ctx.db.query(`update posts set created_at = now() - interval '8 days' where id = $1`, [old]);

    const res = await apiAs(ctx, me.cookie).get('/api/posts/trending');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([publicOfFriendsOnly, discussed, tie, liked, quiet]);
    expect(res.json()[1]).toMatchObject({ likesCount: 1, commentsCount: 3, audience: 'public' });
  });

  it('pages below the last post seen, and stays public-only for admins too', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const author = await buildPublicUser(ctx.db);
    const hidden = await buildUser(ctx.db);
    await buildPost(ctx.db, hidden.id, { audience: 'friends' });
    const api = apiAs(ctx, admin.cookie);
    const all = idsOf((await api.get('/api/posts/trending?limit=100')).json());
    const ids = [await buildPost(ctx.db, author.id), await buildPost(ctx.db, author.id)];
    await engage(ids[0], 2, 0);
    const now = idsOf((await api.get('/api/posts/trending?limit=100')).json());
    expect(now).toHaveLength(all.length + 2);
    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = (await api.get(`/api/posts/trending?limit=2${before ? `&before=${before}` : ''}`)).json();
      paged.push(...idsOf(page));
      if (page.length < 2) break;
      before = page[1].id;
    }
    expect(paged).toEqual(now);
  });
});

type Api = ReturnType<typeof apiAs>;

/**
 * One page as a client reads it: the next `before` from the Link header, else (a client that
 * ignores the header) the id of the last post of a full page.
 */
async function trendingPage(api: Api, limit: number, before?: string) {
  const res = await api.get(
    `/api/posts/trending?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  const ids = idsOf(res.json());
  const link = res.headers.link;
  const fromLink = typeof link === 'string' ? /[?&]before=([^&>]+)/.exec(link)?.[1] : undefined;
  const next = fromLink ? decodeURIComponent(fromLink) : ids.length === limit ? String(ids.at(-1)) : undefined;
  return { ids, next };
}

/** Pages through Trending two at a time, running `between` after the first page. */
async function pageThrough(api: Api, between: () => Promise<void>) {
  let page = await trendingPage(api, 2);
  const first = page.ids;
  await between();
  const rest: number[] = [];
  while (page.next) {
    page = await trendingPage(api, 2, page.next);
    rest.push(...page.ids);
  }
  return { first, rest };
}

/** Sets a post's counters, `score` above the best score on the list before `ranked` ran. */
const setScore = (postId: number, score: number, top = 0) =>
  ctx.db.query('update posts set likes_count = $2, comments_count = 0 where id = $1', [postId, top + score]);
const unlikeAll = (postId: number) => ctx.db.query('delete from likes where post_id = $1', [postId]);

describe('paging Trending while scores change', () => {
  /** Four posts above everything else on the list: a (100), l (99 or as given), b (95), c (92). */
  async function ranked(lScore = 99) {
    // Tests share the database: ranked above the posts of every test before.
    const { rows } = await ctx.db.query<{ top: number }>(
      'select coalesce(max(likes_count + 2 * comments_count), 0)::int as top from posts',
    );
    const top = rows[0].top;
    const author = await buildPublicUser(ctx.db);
    const [a, l, b, c] = [
      await buildPost(ctx.db, author.id),
      await buildPost(ctx.db, author.id),
      await buildPost(ctx.db, author.id),
      await buildPost(ctx.db, author.id),
    ];
    await setScore(a, 100, top);
    await setScore(l, lScore, top);
    await setScore(b, 95, top);
    await setScore(c, 92, top);
    const me = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, me.cookie);
    const before = idsOf((await api.get('/api/posts/trending?limit=100')).json());
    return { a, l, b, c, api, before };
  }

  /** Every post ranked when the first page was read comes exactly once. */
  function expectNoRepeatNoSkip(paged: { first: number[]; rest: number[] }, before: number[]) {
    const all = [...paged.first, ...paged.rest];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((x, y) => x - y)).toEqual([...before].sort((x, y) => x - y));
  }

  it('shows the rest once when the last post of page 1 gets many likes (no repeat)', async () => {
    const { a, l, b, c, api, before } = await ranked();
    const paged = await pageThrough(api, async () => {
      await engage(l, 6, 0); // 105: above a
    });
    expect(paged.first).toEqual([a, l]);
    expect(paged.rest.slice(0, 2)).toEqual([b, c]);
    expectNoRepeatNoSkip(paged, before);
  });

  it('shows the rest once when the last post of page 1 loses its likes (no skip)', async () => {
    const { a, l, b, c, api, before } = await ranked(93);
    await engage(l, 6, 0); // 99
    const paged = await pageThrough(api, async () => {
      await unlikeAll(l); // 93: below b
    });
    expect(paged.first).toEqual([a, l]);
    expect(paged.rest.slice(0, 2)).toEqual([b, c]);
    expectNoRepeatNoSkip(paged, before);
  });

  it('neither repeats a shown post that falls nor skips one that climbs past the last post shown', async () => {
    const { a, l, b, c, api, before } = await ranked(96);
    await engage(a, 6, 0); // 106
    const paged = await pageThrough(api, async () => {
      await unlikeAll(a);
      await setScore(a, 1); // below every post still to come
      await engage(c, 6, 6); // 92 + 18 = 110: above every post of page 1
    });
    expect(paged.first).toEqual([a, l]);
    expect(paged.rest.slice(0, 2)).toEqual([c, b]);
    expectNoRepeatNoSkip(paged, before);
  });

  it("keeps to the first page's moment: a post published after it waits for a new first page", async () => {
    const { a, l, api } = await ranked();
    const first = await trendingPage(api, 2);
    expect(first.ids).toEqual([a, l]);
    const author = await buildPublicUser(ctx.db);
    const late = await buildPost(ctx.db, author.id);
    await setScore(late, 1_000_000);
    const second = await trendingPage(api, 2, first.next);
    expect(second.ids).not.toContain(late);
    expect(idsOf((await api.get('/api/posts/trending?limit=100')).json())).toContain(late);
  });

  it('answers a 400 naming `before` for a cursor it did not hand out, and no Link after the last page', async () => {
    const me = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, me.cookie);
    for (const bad of [
      'tr1',
      'tr1.',
      'tr1.x',
      'tr1.123.-1',
      'tr1.123.0',
      'tr1.123.5.0',
      'tr1.123.zzzzzzzz',
      'abc',
      '0',
    ]) {
      const res = await api.get(`/api/posts/trending?before=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ errors: { before: TRENDING_CURSOR_MESSAGE } });
    }
    const all = await api.get('/api/posts/trending?limit=100');
    expect(all.headers.link).toBeUndefined();
  });
});
