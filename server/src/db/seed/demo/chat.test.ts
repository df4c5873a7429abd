import { describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedDemoChat } from './chat';
import type { DemoContext } from './index';
import { seedDemoPeople } from './people';

const ctx = useTestApp();

describe('demo chats', () => {
  it('fills conversations with unread last lines, and the notifications behind the badges', async () => {
    const demo: DemoContext = { pool: ctx.db, users: new Map(), log: () => {} };
    await seedDemoPeople(demo);
    await seedDemoChat(demo);
    const maya = demo.users.get('coach_maya')!;
    const cookie = await sessionCookieFor(ctx.db, maya);
    const contacts = (await ctx.app.inject({ url: '/api/chat/contacts', headers: { cookie } })).json();
    const sofia = contacts.find((c: { username: string }) => c.username === 'sofia_lifts');
    expect(sofia).toMatchObject({ unreadCount: 1, lastMessage: 'Leg day tomorrow again?' });
    const counts = (await ctx.app.inject({ url: '/api/notifications/unread-count', headers: { cookie } })).json();
    expect(counts.messages).toBe(1);
    expect(counts.notifications).toBeGreaterThan(0);
  });
});
