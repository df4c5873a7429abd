import { Create, Like, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { eventually, type FederatedInstance, followAcross, useFederatedPair } from '../../test/federation-instances';
import { federationOf } from '.';

// Suspending a member federates, as on Mastodon (decision 0035): an admin's suspension on A sends
// an Update of the member's actor with `suspended: true`, which B verifies against the bare actor
// A now answers, and B hides the account (posts, replies, likes, lookups) while keeping its
// follows; lifting it sends the full actor and B shows everything again. B's own admin block is
// another thing: an unsuspend does not lift it.

const pair = useFederatedPair();
type Member = Awaited<ReturnType<FederatedInstance['member']>>;

const asActivityPub = { accept: 'application/activity+json' };
const suspend = (admin: Member, member: Member) =>
  pair.a.call('POST', `/api/admin/users/${member.user.id}/suspend`, admin.cookie, { reason: 'Spam links' });
const unsuspend = (admin: Member, member: Member) =>
  pair.a.call('DELETE', `/api/admin/users/${member.user.id}/suspend`, admin.cookie);
const suspendedOnB = (iri: string) =>
  pair.b.db
    .query<{ suspended_at: Date | null }>('select suspended_at from federation_actors where iri = $1', [iri])
    .then((r) => r.rows[0]?.suspended_at ?? null);
const countsOnB = (postId: number) =>
  pair.b.db
    .query<{ likes_count: number; comments_count: number }>(
      'select likes_count, comments_count from posts where id = $1',
      [postId],
    )
    .then((r) => r.rows[0]);
const actorOnA = (username: string) => pair.a.app.inject({ url: `/users/${username}`, headers: asActivityPub });

describe('a member suspended on their server', () => {
  it('is hidden on the other server while suspended, behind a bare actor, and shown again once lifted', async () => {
    const { a, b, sent } = pair;
    const admin = await a.member({ isAdmin: true });
    const alice = await a.member({ username: 'alice_spams', firstName: 'Alice', lastName: 'Spammer' });
    await a.db.query('update users set bio = $2 where id = $1', [alice.user.id, 'Cheap pills BIO-MARK']);
    const bob = await b.member({ username: 'bob_reads' });
    const aliceIri = `${a.url}/users/alice_spams`;
    const aliceOnB = await followAcross(b, bob.cookie, a, 'alice_spams');

    // Her post reaches Bob's feed; her reply and like land on Bob's post (sent by A as her).
    await a.call('POST', '/api/posts', alice.cookie, { content: 'Buy now SPAM-POST', audience: 'public' });
    const feedOfBob = () =>
      b.call('GET', '/api/posts', bob.cookie).then((r) => r.json<{ content: string }[]>().map((p) => p.content));
    await eventually(feedOfBob, (feed) => feed.some((c) => c.includes('SPAM-POST')));
    const bobsPost = await b.call('POST', '/api/posts', bob.cookie, { content: 'Morning run', audience: 'public' });
    const bobsPostId: number = bobsPost.json().id;
    const bobsNote = new URL(`${b.url}/federation/notes/post/${bobsPostId}`);
    const ctxA = federationOf(a.app)!.createContext(new URL(a.url), a.app);
    const bobsActor = { id: new URL(`${b.url}/users/bob_reads`), inboxId: new URL(`${b.url}/users/bob_reads/inbox`) };
    const reply = new Note({
      id: new URL(`${aliceIri}/replies/1`),
      attribution: new URL(aliceIri),
      to: PUBLIC_COLLECTION,
      replyTarget: bobsNote,
      content: '<p>Great run SPAM-REPLY</p>',
    });
    await ctxA.sendActivity(
      { identifier: 'alice_spams' },
      bobsActor,
      new Create({ id: new URL(`${aliceIri}/replies/1#c`), actor: new URL(aliceIri), object: reply }),
    );
    await ctxA.sendActivity(
      { identifier: 'alice_spams' },
      bobsActor,
      new Like({ id: new URL(`${aliceIri}/likes/1`), actor: new URL(aliceIri), object: bobsNote }),
    );
    await eventually(
      () => countsOnB(bobsPostId),
      (c) => c.likes_count === 1 && c.comments_count === 1,
    );
    const commentsOnBobsPost = () =>
      b
        .call('GET', `/api/posts/${bobsPostId}/comments`, bob.cookie)
        .then((r) => r.json<{ content: string }[]>().map((c) => c.content));
    expect((await commentsOnBobsPost()).join()).toContain('SPAM-REPLY');
    // Bob hears of her reply and like: listed, and on the bell.
    const herNewsForBob = () =>
      b.call('GET', '/api/notifications', bob.cookie).then((r) =>
        r
          .json<{ type: string; remote?: { handle: string } }[]>()
          .filter((n) => n.remote?.handle === `@alice_spams@${a.host}`)
          .map((n) => n.type)
          .sort(),
      );
    const bobsBell = () =>
      b.call('GET', '/api/notifications/unread-count', bob.cookie).then((r) => r.json<{ notifications: number }>());
    await eventually(herNewsForBob, (types) => types.length === 2);
    expect(await herNewsForBob()).toEqual(['comment', 'like']);
    const bellBefore = (await bobsBell()).notifications;
    expect(bellBefore).toBeGreaterThanOrEqual(2);

    // A's admin suspends her: B hears it, signed, and marks its copy.
    expect((await suspend(admin, alice)).statusCode).toBe(200);
    await eventually(
      () => suspendedOnB(aliceIri),
      (at) => at !== null,
    );
    const update = sent.find((s) => {
      const body = JSON.parse(s.body);
      return s.url.startsWith(b.url) && body.type === 'Update' && body.object?.id === aliceIri;
    });
    expect(update?.status).toBe(202);
    expect(JSON.parse(update!.body).object).toMatchObject({ type: 'Person', suspended: true });
    expect(update!.body).not.toContain('BIO-MARK');
    expect(update!.body).not.toContain('Spammer');

    // A answers a bare actor marked suspended (the key that verifies the Update, nothing else);
    // WebFinger still finds it; her Notes stay gone.
    const bare = await actorOnA('alice_spams');
    expect(bare.statusCode).toBe(200);
    const person = bare.json();
    expect(person).toMatchObject({ id: aliceIri, type: 'Person', preferredUsername: 'alice_spams', suspended: true });
    expect(person.publicKey).toMatchObject({ id: `${aliceIri}#main-key` });
    for (const hidden of ['name', 'summary', 'icon', 'url']) expect(person[hidden], hidden).toBeUndefined();
    expect(bare.body).not.toContain('BIO-MARK');
    const finger = await a.app.inject({ url: `/.well-known/webfinger?resource=acct:alice_spams@${a.host}` });
    expect(finger.statusCode).toBe(200);
    const [noteIri] = (await b.db.query<{ object_iri: string }>('select object_iri from federation_posts')).rows;
    const note = await a.app.inject({ url: new URL(noteIri.object_iri).pathname, headers: asActivityPub });
    expect(note.statusCode).toBe(404);

    // On B: her post, reply and like are hidden from members; lookups do not find her; the
    // follow is kept; nothing new of hers is taken.
    expect((await feedOfBob()).join()).not.toContain('SPAM-POST');
    expect((await commentsOnBobsPost()).join()).not.toContain('SPAM-REPLY');
    expect(await countsOnB(bobsPostId)).toEqual({ likes_count: 0, comments_count: 0 });
    expect(await herNewsForBob()).toEqual([]);
    expect((await bobsBell()).notifications).toBe(bellBefore - 2);
    const lookup = () =>
      b.call('GET', `/api/federation/lookup?handle=@alice_spams@${a.host}`, bob.cookie).then((r) => r.json().account);
    expect(await lookup()).toBeNull();
    const follows = await b.db.query(`select status from federation_following where actor_id = $1`, [
      Number(aliceOnB.id),
    ]);
    expect(follows.rows).toEqual([{ status: 'accepted' }]);
    const secondPost = await b.call('POST', '/api/posts', bob.cookie, { content: 'Evening run', audience: 'public' });
    const secondPostId: number = secondPost.json().id;
    const before = sent.length;
    await ctxA.sendActivity(
      { identifier: 'alice_spams' },
      bobsActor,
      new Like({
        id: new URL(`${aliceIri}/likes/2`),
        actor: new URL(aliceIri),
        object: new URL(`${b.url}/federation/notes/post/${secondPostId}`),
      }),
    );
    await eventually(
      async () => sent.slice(before).find((s) => s.body.includes('/likes/2') && s.status),
      (found) => found !== undefined,
    );
    await eventually(
      () => b.db.query('select 1 from federation_queue'),
      (r) => r.rows.length === 0,
    );
    expect((await b.db.query('select 1 from federation_likes where post_id = $1', [secondPostId])).rows).toEqual([]);

    // Lifted: the full actor goes out and B shows everything again.
    expect((await unsuspend(admin, alice)).statusCode).toBe(200);
    await eventually(
      () => suspendedOnB(aliceIri),
      (at) => at === null,
    );
    expect((await feedOfBob()).join()).toContain('SPAM-POST');
    expect((await commentsOnBobsPost()).join()).toContain('SPAM-REPLY');
    expect(await countsOnB(bobsPostId)).toEqual({ likes_count: 1, comments_count: 1 });
    expect(await herNewsForBob()).toEqual(['comment', 'like']);
    expect((await bobsBell()).notifications).toBe(bellBefore);
    expect(await lookup()).toMatchObject({ handle: `@alice_spams@${a.host}`, following: 'accepted' });
    const full = (await actorOnA('alice_spams')).json();
    expect(full).toMatchObject({ id: aliceIri, name: 'Alice Spammer', summary: 'Cheap pills BIO-MARK' });
    expect(full.suspended).toBeUndefined();
  });

  it("leaves B's admin block in place when A lifts the suspension", async () => {
    const { a, b } = pair;
    const adminA = await a.member({ isAdmin: true });
    const adminB = await b.member({ isAdmin: true });
    const carol = await a.member({ username: 'carol_banned' });
    const dave = await b.member({ username: 'dave_watches' });
    const carolIri = `${a.url}/users/carol_banned`;
    await followAcross(b, dave.cookie, a, 'carol_banned');
    const handle = `@carol_banned@${a.host}`;
    const blocked = await b.call('POST', '/api/admin/federation/blocked-accounts', adminB.cookie, { handle });
    expect(blocked.statusCode).toBe(201);

    // A still counts Dave as her follower, so both Updates reach B, which takes them.
    await suspend(adminA, carol);
    await eventually(
      () => suspendedOnB(carolIri),
      (at) => at !== null,
    );
    await unsuspend(adminA, carol);
    await eventually(
      () => suspendedOnB(carolIri),
      (at) => at === null,
    );
    const list = (await b.call('GET', '/api/admin/federation/blocked-accounts', adminB.cookie)).json().items;
    expect(list.map((i: { handle: string }) => i.handle)).toEqual([handle]);
    const lookup = await b.call('GET', `/api/federation/lookup?handle=${handle}`, dave.cookie);
    expect(lookup.json().account).toBeNull();
  });
});
