import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FederatedInstance, setVisibility, startFederatedInstance } from '../../test/federation-instances';

// Issue 37, point 1: WebFinger, NodeInfo and the Person actor; members who are not on the
// fediverse are not found; browsers still get the profile page; unsigned inbox posts are refused.

const AP = 'application/activity+json';
let a: FederatedInstance;

beforeAll(async () => {
  a = await startFederatedInstance();
});
afterAll(async () => {
  await a?.close();
});

describe('discovery', () => {
  it('answers WebFinger and the actor of a member with a public profile', async () => {
    const { user } = await a.member({ bio: 'Runs before sunrise' });
    const wf = await a.call('GET', `/.well-known/webfinger?resource=acct:${user.username}@${a.host}`);
    expect(wf.statusCode).toBe(200);
    const self = wf.json().links.find((l: { rel: string }) => l.rel === 'self');
    expect(self.href).toBe(`${a.url}/users/${user.username}`);

    const actor = await a.app.inject({ method: 'GET', url: `/users/${user.username}`, headers: { accept: AP } });
    expect(actor.statusCode).toBe(200);
    const body = actor.json();
    expect(body.type).toBe('Person');
    expect(body.name).toBe(user.name);
    expect(body.summary).toBe('Runs before sunrise');
    expect(body.url).toBe(`${a.url}/profile/${user.username}`);
    expect(body.inbox).toBe(`${a.url}/users/${user.username}/inbox`);
    expect(body.followers).toBe(`${a.url}/users/${user.username}/followers`);
    expect(body.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.stringify(body)).not.toMatch(/PRIVATE/);
    expect(body.manuallyApprovesFollowers).toBe(false);
  });

  it('sends a browser asking for the actor to the profile page', async () => {
    const { user } = await a.member();
    const page = await a.app.inject({
      method: 'GET',
      url: `/users/${user.username}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/profile/${user.username}`);
  });

  it('does not find a member with a private profile or federation off', async () => {
    const { user: hidden } = await a.member();
    await setVisibility(a.db, hidden.id, 'private');
    const { user: off, cookie } = await a.member();
    expect((await a.call('PUT', '/api/federation/me', cookie, { enabled: false })).json()).toEqual({
      enabled: false,
      handle: `@${off.username}@${a.host}`,
    });
    for (const name of [hidden.username, off.username]) {
      const wf = await a.call('GET', `/.well-known/webfinger?resource=acct:${name}@${a.host}`);
      expect(wf.statusCode).toBe(404);
      const actor = await a.app.inject({ method: 'GET', url: `/users/${name}`, headers: { accept: AP } });
      expect(actor.statusCode).toBe(404);
    }
  });

  it('marks a profile for friends as approving its followers, without its bio', async () => {
    const { user } = await a.member({ visibility: 'friends', bio: 'only for friends' });
    const actor = await a.app.inject({ method: 'GET', url: `/users/${user.username}`, headers: { accept: AP } });
    expect(actor.json().manuallyApprovesFollowers).toBe(true);
    expect(actor.json().summary).toBeUndefined();
  });

  it('answers NodeInfo 2.1', async () => {
    const links = await a.call('GET', '/.well-known/nodeinfo');
    expect(links.json().links[0].href).toBe(`${a.url}/nodeinfo/2.1`);
    const info = await a.call('GET', '/nodeinfo/2.1');
    expect(info.json().software.name).toBe('fitcircle');
    expect(info.json().protocols).toEqual(['activitypub']);
  });

  it('refuses an unsigned or badly signed activity', async () => {
    const { user } = await a.member();
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://evil.example/follows/1',
      type: 'Follow',
      actor: 'https://evil.example/users/mallory',
      object: `${a.url}/users/${user.username}`,
    };
    const unsigned = await a.app.inject({
      method: 'POST',
      url: `/users/${user.username}/inbox`,
      headers: { 'content-type': AP },
      payload: JSON.stringify(follow),
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await a.app.inject({
      method: 'POST',
      url: '/inbox',
      headers: {
        'content-type': AP,
        date: new Date().toUTCString(),
        signature: `keyId="${a.url}/users/${user.username}#main-key",algorithm="rsa-sha256",headers="(request-target) date",signature="AAAA"`,
      },
      payload: JSON.stringify(follow),
    });
    expect(forged.statusCode).toBe(401);
    const { rows } = await a.db.query('select 1 from federation_followers');
    expect(rows).toEqual([]);
  });
});
