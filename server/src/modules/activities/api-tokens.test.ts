import type { CreatedApiToken } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { runGpx, uploadFile, uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

async function createToken(cookie: string, name = 'Phone sync'): Promise<CreatedApiToken> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/api-tokens', headers: { cookie }, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('personal API tokens', () => {
  it('a token uploads and reads the own activities; shown once, stored hashed, listed with its last use', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const token = await createToken(cookie);
    expect(token.token).toMatch(/^fct_[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.db.query('select token_hash, prefix from api_tokens where user_id = $1', [user.id]);
    expect(stored.rows[0].token_hash.toString('hex')).not.toContain(Buffer.from(token.token).toString('hex'));
    expect(JSON.stringify(stored.rows)).not.toContain(token.token);
    expect(token.token.startsWith(stored.rows[0].prefix)).toBe(true);

    const listed = (await ctx.app.inject({ url: '/api/api-tokens', headers: { cookie } })).json();
    expect(listed).toEqual([expect.objectContaining({ id: token.id, name: 'Phone sync', lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(token.token);

    const authorization = `Bearer ${token.token}`;
    const upload = await uploadFile(ctx.app, 'sync.gpx', runGpx({ km: 1 }).gpx, { authorization });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().activity.id;
    const mine = await ctx.app.inject({ url: '/api/activities', headers: { authorization } });
    expect(mine.json().map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await ctx.app.inject({ url: `/api/activities/${id}`, headers: { authorization } })).statusCode).toBe(200);

    const used = (await ctx.app.inject({ url: '/api/api-tokens', headers: { cookie } })).json();
    expect(used[0].lastUsedAt).not.toBeNull();
  });

  it('is accepted only where documented: other endpoints, and token management, answer 401', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { token } = await createToken(cookie);
    const authorization = `Bearer ${token}`;
    for (const url of ['/api/posts', '/api/auth/user', '/api/api-tokens', '/api/activities/records']) {
      expect((await ctx.app.inject({ url, headers: { authorization } })).statusCode, url).toBe(401);
    }
    const share = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: { authorization },
      payload: { name: 'another' },
    });
    expect(share.statusCode).toBe(401);
  });

  it('a revoked token is refused; an id is never a credential (D1)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const token = await createToken(cookie);
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/api-tokens/${token.id}`, headers: { cookie } });
    expect(revoke.statusCode).toBe(204);
    const refused = await uploadFile(ctx.app, 'x.gpx', runGpx({ km: 1 }).gpx, {
      authorization: `Bearer ${token.token}`,
    });
    expect(refused.statusCode).toBe(401);
    for (const authorization of [`Bearer ${user.id}`, `Bearer ${token.id}`, 'Bearer fct_', `Basic ${token.token}`]) {
      const res = await ctx.app.inject({ url: '/api/activities', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it("member A's token cannot read member B's private activity, nor their friends-only one", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const { token } = await createToken(a.cookie);
    const secret = await uploadRun(ctx.app, b.cookie, { fields: { visibility: 'private' } });
    const friends = await uploadRun(ctx.app, b.cookie, { km: 2, fields: { visibility: 'friends' } });
    const open = await uploadRun(ctx.app, b.cookie, { km: 4, fields: { visibility: 'public' } });
    const read = (id: number, suffix = '') =>
      ctx.app.inject({ url: `/api/activities/${id}${suffix}`, headers: { authorization: `Bearer ${token}` } });
    expect((await read(secret.id)).statusCode).toBe(404);
    expect((await read(friends.id)).statusCode).toBe(404);
    expect((await read(open.id)).statusCode).toBe(200);
    // The whole route and the file are the owner's: seen, so 403 (docs/decisions/0026).
    expect((await read(open.id, '/original')).statusCode).toBe(403);
    expect((await read(open.id, '/gpx')).statusCode).toBe(403);
    expect((await read(secret.id, '/gpx')).statusCode).toBe(404);
  });

  it("an admin's token reads what a member's would: no private activity of another member", async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const member = await buildSignedInUser(ctx.db);
    const { token } = await createToken(admin.cookie);
    const secret = await uploadRun(ctx.app, member.cookie, { fields: { visibility: 'private' } });
    const asAdmin = await ctx.app.inject({ url: `/api/activities/${secret.id}`, headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    const byToken = await ctx.app.inject({
      url: `/api/activities/${secret.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(404);
  });

  it('a suspended member’s tokens stop working at once', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { token } = await createToken(cookie);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [user.id]);
    const res = await ctx.app.inject({ url: '/api/activities', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });
});
