import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../modules/sessions';
import { apiAs } from '../test/api-client';
import { buildSignedInUser } from '../test/factories';
import { buildAdmin } from '../test/factories/admin';
import { queriesDuring } from '../test/query-log';
import { useTestApp } from '../test/test-app';
import { SESSION_COOKIE } from './session';

// A member signed out by a suspension is told why on their very next request (the 401's `reason`),
// only through their own session's token; every other 401 stays plain and says nothing about anyone.
const ctx = useTestApp();

const suspended = { message: MESSAGES.accountSuspended, reason: 'suspended' };
const plain = { message: MESSAGES.unauthorized };

const suspend = async (userId: number) => {
  const admin = await buildAdmin(ctx.db);
  const res = await apiAs(ctx, admin.cookie).post(`/api/admin/users/${userId}/suspend`, { reason: 'Spam' });
  expect(res.statusCode, res.body).toBe(200);
  return admin;
};

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

describe('the 401 of a suspended member', () => {
  it('tells the suspended member why on every kind of request, at once, even with their session cached', async () => {
    const member = await buildSignedInUser(ctx.db);
    const as = apiAs(ctx, member.cookie);
    // Cached on this instance first: the suspension must drop it.
    expect((await as.get('/api/auth/user')).statusCode).toBe(200);
    await suspend(member.user.id);

    for (const res of [
      await as.get('/api/auth/user'),
      await as.get('/api/auth/me'),
      await as.get('/api/notifications'),
      await as.post('/api/posts', { content: 'still here?' }),
    ]) {
      expect([res.statusCode, res.json()], res.body).toEqual([401, suspended]);
    }
  });

  it('stays plain for a visitor, a signed-out token, an unknown, altered or forged one', async () => {
    const member = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    await suspend(member.user.id);
    // A token of the suspended member with its signature changed, and one claiming their id.
    const [random, id, signature] = tokenOf(member.cookie).split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${random}.${id}.${flipped}`;
    const claimed = `${tokenOf(other.cookie).split('.')[0]}.${member.user.id}.${tokenOf(other.cookie).split('.')[2]}`;
    // The other member signs out: their old token is a plain signed-out one.
    expect((await apiAs(ctx, other.cookie).post('/api/auth/logout')).statusCode).toBe(204);

    for (const cookie of [
      undefined,
      other.cookie,
      `${SESSION_COOKIE}=made-up-token`,
      `${SESSION_COOKIE}=${forged}`,
      `${SESSION_COOKIE}=${claimed}`,
    ]) {
      for (const url of ['/api/auth/user', '/api/notifications']) {
        const res = await apiAs(ctx, cookie).get(url);
        expect([res.statusCode, res.json()], `${cookie} ${url}`).toEqual([401, plain]);
      }
      const me = await apiAs(ctx, cookie).get('/api/auth/me');
      expect([me.statusCode, me.json()]).toEqual([200, null]);
    }
  });

  it('says nothing once the member is unsuspended: their old sessions stay ended, a plain 401', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await suspend(member.user.id);
    expect((await apiAs(ctx, member.cookie).get('/api/auth/user')).json()).toEqual(suspended);
    const lifted = await apiAs(ctx, admin.cookie).delete(`/api/admin/users/${member.user.id}/suspend`);
    expect(lifted.statusCode).toBe(200);
    const res = await apiAs(ctx, member.cookie).get('/api/auth/user');
    expect([res.statusCode, res.json()]).toEqual([401, plain]);
  });

  it('costs a signed-in request no extra statement; only a failed lookup asks whose token it was', async () => {
    const member = await buildSignedInUser(ctx.db);
    await ctx.db.query('delete from sessions where token_hash = $1', [hashToken(tokenOf(member.cookie))]);
    const live = await buildSignedInUser(ctx.db);
    // Warm: the signing key is read once per process.
    await apiAs(ctx, member.cookie).get('/api/auth/user');

    const signedIn = await queriesDuring(ctx.db, () => apiAs(ctx, live.cookie).get('/api/auth/user'));
    expect(signedIn.result.statusCode).toBe(200);
    expect(signedIn.queries.map((q) => q.text)).not.toContainEqual(expect.stringMatching(/from users where id/));

    const ended = await queriesDuring(ctx.db, () => apiAs(ctx, member.cookie).get('/api/auth/user'));
    expect(ended.result.statusCode).toBe(401);
    expect(ended.queries).toHaveLength(2); // the session lookup, then the one member's suspension
  });
});
