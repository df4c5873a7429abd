import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scanDueDigests, scanUnreadMessages } from '../../../modules/notification-emails';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

// Issue 31: the demo members' addresses (@demo.fitcircle.local) are made up. Seeding queues no
// email for them, and nothing that happens later does either: not their unread messages, not a
// digest of what a newcomer does to them. A newcomer who signs up after seeding finds their own
// confirmation first and alone in DATA_DIR/mail. Emails go to the outbox files (no SMTP_URL).

const uploads = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-demo-email-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
beforeAll(async () => {
  vi.stubEnv('UPLOAD_DIR', uploads);
  try {
    await seedDemo(ctx.db, () => {});
  } finally {
    vi.unstubAllEnvs();
  }
}, 180_000);

const DEMO_DOMAIN = '@demo.fitcircle.local';
const rows = async (sql: string, params: unknown[] = []) => (await ctx.db.query(sql, params)).rows;
const outbox = () => rows(`select kind, user_id, message ->> 'to' as to from mail_outbox order by id`);
/** The To: header of every .eml file the outbox wrote. */
function mailFiles(): string[] {
  if (!existsSync(ctx.config.mailDir)) return [];
  return readdirSync(ctx.config.mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => /^To: (.*)$/m.exec(readFileSync(path.join(ctx.config.mailDir, f), 'utf8'))?.[1] ?? '');
}

describe('the demo community: no email to made-up addresses', () => {
  it('queues nothing when seeding, and nothing for demo members when time passes and a newcomer joins in', async () => {
    const demo = await rows('select id, username from users where email like $1', [`%${DEMO_DOMAIN}`]);
    expect(demo).toHaveLength(8);
    const demoIds = new Set(demo.map((m) => m.id));
    const id = (username: string) => demo.find((m) => m.username === username)!.id;
    // The seed leaves the outbox empty and nothing waiting for a digest; demo members have unread messages.
    expect(await outbox()).toEqual([]);
    expect(await rows('select user_id from mail_digest_state where pending_since is not null')).toEqual([]);
    expect((await rows('select id from messages where read_at is null')).length).toBeGreaterThan(0);

    // A newcomer signs up, follows demo members, likes and comments on their posts and writes to one.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'newcomer',
        email: 'newcomer@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        firstName: 'New',
        lastName: 'Comer',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const newcomer = signUp.json().id as number;
    const session = signUp.cookies.find((c) => c.name === 'fc_session')!;
    const as = (method: 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: `${session.name}=${session.value}` } });
    for (const username of ['coach_maya', 'liam.runs', 'sofia_lifts']) {
      expect((await as('POST', `/api/follows/${id(username)}`)).statusCode).toBeLessThan(300);
    }
    const [post] = await rows(`select id from posts where user_id = $1 order by id limit 1`, [id('coach_maya')]);
    expect((await as('POST', `/api/posts/${post.id}/like`)).statusCode).toBeLessThan(300);
    expect((await as('POST', `/api/posts/${post.id}/comments`, { content: 'Great form!' })).statusCode).toBeLessThan(
      300,
    );
    expect((await as('POST', `/api/messages/${id('coach_maya')}`, { content: 'Hi coach!' })).statusCode).toBe(201);

    // Time passes: every message counts as unread long enough, every digest is due; the worker sends.
    await scanUnreadMessages(ctx.app, 0);
    await ctx.db.query(`update mail_digest_state set pending_since = pending_since - interval '8 days'`);
    await scanDueDigests(ctx.app);
    await ctx.app.mail.runDue();

    const jobs = await outbox();
    expect(jobs.filter((j) => demoIds.has(j.user_id) || j.to?.endsWith(DEMO_DOMAIN))).toEqual([]);
    // Email works here: the newcomer's own confirmation went out, and it is the only file written.
    expect(jobs).toContainEqual({
      kind: expect.stringMatching(/verify/i),
      user_id: newcomer,
      to: 'newcomer@example.com',
    });
    expect(mailFiles()).toEqual(['newcomer@example.com']);
  });
});
