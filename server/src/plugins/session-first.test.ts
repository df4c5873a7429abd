import { ADMIN_MESSAGES } from '@common/admin-texts';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

// Issue 31: who is calling is checked before anything about the request, on every route alike
// (65 operations used to answer a visitor's malformed input 400 before 401).

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });

describe('a visitor on a route that needs a session gets 401 whatever they send', () => {
  it.each([
    ['POST', '/api/workout-logs', '[]'],
    ['POST', '/api/meal-logs', '{"not json'],
    ['PUT', '/api/settings', '{"privacy": 42}'],
    ['GET', '/api/notifications?before=abc', undefined],
    ['GET', '/api/exercises/abc', undefined],
    ['DELETE', '/api/workout-logs/2147483648', undefined],
    // Takes a personal API token too: neither is sent.
    ['GET', '/api/activities?limit=abc', undefined],
    ['POST', '/api/gyms', '{}'],
  ] as [Method, string, string | undefined][])('%s %s', async (method, url, payload) => {
    const res = await call(method, url, {}, payload);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
  });

  it('a member on an admin route gets 403 before any word about the input', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await call('POST', '/api/gyms', { cookie }, '{"name": 42}');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.accessDenied);
  });

  it('an API token passes where the route takes one, and its input is then checked', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: { cookie },
      payload: { name: 'watch' },
    });
    const authorization = `Bearer ${created.json().token}`;
    expect((await call('GET', '/api/activities', { authorization })).statusCode).toBe(200);
    expect((await call('GET', '/api/activities?limit=abc', { authorization })).statusCode).toBe(400);
    expect((await call('GET', '/api/activities?limit=abc', { authorization: 'Bearer fct_nothing' })).statusCode).toBe(
      401,
    );
  });

  it('public routes still read their input first', async () => {
    const res = await call('POST', '/api/auth/login', {}, '{}');
    expect(res.statusCode).toBe(400);
  });
});
