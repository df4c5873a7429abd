import { POST_MESSAGES } from '@common/posts-texts';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildPost, buildPublicUser, commentAs, likeAs, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const countsOf = async (postId: number) =>
  (await ctx.db.query('select likes_count, comments_count from posts where id = $1', [postId])).rows[0];

describe('POST|DELETE /api/posts/{id}/like', () => {
  it('likes once however often it is asked (idempotent), and unlikes', async () => {
    const author = await buildPublicUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    const api = apiAs(ctx, fan.cookie);
    const first = await api.post(`/api/posts/${postId}/like`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ postId, liked: true, likesCount: 1 });
    const again = await Promise.all([1, 2, 3].map(() => api.post(`/api/posts/${postId}/like`)));
    for (const res of again) expect(res.json()).toEqual({ postId, liked: true, likesCount: 1 });
    expect((await api.get(`/api/posts/${postId}`)).json()).toMatchObject({ likesCount: 1, userLiked: true });

    expect((await api.delete(`/api/posts/${postId}/like`)).json()).toEqual({ postId, liked: false, likesCount: 0 });
    expect((await api.delete(`/api/posts/${postId}/like`)).json()).toEqual({ postId, liked: false, likesCount: 0 });
    expect((await api.get(`/api/posts/${postId}`)).json()).toMatchObject({ likesCount: 0, userLiked: false });
  });

  it('counts concurrent likes of many members exactly', async () => {
    const author = await buildPublicUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    const fans = await Promise.all(Array.from({ length: 15 }, () => buildSignedInUser(ctx.db)));
    await Promise.all(fans.map((fan) => apiAs(ctx, fan.cookie).post(`/api/posts/${postId}/like`)));
    expect(await countsOf(postId)).toEqual({ likes_count: 15, comments_count: 0 });
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    const fan = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, fan.cookie).post('/api/posts/99999999/like')).statusCode).toBe(404);
    expect((await apiAs(ctx, fan.cookie).post('/api/posts/0/like')).statusCode).toBe(400);
  });

  it('keeps the counters right when a liker or commenter deletes their account', async () => {
    const author = await buildPublicUser(ctx.db);
    const leaving = await buildUser(ctx.db);
    const staying = await buildUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    await likeAs(ctx.db, leaving.id, postId);
    await likeAs(ctx.db, staying.id, postId);
    await commentAs(ctx.db, leaving.id, postId);
    await commentAs(ctx.db, leaving.id, postId);
    await commentAs(ctx.db, staying.id, postId);
    expect(await countsOf(postId)).toEqual({ likes_count: 2, comments_count: 3 });
    await ctx.db.query('delete from users where id = $1', [leaving.id]);
    expect(await countsOf(postId)).toEqual({ likes_count: 1, comments_count: 1 });
  });
});

