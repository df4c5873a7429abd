import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessionCookieFor } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

// The posts seeder writes demo photos: into a directory of this test's own.
const uploads = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-demo-chat-uploads-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe('demo chats', () => {
  it('fills conversations with unread last lines, and the notifications behind the badges', async () => {
    vi.stubEnv('UPLOAD_DIR', uploads);
    try {
      await seedDemo(ctx.db, () => {});
    } finally {
      vi.unstubAllEnvs();
    }
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
  }, 120_000);
});
