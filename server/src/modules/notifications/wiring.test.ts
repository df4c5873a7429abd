import type { AppNotification } from '@common/schemas/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { openSocket } from '../../test/realtime-socket';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';

// The other domains' write paths call notify(): a follow (people), a like and a comment (posts).
// Waits for socket events are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const post = (path: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: path, payload, headers: { cookie } });
const notificationsOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/notifications', headers: { cookie } })).json() as AppNotification[];

describe('notifications from follows, likes and comments', () => {
  it('a new follower, a like and a comment notify the member live; repeats and own actions do not', async () => {
    const author = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const postId = await buildPost(ctx.db, author.user.id);
    const socket = await openSocket(url, author.cookie);
    await socket.next('unread');

    expect((await post(`/api/follows/${author.user.id}`, fan.cookie)).statusCode).toBe(201);
    expect(await socket.next('notification')).toMatchObject({
      notification: { type: 'follow', actor: { id: fan.user.id } },
    });
    expect((await post(`/api/follows/${author.user.id}`, fan.cookie)).statusCode).toBe(200); // already following

    expect((await post(`/api/posts/${postId}/like`, fan.cookie)).statusCode).toBe(200);
    expect(await socket.next('notification')).toMatchObject({ notification: { type: 'like', postId } });
    await post(`/api/posts/${postId}/like`, fan.cookie); // liking twice counts once

    expect((await post(`/api/posts/${postId}/comments`, fan.cookie, { content: 'Strong!' })).statusCode).toBe(201);
    expect(await socket.next('notification')).toMatchObject({ notification: { type: 'comment', postId } });

    await post(`/api/posts/${postId}/like`, author.cookie); // one's own like notifies nobody
    expect((await notificationsOf(author.cookie)).map((n) => n.type)).toEqual(['comment', 'like', 'follow']);
    expect(socket.events).toContainEqual(
      expect.objectContaining({
        notification: expect.objectContaining({ type: 'comment' }),
        unread: { notifications: 3, messages: 0 },
      }),
    );
    expect(await socket.none('notification', (e) => e.notification.actor.id === author.user.id)).toBe(true);
    await socket.close();
  });

  it("follows 'none' for likes and comments and for follows (friend requests)", async () => {
    const author = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    await updateSettings(ctx.db, author.user.id, { notifications: { likesComments: 'none', friendRequests: 'none' } });
    const postId = await buildPost(ctx.db, author.user.id);
    expect((await post(`/api/follows/${author.user.id}`, fan.cookie)).statusCode).toBe(201);
    expect((await post(`/api/posts/${postId}/like`, fan.cookie)).statusCode).toBe(200);
    expect((await post(`/api/posts/${postId}/comments`, fan.cookie, { content: 'hi' })).statusCode).toBe(201);
    expect(await notificationsOf(author.cookie)).toEqual([]);
  });
});
