import { POST_LIMITS } from '@common/post-limits';
import { POST_MESSAGES } from '@common/posts-texts';
import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });

async function friends() {
  const owner = await buildSignedInUser(ctx.db);
  const friend = await buildSignedInUser(ctx.db);
  await follow(ctx.db, owner.user.id, friend.user.id);
  await follow(ctx.db, friend.user.id, owner.user.id);
  return { owner, friend };
}

describe('who sees an activity', () => {
  it('public / friends / only me, defaulting to the workout activity choice; blocks hide it both ways', async () => {
    const { owner, friend } = await friends();
    const stranger = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { privacy: { workoutActivity: 'public' } },
    });
    const byDefault = await uploadRun(ctx.app, owner.cookie, { km: 1 });
    expect(byDefault.visibility).toBe('public');
    const friendsOnly = await uploadRun(ctx.app, owner.cookie, { km: 2, fields: { visibility: 'friends' } });
    const onlyMe = await uploadRun(ctx.app, owner.cookie, { km: 3, fields: { visibility: 'private' } });
    const status = async (id: number, cookie: string) => (await get(`/api/activities/${id}`, cookie)).statusCode;

    expect(await status(byDefault.id, stranger.cookie)).toBe(200);
    expect(await status(friendsOnly.id, stranger.cookie)).toBe(404);
    expect(await status(friendsOnly.id, friend.cookie)).toBe(200);
    expect(await status(onlyMe.id, friend.cookie)).toBe(404);
    expect(await status(onlyMe.id, admin.cookie)).toBe(200);

    await ctx.app.inject({ method: 'POST', url: `/api/blocks/${owner.user.id}`, headers: { cookie: stranger.cookie } });
    expect(await status(byDefault.id, stranger.cookie)).toBe(404);
    await ctx.app.inject({ method: 'POST', url: `/api/blocks/${friend.user.id}`, headers: { cookie: owner.cookie } });
    expect(await status(friendsOnly.id, friend.cookie)).toBe(404);
  });
});

describe('sharing to the feed', () => {
  it('is a post with the activity card; likes and comments work; the audience follows the visibility', async () => {
    const { owner, friend } = await friends();
    const run = await uploadRun(ctx.app, owner.cookie, {
      km: 2,
      fields: { visibility: 'friends', title: 'Canal loop' },
    });
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${run.id}/share`,
      headers: { cookie: owner.cookie },
      payload: { caption: 'Easy one along the canal' },
    });
    expect(share.statusCode, share.body).toBe(201);
    const { postId } = share.json();
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${run.id}/share`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(409);

    const feed = (await get('/api/posts', friend.cookie)).json() as Post[];
    const post = feed.find((p) => p.id === postId)!;
    expect(post).toMatchObject({ content: 'Easy one along the canal', audience: 'friends' });
    expect(post.activity).toMatchObject({ id: run.id, title: 'Canal loop', sport: 'run', movingSeconds: 667 });
    expect(post.activity!.distanceM).toBeCloseTo(2001, 0);
    expect(post.activity!.preview!.path).toMatch(/^M[\d. ]+L/);

    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/like`,
      headers: { cookie: friend.cookie },
    });
    expect(like.json()).toMatchObject({ liked: true, likesCount: 1 });
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: { cookie: friend.cookie },
      payload: { content: 'Nice pace!' },
    });
    expect(comment.statusCode).toBe(201);
    const page = (await get(`/api/activities/${run.id}`, friend.cookie)).json();
    expect(page.postId).toBe(postId);

    // Only me: the card leaves the friend's feed with the page.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/activities/${run.id}`,
      headers: { cookie: owner.cookie },
      payload: { visibility: 'private' },
    });
    expect(((await get('/api/posts', friend.cookie)).json() as Post[]).some((p) => p.id === postId)).toBe(false);
    expect((await get(`/api/activities/${run.id}`, friend.cookie)).statusCode).toBe(404);

    // Deleting the activity deletes its post.
    await ctx.app.inject({ method: 'DELETE', url: `/api/activities/${run.id}`, headers: { cookie: owner.cookie } });
    expect((await get(`/api/posts/${postId}`, owner.cookie)).statusCode).toBe(404);
  });

  it("a caption longer than a post may be is refused in the post's words, and nothing is shared", async () => {
    const { owner } = await friends();
    const run = await uploadRun(ctx.app, owner.cookie, { km: 1, fields: { visibility: 'public' } });
    const share = (caption: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/activities/${run.id}/share`,
        headers: { cookie: owner.cookie },
        payload: { caption },
      });
    const tooLong = await share('a'.repeat(POST_LIMITS.contentMax + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(POST_MESSAGES.contentTooLong);
    expect((await get(`/api/activities/${run.id}`, owner.cookie)).json().postId).toBeNull();
    const longest = await share('a'.repeat(POST_LIMITS.contentMax));
    expect(longest.statusCode, longest.body).toBe(201);
    const post = (await get(`/api/posts/${longest.json().postId}`, owner.cookie)).json() as Post;
    expect(post.content).toHaveLength(POST_LIMITS.contentMax);
  });

  it('only the owner shares (404 when the activity is not theirs to see); an ordinary post has no activity', async () => {
    const { owner, friend } = await friends();
    const run = await uploadRun(ctx.app, owner.cookie, { km: 1, fields: { visibility: 'public' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${run.id}/share`,
      headers: { cookie: friend.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    // A private activity does not exist for anyone else: 404, as every other route answers.
    const hidden = await uploadRun(ctx.app, owner.cookie, { km: 2, fields: { visibility: 'private' } });
    const shareHidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${hidden.id}/share`,
      headers: { cookie: friend.cookie },
      payload: {},
    });
    expect(shareHidden.statusCode).toBe(404);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: owner.cookie },
      payload: { content: 'hello' },
    });
    expect(plain.json().activity).toBeNull();
  });
});
