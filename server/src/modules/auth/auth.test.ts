import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function registerBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('reg');
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret1',
    confirmPassword: 'secret1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

const register = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
const login = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((c) => c.name === 'fc_session');
  return c ? `fc_session=${c.value}` : '';
};

describe('POST /api/auth/register', () => {
  it('creates the member, signs them in with an httpOnly SameSite=Lax cookie, and never returns the hash', async () => {
    const body = registerBody();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: body.username, email: body.email, name: 'Ada Lovelace', isTrainer: false });
    expect(res.body).not.toMatch(/password|hash/i);
    const cookie = res.cookies.find((c) => c.name === 'fc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: cookieOf(res) } });
    expect(me.json().id).toBe(user.id);
  });

  it('sends empty first and last names as null and falls back to the username as the name', async () => {
    const body = registerBody({ firstName: '', lastName: '  ' });
    const res = await register(body);
    expect(res.json()).toMatchObject({ firstName: null, lastName: null, name: body.username });
  });

  it('takes names of only characters that show nothing as none, so the name is the username', async () => {
    // Zero-width space, word joiner, variation selector: trim() keeps them.
    const body = registerBody({ firstName: '\u200b\u2060', lastName: ' \ufe0f ' });
    const res = await register(body);
    expect(res.json()).toMatchObject({ firstName: null, lastName: null, name: body.username });
  });

  it.each([
    [{ username: 'ab' }, 'username', MESSAGES.usernameMin],
    [{ username: 'has space' }, 'username', MESSAGES.usernameChars],
    [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ password: '12345', confirmPassword: '12345' }, 'password', MESSAGES.passwordMin],
    [{ confirmPassword: 'different' }, 'confirmPassword', MESSAGES.passwordsDontMatch],
  ])('refuses %o with 400 and the spec message on the field', async (override, field, message) => {
    const res = await register(registerBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('reports every invalid field at once', async () => {
    const res = await register({ username: 'x', email: 'y', password: '1', confirmPassword: '2' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a duplicate username (case-insensitive) or e-mail with 409', async () => {
    const body = registerBody();
    expect((await register(body)).statusCode).toBe(201);
    const sameName = await register(registerBody({ username: body.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: MESSAGES.usernameTaken, errors: { username: MESSAGES.usernameTaken } });
    const sameEmail = await register(registerBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: MESSAGES.emailTaken });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or e-mail, case-insensitively', async () => {
    const user = await buildUser(ctx.db);
    for (const name of [user.username, user.username.toUpperCase(), user.email]) {
      const res = await login({ username: name, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, username: user.username });
      expect(res.body).not.toMatch(/password|hash/i);
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const user = await buildUser(ctx.db);
    const wrong = await login({ username: user.username, password: 'wrong-password' });
    const unknown = await login({ username: 'nobody_here', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'username', MESSAGES.usernameMin],
    [{ username: 'someone', password: '123' }, 'password', MESSAGES.passwordMin],
  ])('validates %o with the spec message', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('rotates the session: the token the browser had before login stops working', async () => {
    const { user, cookie: oldCookie } = await buildSignedInUser(ctx.db);
    const res = await login({ username: user.username, password: DEFAULT_PASSWORD }, { cookie: oldCookie });
    expect(res.statusCode).toBe(200);
    const newCookie = cookieOf(res);
    expect(newCookie).not.toBe(oldCookie);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: oldCookie } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: newCookie } })).statusCode).toBe(200);
  });

  it('refuses a suspended member with a clear message, and their sessions stop working', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [user.id]);
    const res = await login({ username: user.username, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.accountSuspended });
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user and /api/auth/me', () => {
  it('answers 401 without a session, and 401 for a forged Bearer id', async () => {
    const user = await buildUser(ctx.db);
    expect((await ctx.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${user.id}` } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: MESSAGES.unauthorized });
  });

  it('answers 401 for an unknown or tampered cookie', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: 'fc_session=made-up-token' } });
    expect(res.statusCode).toBe(401);
  });

  it('/api/auth/me answers null for a visitor and the member when signed in', async () => {
    const anon = await ctx.app.inject({ url: '/api/auth/me' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toBeNull();
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('treats an expired session as signed out', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(`update sessions set expires_at = now() - interval '1 second'`);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('first account', () => {
  it('only the very first account is an admin', async () => {
    await ctx.db.query('truncate users cascade');
    const first = await register(registerBody());
    const second = await register(registerBody());
    expect(first.json().isAdmin).toBe(true);
    expect(second.json().isAdmin).toBe(false);
  });
});

describe('sign out', () => {
  it('POST /api/auth/logout answers 204, clears the cookie and ends the session', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'fc_session');
    expect(cleared?.value).toBe('');
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it.each(['/api/logout', '/api/auth/logout'])('GET %s signs out and redirects to /', async (url) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a link on another site does not sign the member out', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(302);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('GET /api/login redirects to /login', async () => {
    const res = await ctx.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from a foreign Origin with 403', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.crossSite });
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses requests the browser marks cross-site, and accepts the same origin', async () => {
    const body = registerBody();
    const crossSite = await register(body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await register(body, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(sameOrigin.statusCode).toBe(201);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound });
  });
});
