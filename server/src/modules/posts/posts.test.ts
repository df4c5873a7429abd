import { POST_MESSAGES } from '@common/posts-texts';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('POST /api/posts', () => {
  it('creates a text post by the signed-in member and answers it with every Post field', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { isTrainer: true });
    const res = await apiAs(ctx, cookie).post('/api/posts', { content: '  Leg day done 💪  ', audience: 'public' });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toEqual({
      id: expect.any(Number),
      userId: user.id,
      content: 'Leg day done 💪',
      imageUrl: null,
      imageKey: null,
      imageSizes: null,
      videoUrl: null,
      videoKey: null,
      location: null,
      placeLat: null,
      placeLng: null,
      audience: 'public',
      workout: null,
      activity: null,
      createdAt: expect.any(String),
      user: {
        id: user.id,
        username: user.username,
        name: user.name,
        profileImageUrl: null,
        profilePicture: null,
        isTrainer: true,
      },
      likesCount: 0,
      commentsCount: 0,
      userLiked: false,
      bookmarked: false,
    });
    expect(Date.now() - Date.parse(post.createdAt)).toBeLessThan(60_000);
    const { rows } = await ctx.db.query('select user_id, content from posts where id = $1', [post.id]);
    expect(rows[0]).toEqual({ user_id: user.id, content: 'Leg day done 💪' });
  });

  it("ignores a userId in the body: the author is always the session's member (D1)", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/posts', { userId: other.user.id, content: 'mine' });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBe(user.id);
  });

  it("defaults the audience to the author's profile visibility, and takes the composer's choice", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    expect((await api.post('/api/posts', { content: 'a' })).json().audience).toBe('friends');
    await setPrivacy(ctx.db, user.id, { profileVisibility: 'public' });
    expect((await api.post('/api/posts', { content: 'b' })).json().audience).toBe('public');
    expect((await api.post('/api/posts', { content: 'c', audience: 'private' })).json().audience).toBe('private');
    const bad = await api.post('/api/posts', { content: 'd', audience: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('audience');
  });

  it.each([
    [{ content: '' }],
    [{ content: '   \n\t ' }],
    [{}],
    [{ content: null }],
    // Default-ignorable characters draw nothing: a variation selector, the combining grapheme joiner.
    [{ content: '\ufe0f \u034f' }],
  ])("refuses %o with 400 'Post cannot be empty' and stores nothing", async (body) => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/posts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.postEmpty, errors: { content: MESSAGES.postEmpty } });
    const { rows } = await ctx.db.query('select count(*)::int as n from posts where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses content over 5000 characters, a location over 200, and half a place', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const long = await api.post('/api/posts', { content: 'x'.repeat(5001) });
    expect(long.json()).toMatchObject({ message: POST_MESSAGES.contentTooLong });
    const place = await api.post('/api/posts', { content: 'x', location: 'y'.repeat(201) });
    expect(place.json().errors).toEqual({ location: POST_MESSAGES.locationTooLong });
    const half = await api.post('/api/posts', { content: 'x', location: 'Paris, France', placeLat: 48.85 });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ placeLat: POST_MESSAGES.placeNeedsBoth });
    const outOfRange = await api.post('/api/posts', { content: 'x', location: 'Nowhere', placeLat: 91, placeLng: 0 });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('stores a location with the place coordinates, and a location typed without a place', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const res = await api.post('/api/posts', {
      content: 'Run by the Seine',
      location: 'Paris, France',
      placeLat: 48.85341,
      placeLng: 2.3488,
    });
    expect(res.json()).toMatchObject({ location: 'Paris, France', placeLat: 48.85341, placeLng: 2.3488 });
    const typed = await api.post('/api/posts', { content: 'Home gym', location: '  My garage  ' });
    expect(typed.json()).toMatchObject({ location: 'My garage', placeLat: null, placeLng: null });
  });

  it('keeps HTML as plain text: it is stored and answered exactly as typed, never interpreted', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    const res = await apiAs(ctx, cookie).post('/api/posts', { content: html });
    expect(res.json().content).toBe(html);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a body that is not a JSON object', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: '"just a string"',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/posts/{id}', () => {
  it('answers a post the viewer may see and 404 for one they may not, or that does not exist', async () => {
    const author = await buildSignedInUser(ctx.db);
    const reader = await buildSignedInUser(ctx.db);
    const open = await buildPost(ctx.db, author.user.id, { audience: 'public' });
    const hidden = await buildPost(ctx.db, author.user.id, { audience: 'private' });
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const api = apiAs(ctx, reader.cookie);
    expect((await api.get(`/api/posts/${open}`)).json()).toMatchObject({ id: open, userId: author.user.id });
    expect((await api.get(`/api/posts/${hidden}`)).statusCode).toBe(404);
    expect((await api.get('/api/posts/999999999')).statusCode).toBe(404);
    const invalid = await api.get('/api/posts/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid id');
  });
});

