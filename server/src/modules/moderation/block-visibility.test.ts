import type { Post } from '@common/schemas/posts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { block } from '../../test/factories/moderation';
import { befriend } from '../../test/factories/people';
import { buildPost, commentAs, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const as = (cookie?: string) => apiAs(ctx, cookie);
const ids = (body: { id: number }[]) => body.map((item) => item.id);

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

interface Side extends Member {
  postId: number;
  /** Their comment on the bystander's post. */
  commentId: number;
  /** A post of the other side they saved before the block. */
  savedId: number;
}

/**
 * Two public members who were friends, each with a post, a comment on a bystander's post and a
 * bookmark of the other's post, who call the same gym home. Then `a` blocks `b`.
 */
async function buildBlockedPair() {
  const members = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
  for (const m of members) await setPrivacy(ctx.db, m.user.id, { profileVisibility: 'public' });
  const [a, b, bystander] = members;
  await befriend(ctx.db, a.user.id, b.user.id);
  const bystanderPost = await buildPost(ctx.db, bystander.user.id);
  const gym = await buildGym(ctx.db);
  const sides = {} as Record<'a' | 'b', Side>;
  for (const [key, m] of [
    ['a', a],
    ['b', b],
  ] as const) {
    await setHomeGymOf(ctx.db, m.user.id, gym.id);
    sides[key] = {
      ...m,
      postId: await buildPost(ctx.db, m.user.id, { content: `by ${m.user.username}` }),
      commentId: await commentAs(ctx.db, m.user.id, bystanderPost, `comment by ${m.user.username}`),
      savedId: 0,
    };
  }
  sides.a.savedId = sides.b.postId;
  sides.b.savedId = sides.a.postId;
  for (const s of Object.values(sides)) {
    await ctx.db.query('insert into bookmarks (user_id, post_id) values ($1, $2)', [s.user.id, s.savedId]);
  }
  return { ...sides, bystander, bystanderPost, gym };
}

let pair: Awaited<ReturnType<typeof buildBlockedPair>>;
beforeAll(async () => {
  pair = await buildBlockedPair();
  // Before the block each sees the other everywhere (the checks below would mean nothing otherwise).
  const api = as(pair.a.cookie);
  expect((await api.get(`/api/posts/${pair.b.postId}`)).statusCode).toBe(200);
  expect(ids((await api.get('/api/posts')).json())).toContain(pair.b.postId);
  expect(ids((await api.get(`/api/posts/${pair.bystanderPost}/comments`)).json())).toContain(pair.b.commentId);
  expect(ids((await api.get(`/api/search/users?q=${pair.b.user.username}`)).json())).toEqual([pair.b.user.id]);
  expect((await api.get(`/api/users/${pair.b.user.id}`)).statusCode).toBe(200);
  await block(ctx.db, pair.a.user.id, pair.b.user.id);
});

// The blocker and the blocked see the same: each is gone for the other.
describe.each([
  ['the blocker', 'a', 'b'],
  ['the blocked member', 'b', 'a'],
] as const)('for %s', (_, me, them) => {
  const viewer = () => pair[me];
  const other = () => pair[them];

  it("the other's posts are gone from the feed, even if a follow slipped past the block", async () => {
    await follow(ctx.db, viewer().user.id, other().user.id);
    try {
      const feed = ids((await as(viewer().cookie).get('/api/posts')).json());
      expect(feed).toContain(viewer().postId);
      expect(feed).not.toContain(other().postId);
    } finally {
      await ctx.db.query('delete from follows where follower_id = $1 and following_id = $2', [
        viewer().user.id,
        other().user.id,
      ]);
    }
  });

  it("the other's profile post lists are empty and their post is 404", async () => {
    const api = as(viewer().cookie);
    const byPosts = await api.get(`/api/posts/user/${other().user.id}`);
    expect(byPosts.statusCode).toBe(200);
    expect(byPosts.json()).toEqual([]);
    expect((await api.get(`/api/users/${other().user.id}/posts`)).json()).toEqual([]);
    expect((await api.get(`/api/posts/${other().postId}`)).statusCode).toBe(404);
    expect((await api.get(`/api/posts/${other().postId}/comments`)).statusCode).toBe(404);
  });

  it("the other's posts are gone from Explore Trending and from my saved posts", async () => {
    const api = as(viewer().cookie);
    const trending = ids((await api.get('/api/posts/trending?limit=100')).json());
    expect(trending).toContain(pair.bystanderPost);
    expect(trending).not.toContain(other().postId);
    expect(ids((await api.get('/api/bookmarks')).json())).not.toContain(other().postId);
  });

  it("the other's comments are gone from a third member's post; mine stay", async () => {
    const comments = ids((await as(viewer().cookie).get(`/api/posts/${pair.bystanderPost}/comments`)).json());
    expect(comments).toContain(viewer().commentId);
    expect(comments).not.toContain(other().commentId);
  });

  it("the third member's post counts only the comments I can read, alone and in a list", async () => {
    const api = as(viewer().cookie);
    const { bystanderPost, bystander } = pair;
    const listed = (await api.get(`/api/posts/${bystanderPost}/comments`)).json() as unknown[];
    expect((await api.get(`/api/posts/${bystanderPost}`)).json().commentsCount).toBe(listed.length);
    const byAuthor = (await api.get(`/api/posts/user/${bystander.user.id}`)).json() as Post[];
    expect(byAuthor.find((post) => post.id === bystanderPost)?.commentsCount).toBe(listed.length);
    // The author, who blocked no one, still counts both comments.
    expect((await as(bystander.cookie).get(`/api/posts/${bystanderPost}`)).json().commentsCount).toBe(2);
  });

  it("liking, commenting on and saving the other's post is 404, as if it did not exist", async () => {
    const api = as(viewer().cookie);
    const postId = other().postId;
    expect((await api.post(`/api/posts/${postId}/like`)).statusCode).toBe(404);
    expect((await api.post(`/api/posts/${postId}/comments`, { content: 'hey' })).statusCode).toBe(404);
    expect((await api.post(`/api/posts/${postId}/bookmark`)).statusCode).toBe(404);
    const { rows } = await ctx.db.query(
      `select (select count(*) from likes where post_id = $1 and user_id = $2)::int as likes,
              (select count(*) from comments where post_id = $1 and user_id = $2)::int as comments`,
      [postId, viewer().user.id],
    );
    expect(rows[0]).toEqual({ likes: 0, comments: 0 });
  });

  it('the other is gone from people search, suggestions, my follow lists and the gym members', async () => {
    const api = as(viewer().cookie);
    expect((await api.get(`/api/search/users?q=${other().user.username}`)).json()).toEqual([]);
    const suggested = ids((await api.get('/api/suggested-users?limit=50')).json());
    expect(suggested).toContain(pair.bystander.user.id);
    expect(suggested).not.toContain(other().user.id);
    expect(ids((await api.get('/api/follows/suggested?limit=50')).json())).not.toContain(other().user.id);
    const members = ids((await api.get(`/api/gyms/${pair.gym.id}/members`)).json());
    expect(members).toContain(viewer().user.id);
    expect(members).not.toContain(other().user.id);
  });

  it("the other's workout activity, goals and meal plans are refused, whatever their privacy says", async () => {
    const api = as(viewer().cookie);
    for (const url of [
      `/api/users/${other().user.id}/activity`,
      `/api/users/${other().user.id}/goals`,
      `/api/meal-plans/user/${other().user.id}`,
    ]) {
      expect((await api.get(url)).statusCode, url).toBe(403);
    }
  });

  it("the other's profile is 404, by id and by username", async () => {
    const api = as(viewer().cookie);
    expect((await api.get(`/api/users/${other().user.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/users/${other().user.username}`)).statusCode).toBe(404);
    expect((await api.get(`/api/follows/counts/${other().user.id}`)).statusCode).toBe(404);
  });
});

describe('a follow that raced the block', () => {
  it('does not show the blocked member in my follow lists', async () => {
    const { a, b } = pair;
    await follow(ctx.db, a.user.id, b.user.id);
    await follow(ctx.db, b.user.id, a.user.id);
    try {
      const api = as(a.cookie);
      expect((await api.get('/api/follows/following')).json()).toEqual([]);
      expect((await api.get('/api/follows/followers')).json()).toEqual([]);
    } finally {
      await ctx.db.query('delete from follows where follower_id = any($1) and following_id = any($1)', [
        [a.user.id, b.user.id],
      ]);
    }
  });
});

describe('admins', () => {
  it('still see both members and their content when one of them is the blocker', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await setPrivacy(ctx.db, admin.user.id, { profileVisibility: 'public' });
    const member = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
    const postId = await buildPost(ctx.db, member.user.id);
    await block(ctx.db, member.user.id, admin.user.id);
    const api = as(admin.cookie);
    expect((await api.get(`/api/posts/${postId}`)).statusCode).toBe(200);
    expect((await api.get(`/api/users/${member.user.id}`)).statusCode).toBe(200);
    expect(ids((await api.get(`/api/posts/user/${member.user.id}`)).json())).toEqual([postId]);
    // The admin reads the comments of the member who blocked them, and counts them too.
    await commentAs(ctx.db, member.user.id, postId);
    expect((await api.get(`/api/posts/${postId}/comments`)).json()).toHaveLength(1);
    expect((await api.get(`/api/posts/${postId}`)).json().commentsCount).toBe(1);
    // The member who blocked the admin does not see the admin.
    expect((await as(member.cookie).get(`/api/users/${admin.user.id}`)).statusCode).toBe(404);
  });
});

describe('unblocking', () => {
  it('brings back visibility both ways, but not the follows', async () => {
    const fresh = await buildBlockedPair();
    await block(ctx.db, fresh.a.user.id, fresh.b.user.id);
    expect((await as(fresh.a.cookie).delete(`/api/blocks/${fresh.b.user.id}`)).statusCode).toBe(200);
    for (const [me, them] of [
      [fresh.a, fresh.b],
      [fresh.b, fresh.a],
    ]) {
      const api = as(me.cookie);
      expect((await api.get(`/api/posts/${them.postId}`)).statusCode).toBe(200);
      expect((await api.get(`/api/users/${them.user.id}`)).json()).toMatchObject({
        isFollowing: false,
        followsYou: false,
      });
      expect(ids((await api.get(`/api/posts/${fresh.bystanderPost}/comments`)).json())).toContain(them.commentId);
      expect(ids((await api.get(`/api/search/users?q=${them.user.username}`)).json())).toEqual([them.user.id]);
      expect(ids((await api.get('/api/bookmarks')).json())).toContain(them.postId);
      // Not followed any more: their posts are not in my feed.
      expect(ids((await api.get('/api/posts')).json())).not.toContain(them.postId);
    }
  });
});
