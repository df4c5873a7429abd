import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildPost, buildPublicUser, commentAs, likeAs } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

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
