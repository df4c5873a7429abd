import { Follow } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, type FederatedInstance, startFederatedInstance } from '../../test/federation-instances';
import { federationOf } from '.';

// Issue 37, point 6: without FEDERATION_ALLOW_PRIVATE_ADDRESSES no fetch reaches a loopback or
// private address (a lookup answers 502 without a request; an activity whose actor lives there
// is refused), and inbound posts that fail verification are limited per client address (the
// per-server quota, counted on verified posts only: inbound-limits.test.ts).

let strict: FederatedInstance;
let loopback: FederatedInstance;
const requested: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requested.push(`${request.method} ${request.url}`);
    return realFetch(request);
  });
  [strict, loopback] = await Promise.all([
    startFederatedInstance({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'false' }, 3),
    startFederatedInstance(),
  ]);
});
afterAll(async () => {
  // One after the other, so neither closes while the other is still delivering to it.
  await loopback?.close();
  await strict?.close();
  vi.restoreAllMocks();
});

describe('safety', () => {
  it('refuses to look up an account on a loopback address, without sending a request', async () => {
    const me = await strict.member();
    const target = await loopback.member({ username: 'on_loopback' });
    const before = requested.length;
    const res = await strict.call(
      'GET',
      `/api/federation/lookup?handle=@${target.user.username}@${loopback.host}`,
      me.cookie,
    );
    expect(res.statusCode).toBe(502);
    expect(requested.slice(before)).toEqual([]);
    expect((await strict.call('GET', '/api/federation/lookup?handle=not-a-handle', me.cookie)).statusCode).toBe(400);
    expect((await strict.call('GET', '/api/federation/lookup?handle=@a@b.example')).statusCode).toBe(401);
  });

  it('refuses an activity whose actor lives on a private address (its key is never fetched)', async () => {
    const target = await strict.member({ username: 'strict_target' });
    const sender = await loopback.member({ username: 'loop_sender' });
    const ctx = federationOf(loopback.app)!.createContext(new URL(loopback.url), loopback.app);
    const me = ctx.getActorUri(sender.user.username);
    await ctx.sendActivity(
      { identifier: sender.user.username },
      { id: new URL(`${strict.url}/users/strict_target`), inboxId: new URL(`${strict.url}/users/strict_target/inbox`) },
      new Follow({
        id: new URL(`${loopback.url}/follows/1`),
        actor: me,
        object: new URL(`${strict.url}/users/strict_target`),
      }),
    );
    await eventually(
      async () => requested.filter((r) => r.startsWith(`POST ${strict.url}/users/strict_target/inbox`)).length,
      (n) => n > 0,
    );
    expect(requested.some((r) => r.includes(`GET ${loopback.url}/users/loop_sender`))).toBe(false);
    const { rows } = await strict.db.query('select 1 from federation_followers where user_id = $1', [target.user.id]);
    expect(rows).toEqual([]);
  });

  it('limits inbound posts that fail verification per client address', async () => {
    const post = () =>
      strict.app.inject({
        method: 'POST',
        url: '/inbox',
        remoteAddress: '198.51.100.7',
        headers: {
          'content-type': 'application/activity+json',
          signature: 'keyId="https://flood.example/users/x#main-key",headers="date",signature="AAAA"',
        },
        payload: '{}',
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post()).statusCode);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    // Another server, from its own address, still gets in.
    const other = await strict.app.inject({
      method: 'POST',
      url: '/inbox',
      remoteAddress: '198.51.100.8',
      headers: {
        'content-type': 'application/activity+json',
        signature: 'keyId="https://calm.example/k",signature="A"',
      },
      payload: '{}',
    });
    expect(other.statusCode).not.toBe(429);
  });
});
