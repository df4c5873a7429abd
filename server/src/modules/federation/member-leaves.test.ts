import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eventually, followAcross, useFederatedPair } from '../../test/federation-instances';
import { deleteAccount } from '../people';

// Issue 37: "deleting, or making it private, sends Delete". A member who leaves the fediverse (a
// private profile; the switch: two-instances.test.ts) has each sent Note deleted on the servers
// that have it; a deleted account sends a Delete of its actor, which the other server acts on
// after the account's keys and followers are gone here. An actor that changes (a profile for
// friends, a new name) sends an Update of it.

const pair = useFederatedPair();

const postsOnB = () =>
  pair.b.db.query<{ object_iri: string }>('select object_iri from federation_posts').then((r) => r.rows);
const queueOf = (db: typeof pair.a.db) =>
  db.query<{ message: unknown }>('select message from federation_queue').then((r) => r.rows);
const deletesTo = (url: string) =>
  pair.sent.filter((s) => s.url.startsWith(url) && JSON.parse(s.body).type === 'Delete').map((s) => JSON.parse(s.body));

describe('a member leaving the fediverse', () => {
  it('a profile turned private sends Delete for every Note sent; one for friends keeps them', async () => {
    const { a, b } = pair;
    const alice = await a.member({ username: 'alice_leaves' });
    const bob = await b.member({ username: 'bob_stays' });
    await a.db.query('update users set bio = $2 where id = $1', [alice.user.id, 'Trail runner BIO-MARK']);
    await followAcross(b, bob.cookie, a, 'alice_leaves');
    for (const content of ['Hill reps', 'Long run']) {
      expect((await a.call('POST', '/api/posts', alice.cookie, { content, audience: 'public' })).statusCode).toBe(201);
    }
    const sentNotes = await eventually(postsOnB, (rows) => rows.length === 2);

    // For friends, she is still on the fediverse (decision 0035) and her public posts stay public.
    const toFriends = await a.call('PUT', '/api/settings', alice.cookie, { privacy: { profileVisibility: 'friends' } });
    expect(toFriends.statusCode).toBe(200);
    await eventually(
      () => queueOf(a.db),
      (rows) => rows.length === 0,
    );
    expect(deletesTo(b.url)).toEqual([]);
    expect(await postsOnB()).toHaveLength(2);
    // ... but her actor changed: B hears it at once, approval now asked, the bio gone.
    const aliceIri = `${a.url}/users/alice_leaves`;
    const personUpdates = () =>
      pair.sent
        .filter((s) => s.url.startsWith(b.url))
        .map((s) => JSON.parse(s.body))
        .filter((m) => m.type === 'Update' && m.object?.id === aliceIri);
    const [update] = await eventually(
      async () => personUpdates(),
      (found) => found.length === 1,
    );
    expect(update.object).toMatchObject({ type: 'Person', manuallyApprovesFollowers: true });
    expect(update.object.summary).toBeUndefined();
    expect(JSON.stringify(update)).not.toContain('BIO-MARK');
    // A new name reaches B's copy of her account the same way.
    const renamed = await a.call('PUT', `/api/users/${alice.user.id}`, alice.cookie, {
      firstName: 'Alice',
      lastName: 'Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(
      () => b.db.query<{ name: string }>('select name from federation_actors where iri = $1', [aliceIri]),
      (r) => r.rows[0]?.name === 'Alice Renamed',
    );

    const toPrivate = await a.call('PUT', '/api/settings', alice.cookie, { privacy: { profileVisibility: 'private' } });
    expect(toPrivate.statusCode).toBe(200);
    await eventually(postsOnB, (rows) => rows.length === 0);
    expect(
      deletesTo(b.url)
        .map((d) => d.object.id)
        .sort(),
    ).toEqual(sentNotes.map((n) => n.object_iri).sort());
    const { rows } = await a.db.query('select 1 from federation_sent_notes where user_id = $1', [alice.user.id]);
    expect(rows).toEqual([]);
  });

  it("a deleted account sends Delete of its actor to its followers' and followees' servers; B forgets it", async () => {
    const { a, b } = pair;
    const carol = await a.member({ username: 'carol_quits' });
    const dave = await b.member({ username: 'dave_follows' });
    await followAcross(b, dave.cookie, a, 'carol_quits');
    // Carol follows Dave back, so B also has her as a follower of his.
    await followAcross(a, carol.cookie, b, 'dave_follows');
    await a.call('POST', '/api/posts', carol.cookie, { content: 'Last run here', audience: 'public' });
    await eventually(postsOnB, (rows) => rows.length === 1);
    const carolIri = `${a.url}/users/carol_quits`;
    const carolOnB = await b.db.query<{ id: number }>('select id from federation_actors where iri = $1', [carolIri]);
    expect(carolOnB.rows).toHaveLength(1);

    await deleteAccount(a.app, carol.user.id);

    // B's inbox took it (signed with the keys the queue carried) and forgot her everywhere.
    const del = await eventually(
      async () => pair.sent.find((s) => s.url.startsWith(b.url) && s.status && JSON.parse(s.body).object === carolIri),
      (found) => found !== undefined,
    );
    expect(del!.status).toBe(202);
    expect(JSON.parse(del!.body)).toMatchObject({ type: 'Delete', actor: carolIri, object: carolIri });
    await eventually(
      () => b.db.query('select 1 from federation_actors where iri = $1', [carolIri]).then((r) => r.rows),
      (rows) => rows.length === 0,
    );
    expect(await postsOnB()).toEqual([]);
    const follows = await b.db.query(
      'select 1 from federation_following where actor_id = $1 union all select 1 from federation_followers where actor_id = $1',
      [carolOnB.rows[0].id],
    );
    expect(follows.rows).toEqual([]);

    // A keeps nothing of her: no keys, no job, and her actor answers 404 like a name never taken.
    await eventually(
      () => queueOf(a.db),
      (rows) => rows.length === 0,
    );
    const keys = await a.db.query('select 1 from federation_members where user_id = $1', [carol.user.id]);
    expect(keys.rows).toEqual([]);
    const actor = await a.app.inject({ url: '/users/carol_quits', headers: { accept: 'application/activity+json' } });
    expect(actor.statusCode).toBe(404);
    const finger = await a.app.inject({ url: `/.well-known/webfinger?resource=acct:carol_quits@${a.host}` });
    expect(finger.statusCode).toBe(404);
  });

  it('a deleted account that no other server knows sends nothing', async () => {
    const { a } = pair;
    const erin = await a.member({ username: 'erin_local' });
    await deleteAccount(a.app, erin.user.id);
    expect(JSON.stringify(await queueOf(a.db))).not.toContain('erin_local');
    await new Promise((r) => setTimeout(r, 500)); // the worker polls every 200 ms in tests
    expect(pair.sent.filter((s) => s.body.includes('erin_local'))).toEqual([]);
  });

  it("takes an account's own Delete whose key its server answers 410 Gone for, and nothing looser", async () => {
    const { b } = pair;
    // Another server, where gone_one was deleted: its key answers 410, like Mastodon's.
    const other = http.createServer((req, res) => res.writeHead(req.url?.startsWith('/users/gone') ? 410 : 404).end());
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      for (const name of ['gone_one', 'still_here']) {
        await b.db.query(
          `insert into federation_actors (iri, handle, name, profile_url, inbox_url, server)
           values ($1, $2, $2, $1, $1 || '/inbox', 'other.example')`,
          [`${origin}/users/${name}`, name],
        );
      }
      const deleteOf = (actor: string, keyId: string) => {
        const payload = JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${actor}#delete`,
          type: 'Delete',
          actor,
          object: actor,
        });
        return b.app.inject({
          method: 'POST',
          url: '/inbox',
          remoteAddress: '192.0.2.44',
          headers: {
            'content-type': 'application/activity+json',
            date: new Date().toUTCString(),
            digest: `SHA-256=${createHash('sha256').update(payload).digest('base64')}`,
            signature: `keyId="${keyId}",algorithm="rsa-sha256",headers="date digest",signature="AAAA"`,
          },
          payload,
        });
      };
      // Another (gone) account's key does not speak for still_here.
      const loose = await deleteOf(`${origin}/users/still_here`, `${origin}/users/gone_one#main-key`);
      expect(loose.statusCode).toBe(401);
      const own = await deleteOf(`${origin}/users/gone_one`, `${origin}/users/gone_one#main-key`);
      expect(own.statusCode).toBe(202);
      const { rows } = await b.db.query<{ handle: string }>('select handle from federation_actors where server = $1', [
        'other.example',
      ]);
      expect(rows.map((r) => r.handle)).toEqual(['still_here']);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
