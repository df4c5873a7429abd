import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { about, type CacheInstance, startCacheInstance } from '../../test/cache-instances';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { signInWithPassword } from '../../test/factories/security';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// Settings → Security → Devices (issue 35, point 3): the member's sessions, and signing one out,
// refused at its very next request, on every app instance.
const ctx = useTestApp();

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function twoDevices() {
  const user = await buildUser(ctx.db);
  const laptop = new TestBrowser(() => ctx.app, { 'user-agent': CHROME_LINUX });
  const phone = new TestBrowser(() => ctx.app, { 'user-agent': SAFARI_IPHONE });
  await signInWithPassword(laptop, user.username);
  await signInWithPassword(phone, user.username);
  return { user, laptop, phone };
}

describe('GET /api/account/sessions', () => {
  it('lists the member’s sessions, newest first, with browser and system, this device marked', async () => {
    const { laptop } = await twoDevices();
    const res = await laptop.get('/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const [phone, self] = res.json();
    expect(phone).toMatchObject({ browser: 'Safari 17', system: 'iOS 17', current: false, signedInWith: 'password' });
    expect(self).toMatchObject({ browser: 'Chrome 126', system: 'Linux', current: true, signedInWith: 'password' });
    expect(Object.keys(self).sort()).toEqual([
      'browser',
      'current',
      'id',
      'lastUsedAt',
      'signedInAt',
      'signedInWith',
      'system',
    ]);
    expect(res.body).not.toMatch(/token|hash|127\.0\.0\.1/);
  });

  it('pages with before= and limit=, and shows nobody else’s sessions', async () => {
    const { user, laptop } = await twoDevices();
    await buildSignedInUser(ctx.db);
    const [first] = (await laptop.get('/api/account/sessions?limit=1')).json();
    const rest = (await laptop.get(`/api/account/sessions?before=${first.id}`)).json();
    expect(rest).toHaveLength(1);
    expect(rest[0].id).toBeLessThan(first.id);
    const { rows } = await ctx.db.query('select count(*)::int as n from sessions where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(2);
  });

  it('says "unknown" (null) for a device whose user agent tells nothing', async () => {
    const user = await buildUser(ctx.db);
    const script = new TestBrowser(() => ctx.app, { 'user-agent': 'curl/8.0' });
    await signInWithPassword(script, user.username);
    expect((await script.get('/api/account/sessions')).json()[0]).toMatchObject({ browser: null, system: null });
  });
});

describe('signing a device out', () => {
  it('DELETE /api/account/sessions/{id} ends that session: its next request is refused at once', async () => {
    const { laptop, phone } = await twoDevices();
    const phoneSession = (await laptop.get('/api/account/sessions'))
      .json()
      .find((s: { current: boolean }) => !s.current);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const res = await laptop.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(res.statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('"sign out of all other devices" keeps only this one', async () => {
    const { user, laptop, phone } = await twoDevices();
    const third = new TestBrowser(() => ctx.app);
    await signInWithPassword(third, user.username);
    expect((await laptop.delete('/api/account/sessions')).statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await third.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/account/sessions')).json()).toHaveLength(1);
  });

  it('another member’s session, or an unknown id, is 404 and nothing ends', async () => {
    const { laptop } = await twoDevices();
    const other = await buildSignedInUser(ctx.db);
    const { rows } = await ctx.db.query('select id::int from sessions where user_id = $1', [other.user.id]);
    const res = await laptop.delete(`/api/account/sessions/${rows[0].id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.sessionNotFound });
    expect((await laptop.delete('/api/account/sessions/999999999')).statusCode).toBe(404);
    expect((await laptop.delete('/api/account/sessions/abc')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });

  it('signing out this very device from the list clears its cookie', async () => {
    const { laptop } = await twoDevices();
    const self = (await laptop.get('/api/account/sessions')).json().find((s: { current: boolean }) => s.current);
    const res = await laptop.delete(`/api/account/sessions/${self.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'fc_session')?.value).toBe('');
  });
});

describe('with two app instances (the session cache)', () => {
  let a: CacheInstance;
  let b: CacheInstance;
  beforeAll(async () => {
    a = await startCacheInstance(ctx);
    b = await startCacheInstance(ctx);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a device signed out on A is refused on B at its next request, though B had it cached', async () => {
    const { user, laptop, phone } = await twoDevices();
    const me = (instance: CacheInstance) =>
      instance.app.inject({ url: '/api/auth/user', headers: { cookie: phone.sessionCookie } });
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    const list = await a.app.inject({ url: '/api/account/sessions', headers: { cookie: laptop.sessionCookie } });
    const phoneId = list.json().find((s: { current: boolean }) => !s.current).id;
    const delivered = b.heard(about(user.id, 's'));
    const out = await a.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: { cookie: laptop.sessionCookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    await delivered;
    expect((await me(b)).statusCode).toBe(401);
  });
});
