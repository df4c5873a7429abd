import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_MESSAGES } from '@common/security-texts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { apiAs } from '../../test/api-client';
import { sessionCookieFor } from '../../test/factories';
import { turnOnTwoStep } from '../../test/factories/security';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

const uploads = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-demo-uploads-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

/**
 * The admin area needs two-step sign-in (issue 35): the demo admin signs in with the README's
 * password, is asked to turn it on, turns it on (the set-up's session counts as two-step) and is in.
 */
async function demoAdminSession(username: string) {
  const browser = new TestBrowser(() => ctx.app);
  const signIn = await browser.post('/api/auth/login', { username, password: 'fitcircle' });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const refused = await browser.get('/api/admin/reports');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: SECURITY_MESSAGES.adminNeedsTwoStep });
  await turnOnTwoStep(browser);
  return browser.sessionCookie;
}

describe('npm run seed:demo (D10)', () => {
  it('gives the demo community posts with pictures, places, likes and comments', async () => {
    vi.stubEnv('UPLOAD_DIR', uploads);
    try {
      await seedDemo(ctx.db, () => {});
    } finally {
      vi.unstubAllEnvs();
    }
    const { rows } = await ctx.db.query<{ id: number }>(`select id from users where username = 'liam.runs'`);
    const api = apiAs(ctx, await sessionCookieFor(ctx.db, rows[0].id));
    const feed = (await api.get('/api/posts?limit=100')).json();
    expect(feed.length).toBeGreaterThanOrEqual(5);
    const withPhoto = feed.find((p: { imageUrl: string | null }) => p.imageUrl);
    const photo = await ctx.app.inject({ url: withPhoto.imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(feed.some((p: { location: string | null; placeLat: number | null }) => p.location && p.placeLat)).toBe(true);
    expect(
      feed.some((p: { likesCount: number; commentsCount: number }) => p.likesCount > 1 && p.commentsCount > 0),
    ).toBe(true);
    expect((await api.get('/api/posts/trending')).json().length).toBeGreaterThanOrEqual(5);

    // The admins' queue holds one open report of a demo post (issue 9).
    const reports = (await apiAs(ctx, await demoAdminSession('coach_maya')).get('/api/admin/reports')).json();
    expect(reports).toMatchObject([
      { targetType: 'post', reason: 'misinformation', targetExists: true, status: 'open' },
    ]);
  }, 60_000);
});
