import { Like } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { eventually, followAcross, useFederatedPair } from '../../test/federation-instances';
import { federationOf } from '.';

// Issue 37, point 6: a member's block of a remote account ends its follow and stops every delivery
// to it; an admin's block of a whole server refuses its activities at the door (403).

const pair = useFederatedPair();

describe('blocks across servers', () => {
  it("stops sending to Bob once Alice blocks him, and refuses a blocked server's activities", async () => {
    const { a, b, sent } = pair;
    const alice = await a.member({ username: 'alice_blocks' });
    const bob = await b.member({ username: 'bob_blocked' });
    const aliceOnB = await followAcross(b, bob.cookie, a, 'alice_blocks');

    const bobOnA = (await a.call('GET', '/api/federation/followers', alice.cookie)).json().items[0];
    const blocked = await a.call('POST', `/api/federation/accounts/${bobOnA.id}/block`, alice.cookie);
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect((await a.call('GET', '/api/federation/followers', alice.cookie)).json().items).toEqual([]);
    await a.call('POST', '/api/posts', alice.cookie, { content: 'After the block AFTER-BLOCK', audience: 'public' });
    await eventually(
      () => a.db.query('select 1 from federation_queue'),
      (r) => r.rows.length === 0,
    );
    expect(sent.some((s) => s.body.includes('AFTER-BLOCK'))).toBe(false);

    const admin = await a.member({ isAdmin: true });
    const block = await a.call('POST', '/api/admin/federation/blocked-servers', admin.cookie, { host: b.host });
    expect(block.statusCode).toBe(201);
    const list = await a.call('GET', '/api/admin/federation/blocked-servers', admin.cookie);
    expect(list.json().items.map((i: { host: string }) => i.host)).toEqual([b.host]);
    expect((await a.call('GET', '/api/admin/federation/blocked-servers', alice.cookie)).statusCode).toBe(403);
    const before = sent.length;
    await b.call('DELETE', `/api/federation/accounts/${aliceOnB.id}/follow`, bob.cookie);
    await b.call('POST', `/api/federation/accounts/${aliceOnB.id}/follow`, bob.cookie);
    // B's Undo and Follow reached A's door and were refused there (B retries them, with back-off).
    const refused = await eventually(
      async () => sent.slice(before).filter((s) => s.url.startsWith(a.url) && s.body.includes('"Follow"') && s.status),
      (found) => found.length > 0,
    );
    expect(refused.every((s) => s.status === 403)).toBe(true);
    const { rows } = await a.db.query('select 1 from federation_followers');
    expect(rows).toEqual([]);

    const unblocked = await a.call('DELETE', `/api/admin/federation/blocked-servers/${b.host}`, admin.cookie);
    expect(unblocked.statusCode).toBe(204);
  });

  it("an admin's block of one remote account holds for every member, and lifts", async () => {
    const { a, b, sent } = pair;
    const alice = await a.member({ username: 'alice_banned_from' });
    const carol = await a.member({ username: 'carol_banned_from' });
    const bob = await b.member({ username: 'bob_banned' });
    const aliceOnB = await followAcross(b, bob.cookie, a, 'alice_banned_from');
    await followAcross(b, bob.cookie, a, 'carol_banned_from');
    const handle = `@bob_banned@${b.host}`;

    const admin = await a.member({ isAdmin: true });
    expect((await a.call('POST', '/api/admin/federation/blocked-accounts', alice.cookie, { handle })).statusCode).toBe(
      403,
    );
    const block = await a.call('POST', '/api/admin/federation/blocked-accounts', admin.cookie, { handle });
    expect(block.statusCode).toBe(201);
    expect(block.json()).toMatchObject({ handle, server: b.host });
    const list = (await a.call('GET', '/api/admin/federation/blocked-accounts', admin.cookie)).json().items;
    expect(list.map((i: { handle: string }) => i.handle)).toEqual([handle]);
    // Both members lost the follower; nothing of theirs goes to Bob any more.
    for (const member of [alice, carol])
      expect((await a.call('GET', '/api/federation/followers', member.cookie)).json().items).toEqual([]);
    await a.call('POST', '/api/posts', carol.cookie, { content: 'After the ban AFTER-BAN', audience: 'public' });
    await eventually(
      () => a.db.query('select 1 from federation_queue'),
      (r) => r.rows.length === 0,
    );
    expect(sent.some((s) => s.body.includes('AFTER-BAN'))).toBe(false);
    // Bob's next Follow is refused for everyone, and members no longer find him.
    const before = sent.length;
    await b.call('DELETE', `/api/federation/accounts/${aliceOnB.id}/follow`, bob.cookie);
    await b.call('POST', `/api/federation/accounts/${aliceOnB.id}/follow`, bob.cookie);
    await eventually(
      async () => sent.slice(before).filter((s) => s.url.startsWith(a.url) && s.body.includes('"Follow"') && s.status),
      (found) => found.length > 0,
    );
    // Inbound activities are handled through the queue: once it is empty, the Follow was refused.
    await eventually(
      () => a.db.query('select 1 from federation_queue'),
      (r) => r.rows.length === 0,
    );
    expect((await a.db.query('select 1 from federation_followers')).rows).toEqual([]);
    const lookup = (cookie: string) =>
      a.call('GET', `/api/federation/lookup?handle=${handle}`, cookie).then((r) => r.json().account);
    expect(await lookup(carol.cookie)).toBeNull();

    const unblocked = await a.call('DELETE', `/api/admin/federation/blocked-accounts/${list[0].id}`, admin.cookie);
    expect(unblocked.statusCode).toBe(204);
    expect(await lookup(carol.cookie)).toMatchObject({ handle, blocked: false });
    expect(
      (await a.call('DELETE', `/api/admin/federation/blocked-accounts/${list[0].id}`, admin.cookie)).statusCode,
    ).toBe(404);
  });

  it("hides a remote account's news from the member who blocks it, and shows it again on unblock", async () => {
    const { a, b } = pair;
    const alice = await a.member({ username: 'alice_hears' });
    const carol = await a.member({ username: 'carol_hears' });
    await b.member({ username: 'bob_likes' });
    const bobIri = `${b.url}/users/bob_likes`;
    await followAcross(a, alice.cookie, b, 'bob_likes');
    await followAcross(a, carol.cookie, b, 'bob_likes');
    // Bob (sent by B as him) likes a post of Alice's and one of Carol's.
    const ctxB = federationOf(b.app)!.createContext(new URL(b.url), b.app);
    const like = async (cookie: string, n: number) => {
      const post = await a.call('POST', '/api/posts', cookie, { content: `Post ${n}`, audience: 'public' });
      const note = new URL(`${a.url}/federation/notes/post/${post.json().id}`);
      await ctxB.sendActivity(
        { identifier: 'bob_likes' },
        { id: new URL(`${a.url}/users/x`), inboxId: new URL(`${a.url}/inbox`) },
        new Like({ id: new URL(`${bobIri}/likes/${n}`), actor: new URL(bobIri), object: note }),
      );
    };
    await like(alice.cookie, 1);
    await like(carol.cookie, 2);
    const newsOf = (cookie: string) =>
      a
        .call('GET', '/api/notifications', cookie)
        .then((r) =>
          r
            .json<{ type: string; remote?: { handle: string } }[]>()
            .filter((n) => n.remote?.handle.includes('bob_likes')),
        );
    const bell = (cookie: string) =>
      a.call('GET', '/api/notifications/unread-count', cookie).then((r) => r.json<{ notifications: number }>());
    for (const member of [alice, carol])
      await eventually(
        () => newsOf(member.cookie),
        (news) => news.length === 1,
      );
    const bellBefore = (await bell(alice.cookie)).notifications;

    // Alice blocks him: his like leaves her list and her bell, not Carol's.
    const bobOnA = (await a.call('GET', `/api/federation/lookup?handle=@bob_likes@${b.host}`, alice.cookie)).json()
      .account;
    expect((await a.call('POST', `/api/federation/accounts/${bobOnA.id}/block`, alice.cookie)).statusCode).toBe(200);
    expect(await newsOf(alice.cookie)).toEqual([]);
    expect((await bell(alice.cookie)).notifications).toBe(bellBefore - 1);
    expect(await newsOf(carol.cookie)).toHaveLength(1);

    await a.call('DELETE', `/api/federation/accounts/${bobOnA.id}/block`, alice.cookie);
    expect(await newsOf(alice.cookie)).toHaveLength(1);
    expect((await bell(alice.cookie)).notifications).toBe(bellBefore);
  });
});
