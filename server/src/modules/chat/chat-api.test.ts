import { CHAT_ERRORS } from '@common/chat-texts';
import type { ChatContact, ChatMessage } from '@common/schemas/chat';
import { describe, expect, it, vi } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildMessage } from '../../test/factories/chat';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// Waits for socket events are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('GET /api/messages/{userId}', () => {
  it('answers the conversation oldest to newest and pages back with `before`', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    const sent = [];
    for (let i = 0; i < 5; i++) {
      sent.push(await buildMessage(ctx.db, i % 2 ? b.id : a.user.id, i % 2 ? a.user.id : b.id, { content: `m${i}` }));
    }
    const latest = (await get(`/api/messages/${b.id}?limit=3`, a.cookie)).json() as ChatMessage[];
    expect(latest.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    expect(latest[0]).toEqual({
      id: sent[2].id,
      senderId: a.user.id,
      receiverId: b.id,
      content: 'm2',
      timestamp: sent[2].created_at.toISOString(),
      read: false,
      type: 'message',
    });
    const older = (await get(`/api/messages/${b.id}?limit=3&before=${latest[0].id}`, a.cookie)).json() as ChatMessage[];
    expect(older.map((m) => m.content)).toEqual(['m0', 'm1']);
  });

  it("shows only the caller's own conversation: another pair's messages never leak", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const eve = await buildSignedInUser(ctx.db);
    await buildMessage(ctx.db, a.user.id, b.user.id, { content: 'private to b' });
    await buildMessage(ctx.db, b.user.id, a.user.id, { content: 'private to a' });
    // Eve asks for "the conversation with a" and with b: she is never a participant of theirs.
    for (const other of [a.user.id, b.user.id]) {
      const res = await get(`/api/messages/${other}`, eve.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect(((await get(`/api/messages/${a.user.id}`, b.cookie)).json() as ChatMessage[]).length).toBe(2);
  });

  it('answers 401 to a visitor, 400 for a bad id or oneself, 404 for an unknown member', async () => {
    const a = await buildSignedInUser(ctx.db);
    expect((await get(`/api/messages/${a.user.id}`)).statusCode).toBe(401);
    // An id in an Authorization header is never a credential (D1).
    const bearer = await ctx.app.inject({
      url: `/api/messages/${a.user.id}`,
      headers: { authorization: `Bearer ${a.user.id}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect((await get('/api/messages/abc', a.cookie)).statusCode).toBe(400);
    expect((await get('/api/messages/1?limit=0', a.cookie)).statusCode).toBe(400);
    const self = await get(`/api/messages/${a.user.id}`, a.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CHAT_ERRORS.messageSelf);
    expect((await get('/api/messages/99999999', a.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/messages/{userId}', () => {
  it('sends to a followed member and refuses anyone else with 403 and the clear message', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    const stranger = await buildUser(ctx.db);
    await follow(ctx.db, a.user.id, b.id);
    const ok = await post(`/api/messages/${b.id}`, a.cookie, { content: 'hi there' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ senderId: a.user.id, receiverId: b.id, content: 'hi there', read: false });
    const refused = await post(`/api/messages/${stranger.id}`, a.cookie, { content: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CHAT_ERRORS.notFollowing });
    const blank = await post(`/api/messages/${b.id}`, a.cookie, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CHAT_ERRORS.contentEmpty);
    expect((await post(`/api/messages/${b.id}`, undefined, { content: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /api/messages/{userId}/read and unread counts', () => {
  it('marks only what that member sent me as read and updates the counts', async () => {
    const me = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    const c = await buildUser(ctx.db);
    await follow(ctx.db, me.user.id, b.id);
    await follow(ctx.db, me.user.id, c.id);
    await buildMessage(ctx.db, b.id, me.user.id);
    await buildMessage(ctx.db, b.id, me.user.id);
    await buildMessage(ctx.db, c.id, me.user.id);
    const mine = await buildMessage(ctx.db, me.user.id, b.id);
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 0, messages: 3 });

    const res = await post(`/api/messages/${b.id}/read`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ read: 2 });
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 0, messages: 1 });
    // My own message to b stays unread: only b can read it.
    const { rows } = await ctx.db.query('select read_at from messages where id = $1', [mine.id]);
    expect(rows[0].read_at).toBeNull();
    expect((await post(`/api/messages/${b.id}/read`, me.cookie)).json()).toEqual({ read: 0 });
    expect((await post(`/api/messages/${b.id}/read`)).statusCode).toBe(401);
    expect((await post('/api/messages/99999999/read', me.cookie)).statusCode).toBe(404);
  });
});

describe('the messages badge', () => {
  it('counts only what a conversation shows: not from members blocked either way or suspended', async () => {
    const me = await buildSignedInUser(ctx.db);
    const [friend, blockedByMe, blockingMe, suspended] = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    for (const other of [friend, blockedByMe, blockingMe, suspended]) {
      await follow(ctx.db, me.user.id, other.id);
      await buildMessage(ctx.db, other.id, me.user.id);
    }
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 0, messages: 4 });
    await block(ctx.db, me.user.id, blockedByMe.id);
    await block(ctx.db, blockingMe.id, me.user.id);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);

    const contacts = (await get('/api/chat/contacts', me.cookie)).json() as ChatContact[];
    expect(contacts.map((c) => [c.id, c.unreadCount])).toEqual([[friend.id, 1]]);
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 0, messages: 1 });
    // Lifting the suspension brings the message back, in the list and the badge alike.
    await ctx.db.query('update users set suspended_at = null where id = $1', [suspended.id]);
    expect((await get('/api/notifications/unread-count', me.cookie)).json()).toEqual({ notifications: 0, messages: 2 });
  });
});

describe('GET /api/chat/contacts', () => {
  it('lists followed members with unreadCount, online, lastMessage and lastMessageTime', async () => {
    const me = await buildSignedInUser(ctx.db);
    const [b, c, fan, unrelated] = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    await follow(ctx.db, me.user.id, b.id);
    await follow(ctx.db, me.user.id, c.id);
    await follow(ctx.db, fan.id, me.user.id);
    await buildMessage(ctx.db, b.id, me.user.id, { content: 'read one', read: true });
    await buildMessage(ctx.db, b.id, me.user.id, { content: 'unread one' });
    const last = await buildMessage(ctx.db, me.user.id, b.id, { content: 'latest' });
    await buildMessage(ctx.db, fan.id, me.user.id, { content: 'hello from a fan' });
    await buildMessage(ctx.db, unrelated.id, b.id, { content: 'not mine' });

    const res = await get('/api/chat/contacts', me.cookie);
    expect(res.statusCode).toBe(200);
    const contacts = res.json() as ChatContact[];
    const byId = new Map(contacts.map((x) => [x.id, x]));
    expect([...byId.keys()].sort()).toEqual([b.id, c.id, fan.id].sort());
    expect(byId.get(b.id)).toMatchObject({
      username: b.username,
      unreadCount: 1,
      online: false,
      lastMessage: 'latest',
      lastMessageTime: last.created_at.toISOString(),
      following: true,
    });
    expect(byId.get(c.id)).toMatchObject({ unreadCount: 0, lastMessage: null, lastMessageTime: null, following: true });
    // Someone I do not follow who wrote first is listed so the message is never invisible.
    expect(byId.get(fan.id)).toMatchObject({ unreadCount: 1, following: false, lastMessage: 'hello from a fan' });
    expect((await get('/api/chat/contacts')).statusCode).toBe(401);
  });

  it('pages with limit and before (contact id)', async () => {
    const me = await buildSignedInUser(ctx.db);
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await buildUser(ctx.db));
    for (const o of others) await follow(ctx.db, me.user.id, o.id);
    const first = (await get('/api/chat/contacts?limit=2', me.cookie)).json() as ChatContact[];
    const next = (await get(`/api/chat/contacts?limit=2&before=${first[1].id}`, me.cookie)).json() as ChatContact[];
    expect([...first, ...next].map((x) => x.id)).toEqual(others.map((o) => o.id).reverse());
  });
});
