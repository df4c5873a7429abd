import { CHAT_ERRORS } from '@common/chat-texts';
import { CHAT_RATE_LIMIT } from '@common/schemas/chat';
import { SOCKET_MAX_PAYLOAD_BYTES } from '@common/socket-events';
import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser, follow } from '../test/factories';
import { openSocket } from '../test/realtime-socket';
import { useTestApp } from '../test/test-app';
import { MAX_PENDING_FRAMES } from './socket-route';

// Waits for socket events are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const storedMessages = async (senderId: number, receiverId: number) =>
  (
    await ctx.db.query('select * from messages where sender_id = $1 and receiver_id = $2 order by id', [
      senderId,
      receiverId,
    ])
  ).rows;

describe('the upgrade at /ws', () => {
  it('refuses a foreign Origin with 403 even with a valid session', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await expect(openSocket(url, cookie, { origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a visitor (no cookie) and an unknown session cookie with 401', async () => {
    await expect(openSocket(url, null)).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(url, 'fc_session=not-a-real-token')).rejects.toMatchObject({ status: 401 });
  });

  it("accepts the app's own origin with a session and greets with the badge counts and presence", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const socket = await openSocket(url, cookie);
    expect(await socket.next('unread')).toEqual({ type: 'unread', notifications: 0, messages: 0 });
    expect(await socket.next('presence')).toEqual({ type: 'presence', online: [] });
    await socket.close();
  });
});

