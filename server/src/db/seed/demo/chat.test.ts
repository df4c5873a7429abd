import { describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

const ctx = useTestApp();

describe('demo chats', () => {
  it('fills conversations with unread last lines, and the notifications behind the badges', async () => {
    await seedDemo(ctx.db, () => {});
    const { rows } = await ctx.db.query<{ id: number }>(`select id from users where username = 'coach_maya'`);
    const maya = rows[0].id;
    const cookie = await sessionCookieFor(ctx.db, maya);
    const contacts = (await ctx.app.inject({ url: '/api/chat/contacts', headers: { cookie } })).json();
    const sofia = contacts.find((c: { username: string }) => c.username === 'sofia_lifts');
    expect(sofia).toMatchObject({ unreadCount: 1, lastMessage: 'Leg day tomorrow again?' });
    const counts = (await ctx.app.inject({ url: '/api/notifications/unread-count', headers: { cookie } })).json();
    expect(counts.messages).toBe(1);
    expect(counts.notifications).toBeGreaterThan(0);
    const types = (await ctx.app.inject({ url: '/api/notifications?limit=100', headers: { cookie } }))
      .json()
      .map((n: { type: string }) => n.type);
    expect(new Set(types)).toEqual(new Set(['follow', 'like', 'comment', 'message']));
  });
});
