import { MODERATION_MESSAGES } from '@common/admin-texts';
import type { ChatContact } from '@common/schemas/chat';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildMessage } from '../../test/factories/chat';
import { block } from '../../test/factories/moderation';
import { befriend } from '../../test/factories/people';
import { openSocket } from '../../test/realtime-socket';
import { useTestApp } from '../../test/test-app';

// Socket waits are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
const as = (cookie?: string) => apiAs(ctx, cookie);
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const storedCount = async (a: number, b: number) =>
  (
    await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from messages where (sender_id = $1 and receiver_id = $2) or (sender_id = $2 and receiver_id = $1)',
      [a, b],
    )
  ).rows[0].n;

/** Two friends who wrote to each other, then `a` blocks `b`. */
async function blockedFriends() {
  const a = await buildSignedInUser(ctx.db);
  const b = await buildSignedInUser(ctx.db);
  await befriend(ctx.db, a.user.id, b.user.id);
  await buildMessage(ctx.db, a.user.id, b.user.id, { content: 'hi b' });
  await buildMessage(ctx.db, b.user.id, a.user.id, { content: 'hi a' });
  await block(ctx.db, a.user.id, b.user.id);
  return { a, b };
}

describe('chat across a block', () => {
  it('hides each from the other in the contacts, also someone who wrote first', async () => {
    const { a, b } = await blockedFriends();
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, friend.user.id);
    const contactsOf = async (cookie: string) =>
      ((await as(cookie).get('/api/chat/contacts')).json() as ChatContact[]).map((c) => c.id);
    expect(await contactsOf(a.cookie)).toEqual([friend.user.id]);
    expect(await contactsOf(b.cookie)).toEqual([]);
  });

  it('refuses a message over HTTP both ways with 403, even if a follow slipped past the block', async () => {
    const { a, b } = await blockedFriends();
    await befriend(ctx.db, a.user.id, b.user.id);
    const before = await storedCount(a.user.id, b.user.id);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const res = await as(from.cookie).post(`/api/messages/${to.user.id}`, { content: 'still there?' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.blockedMessage });
    }
    expect(await storedCount(a.user.id, b.user.id)).toBe(before);
  });

  it('hides the conversation history both ways (an empty list) and brings it back with the unblock', async () => {
    const { a, b } = await blockedFriends();
    for (const [me, them] of [
      [a, b],
      [b, a],
    ]) {
      const res = await as(me.cookie).get(`/api/messages/${them.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    await as(a.cookie).delete(`/api/blocks/${b.user.id}`);
    const history = (await as(b.cookie).get(`/api/messages/${a.user.id}`)).json() as { content: string }[];
    expect(history.map((m) => m.content)).toEqual(['hi b', 'hi a']);
  });

  it('refuses a socket message both ways with an error event, storing and delivering nothing', async () => {
    const { a, b } = await blockedFriends();
    const before = await storedCount(a.user.id, b.user.id);
    const [sa, sb] = await Promise.all([openSocket(url, a.cookie), openSocket(url, b.cookie)]);
    try {
      sa.send({ type: 'message', tempId: 'temp-a', receiverId: b.user.id, content: 'hello?' });
      expect(await sa.next('error')).toEqual({
        type: 'error',
        code: 'blocked',
        message: MODERATION_MESSAGES.blockedMessage,
        tempId: 'temp-a',
      });
      sb.send({ type: 'message', tempId: 'temp-b', receiverId: a.user.id, content: 'hello?' });
      expect(await sb.next('error')).toEqual({
        type: 'error',
        code: 'blocked',
        message: MODERATION_MESSAGES.blockedMessage,
        tempId: 'temp-b',
      });
      expect(await sa.none('message')).toBe(true);
      expect(await sb.none('message')).toBe(true);
      expect(await storedCount(a.user.id, b.user.id)).toBe(before);
    } finally {
      await Promise.all([sa.close(), sb.close()]);
    }
  });
});