describe('sending a message', () => {
  it('stores it before delivery, acks the temp- id with the stored id, and the sender is the session member', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const c = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const [sa, sb] = await Promise.all([openSocket(url, a.cookie), openSocket(url, b.cookie)]);
    // A forged senderId is ignored: the server takes the sender from the session.
    sa.send({
      type: 'message',
      tempId: 'temp-42',
      receiverId: b.user.id,
      content: '  Leg day?  ',
      senderId: c.user.id,
    });

    const ack = await sa.next('ack');
    const [row] = await storedMessages(a.user.id, b.user.id);
    expect(ack).toEqual({ type: 'ack', tempId: 'temp-42', id: row.id, timestamp: row.created_at.toISOString() });
    expect(row).toMatchObject({ sender_id: a.user.id, receiver_id: b.user.id, content: 'Leg day?', read_at: null });
    expect(await storedMessages(c.user.id, b.user.id)).toEqual([]);

    const received = await sb.next('message');
    expect(received).toMatchObject({
      id: row.id,
      senderId: a.user.id,
      senderName: a.user.name,
      receiverId: b.user.id,
      content: 'Leg day?',
      read: false,
    });
    expect(received).not.toHaveProperty('tempId');
    await Promise.all([sa.close(), sb.close()]);
  });

  it("accepts the spec's own message event (no temp id): stored, delivered, no ack", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const [sa, sb] = await Promise.all([openSocket(url, a.cookie), openSocket(url, b.cookie)]);
    sa.send({
      type: 'message',
      senderId: a.user.id,
      senderName: a.user.name,
      receiverId: b.user.id,
      content: 'spec shaped',
      timestamp: new Date().toISOString(),
    });
    expect(await sb.next('message')).toMatchObject({ senderId: a.user.id, content: 'spec shaped' });
    // Without an ack, the sending socket learns the stored message from its copy.
    expect(await sa.next('message')).toMatchObject({ senderId: a.user.id, content: 'spec shaped' });
    expect(await sa.none('ack')).toBe(true);
    await Promise.all([sa.close(), sb.close()]);
  });

  it('refuses a member they do not follow with a clear error, stores nothing and delivers nothing', async () => {
    const a = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    await follow(ctx.db, stranger.user.id, a.user.id); // being followed is not enough (D4)
    const [sa, ss] = await Promise.all([openSocket(url, a.cookie), openSocket(url, stranger.cookie)]);
    sa.send({ type: 'message', tempId: 'temp-1', receiverId: stranger.user.id, content: 'hi' });
    expect(await sa.next('error')).toEqual({
      type: 'error',
      code: 'not_following',
      message: CHAT_ERRORS.notFollowing,
      tempId: 'temp-1',
    });
    sa.send({ type: 'message', tempId: 'temp-2', receiverId: 99_999_999, content: 'hi' });
    expect(await sa.next('error')).toMatchObject({ code: 'not_found', tempId: 'temp-2' });
    sa.send({ type: 'message', tempId: 'temp-3', receiverId: a.user.id, content: 'me' });
    expect(await sa.next('error')).toMatchObject({ code: 'self', message: CHAT_ERRORS.messageSelf });
    expect(await storedMessages(a.user.id, stranger.user.id)).toEqual([]);
    expect(await ss.none('message')).toBe(true);
    await Promise.all([sa.close(), ss.close()]);
  });

  it('answers malformed events with an error naming the rule', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const sa = await openSocket(url, a.cookie);
    sa.send({ type: 'message', tempId: 'temp-9', receiverId: b.user.id, content: '   ' });
    expect(await sa.next('error')).toEqual({
      type: 'error',
      code: 'invalid',
      message: CHAT_ERRORS.contentEmpty,
      tempId: 'temp-9',
    });
    sa.send('not json at all');
    expect(await sa.next('error')).toMatchObject({ code: 'invalid' });
    sa.send({ type: 'message', tempId: 'no-prefix', receiverId: b.user.id, content: 'x' });
    expect(await sa.next('error')).toMatchObject({ code: 'invalid' });
    // A NUL character is refused before PostgreSQL (which refuses it in text) ever sees it.
    sa.send({ type: 'message', tempId: 'temp-nul', receiverId: b.user.id, content: 'hi\u0000there' });
    expect(await sa.next('error')).toEqual({
      type: 'error',
      code: 'invalid',
      message: MESSAGES.nulCharacter,
      tempId: 'temp-nul',
    });
    expect(await storedMessages(a.user.id, b.user.id)).toEqual([]);
    await sa.close();
  });

  it(`limits a member to ${CHAT_RATE_LIMIT.messages} messages per window`, async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const sa = await openSocket(url, a.cookie);
    const total = CHAT_RATE_LIMIT.messages + 3;
    for (let i = 0; i < total; i++)
      sa.send({ type: 'message', tempId: `temp-${i}`, receiverId: b.user.id, content: `m${i}` });
    for (let i = 0; i < CHAT_RATE_LIMIT.messages; i++) await sa.next('ack', (e) => e.tempId === `temp-${i}`);
    const refused = await sa.next('error', (e) => e.tempId === `temp-${CHAT_RATE_LIMIT.messages}`);
    expect(refused).toMatchObject({ code: 'rate_limited', message: CHAT_ERRORS.rateLimited });
    await sa.next('error', (e) => e.tempId === `temp-${total - 1}`);
    const stored = await storedMessages(a.user.id, b.user.id);
    expect(stored.map((m) => m.content)).toEqual(Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) => `m${i}`));
    await sa.close();
  });

  it('disconnects a client that floods frames faster than they are handled (1008)', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const socket = await openSocket(url, a.cookie);
    const frame = JSON.stringify({ type: 'message', tempId: 'temp-f', receiverId: b.user.id, content: 'flood' });
    for (let i = 0; i < MAX_PENDING_FRAMES * 3; i++) socket.send(frame);
    expect(await socket.closed).toBe(1008);
    const { rows } = await ctx.db.query('select count(*)::int as n from messages where sender_id = $1', [a.user.id]);
    expect(rows[0].n).toBeLessThanOrEqual(CHAT_RATE_LIMIT.messages);
  });

  it('closes a socket that sends a frame over the maximum payload (1009)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const socket = await openSocket(url, cookie);
    socket.send('x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 1));
    expect(await socket.closed).toBe(1009);
  });
});

describe('several tabs', () => {
  it("delivers to every tab of the receiver and copies the message to the sender's other tabs, not the acked one", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const [a1, a2, b1, b2] = await Promise.all([
      openSocket(url, a.cookie),
      openSocket(url, a.cookie),
      openSocket(url, b.cookie),
      openSocket(url, b.cookie),
    ]);
    a1.send({ type: 'message', tempId: 'temp-tab', receiverId: b.user.id, content: 'to both tabs' });
    const ack = await a1.next('ack');
    for (const tab of [b1, b2])
      expect(await tab.next('message')).toMatchObject({ id: ack.id, content: 'to both tabs' });
    const copy = await a2.next('message');
    expect(copy).toMatchObject({ id: ack.id, receiverId: b.user.id });
    expect(copy).not.toHaveProperty('tempId');
    expect(await a1.none('message')).toBe(true);
    await Promise.all([a1, a2, b1, b2].map((s) => s.close()));
  });
});
