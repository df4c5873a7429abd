import type { AppNotification } from '@common/schemas/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildPost, likeAs } from '../../test/factories/posts';
import { openSocket } from '../../test/realtime-socket';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';
import { notify as notifyOnly } from './notify';

// Waits for socket events are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
const get = (path: string, cookie?: string) => ctx.app.inject({ url: path, headers: cookie ? { cookie } : {} });

/**
 * notify() after what it tells, as the app calls it: a notification of a like, comment or follow
 * that no longer holds is left out of the list and the counts.
 */
async function notify(...[app, input]: Parameters<typeof notifyOnly>) {
  if (input.actorId !== input.recipientId) {
    if (input.type === 'follow') await follow(ctx.db, input.actorId, input.recipientId);
    // Tests about storing alone name posts that do not exist: nothing to like there.
    const post = input.postId
      ? (await ctx.db.query('select 1 from posts where id = $1', [input.postId])).rows[0]
      : null;
    if (post && input.type === 'like') await likeAs(ctx.db, input.actorId, input.postId!);
    if (post && input.type === 'comment') {
      await ctx.db.query('insert into comments (post_id, user_id, content) values ($1, $2, $3)', [
        input.postId,
        input.actorId,
        'Nice',
      ]);
    }
  }
  return notifyOnly(app, input);
}

describe('notify()', () => {
  it('stores likes, comments and follows and pushes them with the new counts over the socket', async () => {
    const me = await buildSignedInUser(ctx.db);
    const actor = await buildUser(ctx.db);
    const socket = await openSocket(url, me.cookie);
    await socket.next('unread');
    const postId = await buildPost(ctx.db, me.user.id);

    const like = await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: actor.id, postId });
    expect(like).toMatchObject({ type: 'like', postId, read: false, count: 1, actor: { id: actor.id } });
    // One frame: the notification and the counts that include it.
    expect(await socket.next('notification')).toEqual({
      type: 'notification',
      notification: like,
      unread: { notifications: 1, messages: 0 },
    });
    expect(await socket.none('unread')).toBe(true);

    await notify(ctx.app, { type: 'comment', recipientId: me.user.id, actorId: actor.id, postId });
    await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: actor.id });
    expect(await socket.next('notification', (e) => e.unread.notifications === 3)).toBeTruthy();
    const list = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(list.map((n) => n.type)).toEqual(['follow', 'comment', 'like']);
    await socket.close();
  });

  it("respects the member's choices: 'none' stores nothing, 'email' stores without a live push", async () => {
    const me = await buildSignedInUser(ctx.db);
    const actor = await buildUser(ctx.db);
    await updateSettings(ctx.db, me.user.id, { notifications: { likesComments: 'none', friendRequests: 'email' } });
    const socket = await openSocket(url, me.cookie);
    await socket.next('unread');
    expect(await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: actor.id, postId: 1 })).toBeNull();
    expect(
      await notify(ctx.app, { type: 'comment', recipientId: me.user.id, actorId: actor.id, postId: 1 }),
    ).toBeNull();
    expect(await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: actor.id })).not.toBeNull();
    expect(await socket.next('unread')).toMatchObject({ notifications: 1 });
    expect(await socket.none('notification')).toBe(true);
    expect(((await get('/api/notifications', me.cookie)).json() as AppNotification[]).map((n) => n.type)).toEqual([
      'follow',
    ]);
    await socket.close();
  });

  it('does not notify members about their own actions, nor repeat an unread like', async () => {
    const me = await buildSignedInUser(ctx.db);
    const actor = await buildUser(ctx.db);
    expect(await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: me.user.id, postId: 1 })).toBeNull();
    expect(
      await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: actor.id, postId: 1 }),
    ).not.toBeNull();
    expect(await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: actor.id, postId: 1 })).toBeNull();
    expect(
      await notify(ctx.app, { type: 'like', recipientId: me.user.id, actorId: actor.id, postId: 2 }),
    ).not.toBeNull();
  });

  it('coalesces messages from one sender into one notification that moves to the top; reading the chat clears it', async () => {
    const me = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await follow(ctx.db, writer.user.id, me.user.id);
    const send = (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/messages/${me.user.id}`,
        payload: { content },
        headers: { cookie: writer.cookie },
      });
    await send('one');
    await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: other.id });
    await send('two');
    const list = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(list.map((n) => [n.type, n.count])).toEqual([
      ['message', 2],
      ['follow', 1],
    ]);
    // The bell counts likes, comments and follows; messages have their own badge (D5).
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 1, messages: 2 });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${writer.user.id}/read`,
      headers: { cookie: me.cookie },
    });
    const after = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(after.find((n) => n.type === 'message')?.read).toBe(true);
  });

  it('keeps one notification per contact: messages read as they came do not pile up', async () => {
    const me = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    await follow(ctx.db, writer.user.id, me.user.id);
    for (const content of ['one', 'two', 'three']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/messages/${me.user.id}`,
        payload: { content },
        headers: { cookie: writer.cookie },
      });
      // The conversation is open: each message is read as it comes.
      await ctx.app.inject({
        method: 'POST',
        url: `/api/messages/${writer.user.id}/read`,
        headers: { cookie: me.cookie },
      });
    }
    const list = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(list.map((n) => [n.type, n.count, n.read])).toEqual([['message', 1, true]]);
  });

  it('counts messages sent at the same instant into one notification, none lost', async () => {
    const me = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    await follow(ctx.db, writer.user.id, me.user.id);
    const sends = Array.from({ length: 6 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/messages/${me.user.id}`,
        payload: { content: `burst ${i}` },
        headers: { cookie: writer.cookie },
      }),
    );
    expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const list = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(list.map((n) => [n.type, n.count])).toEqual([['message', 6]]);
  });
});

