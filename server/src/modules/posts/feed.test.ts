import { PRIVACY_CHOICES, type PrivacyChoice } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildPost, buildPublicUser, commentAs, likeAs, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';
import { allows, type Relation } from '../access';

const ctx = useTestApp();
const publicMember = () => buildPublicUser(ctx.db);

/** Every page of a list, following `before` until a short page. */
async function allPages(api: ReturnType<typeof apiAs>, path: string, limit: number) {
  const ids: number[] = [];
  let before: number | undefined;
  for (let page = 0; page < 200; page++) {
    const res = await api.get(`${path}?limit=${limit}${before ? `&before=${before}` : ''}`);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number }[];
    ids.push(...idsOf(items));
    if (items.length < limit) return ids;
    before = items[items.length - 1].id;
  }
  throw new Error('too many pages');
}

describe('GET /api/posts (the feed)', () => {
  it("answers the member's own posts and those of the people they follow, newest first, nobody else's", async () => {
    const me = await buildSignedInUser(ctx.db);
    const followed = await publicMember();
    const stranger = await publicMember();
    const follower = await publicMember();
    await follow(ctx.db, me.user.id, followed.id);
    await follow(ctx.db, follower.id, me.user.id);
    const a = await buildPost(ctx.db, followed.id);
    const b = await buildPost(ctx.db, me.user.id);
    await buildPost(ctx.db, stranger.id);
    await buildPost(ctx.db, follower.id);
    const c = await buildPost(ctx.db, followed.id);
    const res = await apiAs(ctx, me.cookie).get('/api/posts');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([c, b, a]);
    expect(res.json()[0].user).toMatchObject({ id: followed.id, username: followed.username, name: followed.name });
  });

  it('merges many authors exactly like a full sort would, page after page, without gaps or repeats', async () => {
    const me = await buildSignedInUser(ctx.db);
    const authors = await Promise.all(Array.from({ length: 12 }, () => publicMember()));
    for (const author of authors) await follow(ctx.db, me.user.id, author.id);
    // Uneven volumes: one prolific author, several quiet ones, one who never posted.
    const expected: number[] = [];
    for (let round = 0; round < 30; round++) {
      for (const [i, author] of authors.entries()) {
        if (i === 11 || (i > 0 && round % (i + 1) !== 0)) continue;
        expected.push(await buildPost(ctx.db, author.id));
      }
    }
    expected.reverse();
    const api = apiAs(ctx, me.cookie);
    expect(await allPages(api, '/api/posts', 7)).toEqual(expected);
    expect(await allPages(api, '/api/posts', 100)).toEqual(expected);
  }, 60000);

  it('agrees with a brute-force feed for random communities, audiences and page sizes', async () => {
    // A small seeded generator, so a failure can be replayed.
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    for (let round = 0; round < 4; round++) {
      const me = await buildSignedInUser(ctx.db);
      const authorCount = 1 + Math.floor(random() * 25);
      const authors: { id: number; profile: PrivacyChoice; relation: Relation }[] = [];
      for (let i = 0; i < authorCount; i++) {
        const author = await buildUser(ctx.db);
        const profile = pick(PRIVACY_CHOICES);
        await setPrivacy(ctx.db, author.id, { profileVisibility: profile });
        await follow(ctx.db, me.user.id, author.id);
        const mutual = random() < 0.5;
        if (mutual) await follow(ctx.db, author.id, me.user.id);
        authors.push({ id: author.id, profile, relation: mutual ? 'friend' : 'follower' });
      }
      const expected: number[] = [];
      for (let i = 0; i < 120; i++) {
        const self = random() < 0.1;
        const author = self
          ? { id: me.user.id, profile: 'private' as const, relation: 'self' as const }
          : pick(authors);
        // Skewed volumes: the first authors write most.
        if (!self && random() < authors.indexOf(author) / authors.length) continue;
        const audience = pick(PRIVACY_CHOICES);
        const postId = await buildPost(ctx.db, author.id, { audience });
        const viewer = { isAdmin: false };
        // D5: each post's own audience decides; the profile visibility (set above) changes nothing.
        if (allows(audience, author.relation, viewer)) {
          expected.unshift(postId);
        }
      }
      const api = apiAs(ctx, me.cookie);
      for (const limit of [1, 3, 20]) {
        expect(await allPages(api, '/api/posts', limit), `round ${round}, limit ${limit}`).toEqual(expected);
      }
    }
  }, 60000);

  it('pages with limit (default 20) and before, and refuses bad paging parameters', async () => {
    const me = await buildSignedInUser(ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await buildPost(ctx.db, me.user.id));
    const api = apiAs(ctx, me.cookie);
    const first = (await api.get('/api/posts')).json();
    expect(idsOf(first)).toEqual(ids.slice(5).reverse());
    const next = (await api.get(`/api/posts?before=${first[19].id}`)).json();
    expect(idsOf(next)).toEqual(ids.slice(0, 5).reverse());
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=-3', 'before=x']) {
      const res = await api.get(`/api/posts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/limit|before/);
    }
  });

  it("carries counts and the viewer's own like and bookmark on every post", async () => {
    const me = await buildSignedInUser(ctx.db);
    const friend = await publicMember();
    const other = await buildUser(ctx.db);
    await follow(ctx.db, me.user.id, friend.id);
    const postId = await buildPost(ctx.db, friend.id);
    const quiet = await buildPost(ctx.db, friend.id);
    await likeAs(ctx.db, me.user.id, postId);
    await likeAs(ctx.db, other.id, postId);
    await commentAs(ctx.db, other.id, postId);
    await ctx.db.query('insert into bookmarks (user_id, post_id) values ($1, $2)', [me.user.id, postId]);
    const [second, first] = (await apiAs(ctx, me.cookie).get('/api/posts')).json();
    expect(second).toMatchObject({ id: quiet, likesCount: 0, commentsCount: 0, userLiked: false, bookmarked: false });
    expect(first).toMatchObject({ id: postId, likesCount: 2, commentsCount: 1, userLiked: true, bookmarked: true });
  });

  it('costs the same number of queries for 2 posts as for 40 (no query per post)', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await publicMember();
    await follow(ctx.db, me.user.id, author.id);
    const api = apiAs(ctx, me.cookie);
    const countQueries = async (limit: number) => {
      const original = ctx.db.query.bind(ctx.db);
      let count = 0;
      // biome-ignore lint/suspicious/noExplicitAny: a spy passes through whatever it is given
      (ctx.db as any).query = (...args: any[]) => {
        count += 1;
        // biome-ignore lint/suspicious/noExplicitAny: same
        return (original as any)(...args);
      };
      try {
        const res = await api.get(`/api/posts?limit=${limit}`);
        expect(res.json()).toHaveLength(limit);
      } finally {
        ctx.db.query = original;
      }
      return count;
    };
    for (let i = 0; i < 40; i++) await buildPost(ctx.db, author.id);
    // Both pages are read for the first time, after the session is known (it may be cached).
    await api.get('/api/auth/user');
    expect(await countQueries(40)).toBe(await countQueries(2));
  });
});

describe("a member's posts: GET /api/posts/user/{userId} and GET /api/users/{id}/posts", () => {
  it('answer the same list, newest first, paged; 404 for an unknown member', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await publicMember();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await buildPost(ctx.db, author.id));
    await buildPost(ctx.db, me.user.id);
    const api = apiAs(ctx, me.cookie);
    for (const path of [`/api/posts/user/${author.id}`, `/api/users/${author.id}/posts`]) {
      expect(await allPages(api, path, 2)).toEqual([...ids].reverse());
    }
    expect((await api.get('/api/posts/user/987654')).statusCode).toBe(404);
    expect((await api.get('/api/users/987654/posts')).statusCode).toBe(404);
    expect((await api.get('/api/users/abc/posts')).statusCode).toBe(400);
  });

  it('answers 200 [] for a member who has not posted', async () => {
    const me = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, me.cookie).get(`/api/users/${me.user.id}/posts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
