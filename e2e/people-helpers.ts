import { type APIRequestContext, request } from '@playwright/test';
import { type Account, expect, registerMember } from './fixtures';

/** A member registered through the API with a recognisable name, and their signed-in API context. */
export async function namedMember(baseURL: string, firstName: string) {
  const lastName = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { api, account } = await registerMember(baseURL, { firstName, lastName });
  return { api, account, name: `${firstName} ${lastName}` };
}

/** An API context signed in as an existing account (a second session of that member). */
export async function signedInApi(baseURL: string, account: Pick<Account, 'username' | 'password'>) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const res = await api.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export async function followVia(api: APIRequestContext, userId: number) {
  const res = await api.post(`/api/follows/${userId}`);
  expect([200, 201], await res.text()).toContain(res.status());
}

/**
 * A friend of a friend for `member`: the member and `friend` follow each other (friends, so whom
 * `friend` follows counts for the member: their profile is for friends, the default), and `friend`
 * follows `suggested`, so `suggested` tops the member's suggestions (one mutual connection).
 */
export async function friendOfFriend(baseURL: string, member: Account, names: [string, string]) {
  const friend = await namedMember(baseURL, names[0]);
  const suggested = await namedMember(baseURL, names[1]);
  const me = await signedInApi(baseURL, member);
  await followVia(me, friend.account.user.id);
  await followVia(friend.api, member.user.id);
  await followVia(friend.api, suggested.account.user.id);
  const dispose = () => Promise.all([me.dispose(), friend.api.dispose(), suggested.api.dispose()]);
  return { friend, suggested, me, dispose };
}