describe('GET|POST /api/posts/{id}/comments', () => {
  it('adds a trimmed comment (201) with its author, and counts it on the post', async () => {
    const author = await buildPublicUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    const res = await apiAs(ctx, fan.cookie).post(`/api/posts/${postId}/comments`, { content: '  Beast mode!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      postId,
      content: 'Beast mode!',
      createdAt: expect.any(String),
      user: {
        id: fan.user.id,
        username: fan.user.username,
        name: fan.user.name,
        profileImageUrl: null,
        profilePicture: null,
        isTrainer: false,
      },
    });
    expect((await countsOf(postId)).comments_count).toBe(1);
  });

  // The last ones draw nothing: variation selectors, the combining grapheme joiner, Khmer and
  // Mongolian invisible signs (Unicode's default-ignorable characters).
  it.each([[''], ['   '], ['\n\t'], ['\ufe0f'], ['\u034f\ufe0e'], ['\u17b4\u180b']])(
    'refuses the blank comment %j with 400 and stores nothing',
    async (content) => {
      const author = await buildPublicUser(ctx.db);
      const fan = await buildSignedInUser(ctx.db);
      const postId = await buildPost(ctx.db, author.id);
      const res = await apiAs(ctx, fan.cookie).post(`/api/posts/${postId}/comments`, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.commentEmpty, errors: { content: MESSAGES.commentEmpty } });
      expect((await countsOf(postId)).comments_count).toBe(0);
    },
  );

  it('refuses a comment over 2000 characters and a comment on an unknown post', async () => {
    const fan = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, fan.user.id);
    const api = apiAs(ctx, fan.cookie);
    const long = await api.post(`/api/posts/${postId}/comments`, { content: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ message: POST_MESSAGES.commentTooLong });
    expect((await api.post('/api/posts/99999999/comments', { content: 'hi' })).statusCode).toBe(404);
    expect((await api.get('/api/posts/99999999/comments')).statusCode).toBe(404);
  });

  it('lists comments newest first, paged with limit and before, HTML kept as plain text', async () => {
    const author = await buildPublicUser(ctx.db);
    const reader = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await commentAs(ctx.db, author.id, postId, `<b>comment ${i}</b>`));
    const api = apiAs(ctx, reader.cookie);
    const first = (await api.get(`/api/posts/${postId}/comments?limit=3`)).json();
    expect(idsOf(first)).toEqual([ids[4], ids[3], ids[2]]);
    expect(first[0]).toMatchObject({ content: '<b>comment 4</b>', user: { id: author.id, name: author.name } });
    const rest = (await api.get(`/api/posts/${postId}/comments?limit=3&before=${first[2].id}`)).json();
    expect(idsOf(rest)).toEqual([ids[1], ids[0]]);
    const empty = await api.get(`/api/posts/${postId}/comments?before=${ids[0]}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });
});

describe("a comment's notification", () => {
  it('goes with its own comment: deleting one of two comments leaves one notification', async () => {
    const author = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const fan = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.user.id);
    const fanApi = apiAs(ctx, fan.cookie);
    const first = (await fanApi.post(`/api/posts/${postId}/comments`, { content: 'first' })).json();
    const oops = (await fanApi.post(`/api/posts/${postId}/comments`, { content: 'oops' })).json();
    const authorApi = apiAs(ctx, author.cookie);
    const news = async () => ({
      listed: ((await authorApi.get('/api/notifications')).json() as unknown[]).length,
      bell: (await authorApi.get('/api/notifications/unread-count')).json().notifications,
    });
    expect(await news()).toEqual({ listed: 2, bell: 2 });
    expect((await fanApi.delete(`/api/comments/${oops.id}`)).statusCode).toBe(204);
    expect(await news()).toEqual({ listed: 1, bell: 1 });
    // The post's author deleting the other one takes the last.
    expect((await authorApi.delete(`/api/comments/${first.id}`)).statusCode).toBe(204);
    expect(await news()).toEqual({ listed: 0, bell: 0 });
  });
});

describe('bookmarks', () => {
  it('saves once however often asked, lists most recently saved first, and unsaves', async () => {
    const author = await buildPublicUser(ctx.db);
    const me = await buildSignedInUser(ctx.db);
    const [a, b, c] = [
      await buildPost(ctx.db, author.id),
      await buildPost(ctx.db, author.id),
      await buildPost(ctx.db, author.id),
    ];
    const api = apiAs(ctx, me.cookie);
    for (const id of [b, c, a, b]) {
      const res = await api.post(`/api/posts/${id}/bookmark`);
      expect(res.json()).toEqual({ postId: id, bookmarked: true });
    }
    const saved = (await api.get('/api/bookmarks')).json();
    expect(idsOf(saved)).toEqual([a, c, b]);
    expect(saved.every((p: { bookmarked: boolean }) => p.bookmarked)).toBe(true);
    expect(idsOf((await api.get(`/api/bookmarks?limit=2&before=${c}`)).json())).toEqual([b]);

    expect((await api.delete(`/api/posts/${c}/bookmark`)).json()).toEqual({ postId: c, bookmarked: false });
    expect(idsOf((await api.get('/api/bookmarks')).json())).toEqual([a, b]);
    expect((await api.get(`/api/posts/${c}`)).json().bookmarked).toBe(false);
  });

  it("are each member's own", async () => {
    const author = await buildPublicUser(ctx.db);
    const me = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    await apiAs(ctx, other.cookie).post(`/api/posts/${postId}/bookmark`);
    expect((await apiAs(ctx, me.cookie).get('/api/bookmarks')).json()).toEqual([]);
    expect((await apiAs(ctx, me.cookie).get(`/api/posts/${postId}`)).json().bookmarked).toBe(false);
  });

  it('answers 404 for an unknown post', async () => {
    const me = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, me.cookie).post('/api/posts/99999999/bookmark')).statusCode).toBe(404);
    expect((await apiAs(ctx, me.cookie).delete('/api/posts/99999999/bookmark')).statusCode).toBe(404);
  });
});
