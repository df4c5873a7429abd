import { Readable } from 'node:stream';
import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldWithNul } from '../lib/nul-text';
import { buildSignedInUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

// Issue 31: a NUL character in any text once reached PostgreSQL, which refuses it in text (500,
// `invalid byte sequence for encoding "UTF8": 0x00`), some of it without an account.

const ctx = useTestApp();
let member: Awaited<ReturnType<typeof buildSignedInUser>>;
let other: Awaited<ReturnType<typeof buildSignedInUser>>;
let postId: number;
beforeAll(async () => {
  member = await buildSignedInUser(ctx.db);
  other = await buildSignedInUser(ctx.db);
  const post = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: { content: 'Hello' },
    headers: { cookie: member.cookie },
  });
  expect(post.statusCode, post.body).toBe(201);
  postId = post.json().id;
});

const refused = (field: string) => ({ message: MESSAGES.nulCharacter, errors: { [field]: MESSAGES.nulCharacter } });

describe('a NUL character in any text is refused with 400 before it reaches the database', () => {
  it.each([
    ['sign-in', '/api/auth/login', () => ({ username: 'a\u0000b', password: 'password123' }), 'username'],
    [
      'sign-up',
      '/api/auth/register',
      () => ({
        username: 'nul_member',
        email: 'nul@example.com',
        password: 'password123',
        confirmPassword: 'password123',
        firstName: 'Nu\u0000l',
      }),
      'firstName',
    ],
  ])('%s, without an account', async (_, url, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload: payload() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused(field));
  });

  it.each([
    ['a post', () => '/api/posts', { content: 'a\u0000b' }, 'content'],
    ['a comment', () => `/api/posts/${postId}/comments`, { content: '\u0000' }, 'content'],
    ['a message', () => `/api/messages/${other.user.id}`, { content: 'hi\u0000' }, 'content'],
  ])('%s', async (_, url, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: url(), payload, headers: { cookie: member.cookie } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused(field));
  });

  it('a search (?q=%00) and a path (/api/users/%00)', async () => {
    const search = await ctx.app.inject({ url: '/api/search/users?q=%00', headers: { cookie: member.cookie } });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toEqual(refused('q'));
    const path = await ctx.app.inject({ url: '/api/users/a%00b', headers: { cookie: member.cookie } });
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toEqual(refused('id'));
  });

  it('a key deep in a body, as the first field names it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content: 'ok', place: { name: 'x', extra: [{ 'k\u0000': 1 }] } },
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused('place'));
  });

  it('text without NUL passes as before', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content: 'No NUL here: \\u0000 is just six characters' },
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('fieldWithNul', () => {
  it('walks any depth of parsed JSON without recursion, and leaves streams and Buffers alone', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(fieldWithNul({ deep })).toBe('deep');
    expect(fieldWithNul({ file: Buffer.from([0, 0]) })).toBeNull();
    expect(fieldWithNul(Readable.from(['\u0000']))).toBeNull();
    expect(fieldWithNul('\u0000')).toBe('_');
  });
});