describe('a notification whose act is undone', () => {
  it('leaves the list and the bell: an unlike, a deleted comment or post, an unfollow', async () => {
    const me = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const call = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      ctx.app.inject({ method, url: path, payload, headers: { cookie: fan.cookie } });
    const bell = async () => (await get('/api/notifications/unread-count', me.cookie)).json().notifications;
    const listed = async () =>
      ((await get('/api/notifications', me.cookie)).json() as AppNotification[]).map((n) => `${n.type} ${n.postId}`);
    const [kept, gone] = [await buildPost(ctx.db, me.user.id), await buildPost(ctx.db, me.user.id)];

    expect((await call('POST', `/api/posts/${kept}/like`)).statusCode).toBe(200);
    const comment = (await call('POST', `/api/posts/${kept}/comments`, { content: 'Strong!' })).json();
    await call('POST', `/api/posts/${gone}/like`);
    await call('POST', `/api/follows/${me.user.id}`);
    expect(await bell()).toBe(4);

    await call('DELETE', `/api/posts/${kept}/like`);
    await call('DELETE', `/api/comments/${comment.id}`);
    await ctx.db.query('delete from posts where id = $1', [gone]); // however it goes: author, admin, cascade
    await call('DELETE', `/api/follows/${me.user.id}`);
    expect(await bell()).toBe(0);
    expect(await listed()).toEqual([]);

    // A like given again notifies again, once.
    await call('POST', `/api/posts/${kept}/like`);
    expect(await listed()).toEqual([`like ${kept}`]);
  });
  it("leaves them too for a remote account's like or reply: an Undo, a deleted reply, a deleted post", async () => {
    const me = await buildSignedInUser(ctx.db);
    const bell = async () => (await get('/api/notifications/unread-count', me.cookie)).json().notifications;
    const listed = async () =>
      ((await get('/api/notifications', me.cookie)).json() as AppNotification[]).map((n) => `${n.type} ${n.postId}`);
    const { rows } = await ctx.db.query<{ id: string }>(
      `insert into federation_actors (iri, handle, name, profile_url, inbox_url, server)
       values ('https://undo.example/users/ann', '@ann@undo.example', 'Ann', 'https://undo.example/@ann',
         'https://undo.example/inbox', 'undo.example') returning id`,
    );
    const remoteActorId = Number(rows[0].id);
    const [liked, replied, gone] = [
      await buildPost(ctx.db, me.user.id),
      await buildPost(ctx.db, me.user.id),
      await buildPost(ctx.db, me.user.id),
    ];
    // As the inbox stores them (federation/inbox.ts): the row, then the news.
    const remoteLike = async (postId: number) => {
      await ctx.db.query('insert into federation_likes (post_id, actor_id) values ($1, $2)', [postId, remoteActorId]);
      await notifyOnly(ctx.app, { type: 'like', recipientId: me.user.id, actorId: me.user.id, remoteActorId, postId });
    };
    await remoteLike(liked);
    await ctx.db.query(
      `insert into federation_comments (post_id, actor_id, object_iri, url, content_html)
       values ($1, $2, 'https://undo.example/notes/1', 'https://undo.example/notes/1', '<p>Strong</p>')`,
      [replied, remoteActorId],
    );
    await notifyOnly(ctx.app, {
      type: 'comment',
      recipientId: me.user.id,
      actorId: me.user.id,
      remoteActorId,
      postId: replied,
    });
    await remoteLike(gone);
    expect(await bell()).toBe(3);

    await ctx.db.query('delete from federation_likes where post_id = $1', [liked]); // Undo Like
    await ctx.db.query('delete from federation_comments where post_id = $1', [replied]); // Delete Note
    await ctx.db.query('delete from posts where id = $1', [gone]);
    expect(await bell()).toBe(0);
    expect(await listed()).toEqual([]);

    // Liked again: news again, once.
    await remoteLike(liked);
    expect(await listed()).toEqual([`like ${liked}`]);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('pages newest first, marks given ids or all read, and only the caller’s own', async () => {
    const me = await buildSignedInUser(ctx.db);
    const someoneElse = await buildSignedInUser(ctx.db);
    const actors = [];
    for (let i = 0; i < 3; i++) actors.push(await buildUser(ctx.db));
    for (const a of actors) await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: a.id });
    const theirs = await notify(ctx.app, { type: 'follow', recipientId: someoneElse.user.id, actorId: actors[0].id });

    const page1 = (await get('/api/notifications?limit=2', me.cookie)).json() as AppNotification[];
    expect(page1.map((n) => n.actor.id)).toEqual([actors[2].id, actors[1].id]);
    const page2 = (
      await get(`/api/notifications?limit=2&before=${page1[1].id}`, me.cookie)
    ).json() as AppNotification[];
    expect(page2.map((n) => n.actor.id)).toEqual([actors[0].id]);

    const markOne = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [page1[0].id, theirs!.id] },
      headers: { cookie: me.cookie },
    });
    expect(markOne.json()).toEqual({ marked: 1, notifications: 2, messages: 0 });
    expect((await get('/api/notifications/unread-count', someoneElse.cookie)).json()).toMatchObject({
      notifications: 1,
    });

    const markAll = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: me.cookie },
    });
    expect(markAll.json()).toEqual({ marked: 2, notifications: 0, messages: 0 });
  });

  it('marks exactly what the notifications page showed: what arrived after the list stays unread (issue 16)', async () => {
    const me = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    const [a, b] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    await follow(ctx.db, writer.user.id, me.user.id);
    await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: a.id });
    await notify(ctx.app, { type: 'message', recipientId: me.user.id, actorId: writer.user.id });
    const shown = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(shown.map((n) => n.type)).toEqual(['message', 'follow']);

    // While the page is open: a new follower, and a second message that coalesces into the shown
    // one under a new id (so its new count has not been seen).
    await notify(ctx.app, { type: 'follow', recipientId: me.user.id, actorId: b.id });
    await notify(ctx.app, { type: 'message', recipientId: me.user.id, actorId: writer.user.id });
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: shown.map((n) => n.id) },
      headers: { cookie: me.cookie },
    });
    expect(marked.json()).toMatchObject({ marked: 1, notifications: 1 });
    const now = (await get('/api/notifications', me.cookie)).json() as AppNotification[];
    expect(now.map((n) => [n.type, n.actor.id, n.read])).toEqual([
      ['message', writer.user.id, false],
      ['follow', b.id, false],
      ['follow', a.id, true],
    ]);
  });

  it('answers 401 to visitors and 400 to bad input', async () => {
    const me = await buildSignedInUser(ctx.db);
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await get('/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(401);
    expect((await get('/api/notifications?before=x', me.cookie)).statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: 'all' },
      headers: { cookie: me.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
