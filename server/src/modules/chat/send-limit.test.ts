import { describe, expect, it } from 'vitest';
import { buildUser, follow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { insertMessageToFollowed } from './repository';

// The send limit is counted by the statement that stores the message (migration 0122, issue 19);
// the socket's own test (realtime/socket.test.ts) proves the member sees the spec's refusal.
const ctx = useTestApp();

async function pair() {
  const sender = await buildUser(ctx.db);
  const receiver = await buildUser(ctx.db);
  await follow(ctx.db, sender.id, receiver.id);
  return { senderId: sender.id, receiverId: receiver.id };
}

const storedBy = async (senderId: number) =>
  (await ctx.db.query('select count(*)::int as n from messages where sender_id = $1', [senderId])).rows[0].n;

describe('the chat send limit', () => {
  it('lets exactly `limit` of many sends at once through (two tabs, two instances), and stores only those', async () => {
    const { senderId, receiverId } = await pair();
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        insertMessageToFollowed(ctx.db, { senderId, receiverId, content: `m${i}` }, { limit: 20, windowMs: 60_000 }),
      ),
    );
    expect(outcomes.filter((o) => o.limited)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.limited && o.row)).toHaveLength(20);
    expect(await storedBy(senderId)).toBe(20);
  });

  it('opens a new window once the last one has passed', async () => {
    const { senderId, receiverId } = await pair();
    const send = () =>
      insertMessageToFollowed(ctx.db, { senderId, receiverId, content: 'hi' }, { limit: 2, windowMs: 300 });
    expect((await send()).limited).toBe(false);
    expect((await send()).limited).toBe(false);
    expect((await send()).limited).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await send();
    expect(next).toMatchObject({
      limited: false,
      row: { sender_id: senderId, receiver_id: receiverId, content: 'hi' },
    });
    expect(await storedBy(senderId)).toBe(3);
  });

  it("counts each member on their own: one member's sends leave another's limit whole", async () => {
    const first = await pair();
    const second = await pair();
    const limit = { limit: 1, windowMs: 60_000 };
    expect((await insertMessageToFollowed(ctx.db, { ...first, content: 'a' }, limit)).limited).toBe(false);
    expect((await insertMessageToFollowed(ctx.db, { ...first, content: 'b' }, limit)).limited).toBe(true);
    expect((await insertMessageToFollowed(ctx.db, { ...second, content: 'c' }, limit)).limited).toBe(false);
  });
});