describe('DELETE /api/posts/{id}', () => {
  it('lets the author delete their post (204), with its likes, comments and bookmarks', async () => {
    const author = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.user.id);
    const fanApi = apiAs(ctx, fan.cookie);
    await fanApi.post(`/api/posts/${postId}/like`);
    await fanApi.post(`/api/posts/${postId}/comments`, { content: 'Great!' });
    await fanApi.post(`/api/posts/${postId}/bookmark`);
    const res = await apiAs(ctx, author.cookie).delete(`/api/posts/${postId}`);
    expect(res.statusCode).toBe(204);
    for (const table of [
      'posts where id',
      'likes where post_id',
      'comments where post_id',
      'bookmarks where post_id',
    ]) {
      const { rows } = await ctx.db.query(`select count(*)::int as n from ${table} = $1`, [postId]);
      expect(rows[0].n, table).toBe(0);
    }
    expect((await apiAs(ctx, author.cookie).delete(`/api/posts/${postId}`)).statusCode).toBe(404);
  });

  it('refuses another member with 403 and keeps the post', async () => {
    const author = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.user.id, { audience: 'public' });
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const res = await apiAs(ctx, other.cookie).delete(`/api/posts/${postId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden });
    const { rowCount } = await ctx.db.query('select 1 from posts where id = $1', [postId]);
    expect(rowCount).toBe(1);
  });

  it('answers 404 to a member who may not even see the post, and lets an admin delete any post', async () => {
    const author = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await follow(ctx.db, author.user.id, friend.user.id);
    await follow(ctx.db, friend.user.id, author.user.id);
    const postId = await buildPost(ctx.db, author.user.id, { audience: 'private' });
    expect((await apiAs(ctx, stranger.cookie).delete(`/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, friend.cookie).delete(`/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, admin.cookie).delete(`/api/posts/${postId}`)).statusCode).toBe(204);
  });
});

describe('visitors', () => {
  it.each([
    ['POST', '/api/posts'],
    ['GET', '/api/posts'],
    ['GET', '/api/posts/trending'],
    ['GET', '/api/posts/1'],
    ['DELETE', '/api/posts/1'],
    ['GET', '/api/posts/user/1'],
    ['GET', '/api/users/1/posts'],
    ['POST', '/api/posts/1/like'],
    ['DELETE', '/api/posts/1/like'],
    ['GET', '/api/posts/1/comments'],
    ['POST', '/api/posts/1/comments'],
    ['POST', '/api/posts/1/bookmark'],
    ['DELETE', '/api/posts/1/bookmark'],
    ['GET', '/api/bookmarks'],
    ['GET', '/api/places?q=paris'],
  ] as const)('%s %s answers 401, also with a forged Bearer id', async (method, url) => {
    const { user } = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, user.id);
    const target = url.replace('/1', `/${postId}`);
    for (const headers of [{}, { authorization: `Bearer ${user.id}` }]) {
      // An invalid body too: visitors learn nothing about validation.
      const payload = method === 'POST' ? { content: '' } : undefined;
      const res = await ctx.app.inject({ method, url: target, headers, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
    const { rows } = await ctx.db.query(
      'select (select count(*) from likes)::int + (select count(*) from comments)::int as n',
    );
    expect(rows[0].n).toBe(0);
  });
});
