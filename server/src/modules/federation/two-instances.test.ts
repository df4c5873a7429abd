import { Create, Delete, Like, Note, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { eventually, type FederatedInstance, useFederatedPair } from '../../test/federation-instances';
import { federationOf } from '.';

// Issue 37: two FitCircle instances on loopback federate: Bob on B follows Alice on A, Alice's
// public post reaches B (and nothing that is not public does), Bob's reply and like come back to
// A as a comment and a like (notifying Alice), and deletes travel. Blocks: blocks.test.ts.

const pair = useFederatedPair();

const remotePosts = () =>
  pair.b.db.query<{ object_iri: string; content_html: string }>('select * from federation_posts');
const countsOf = (postId: number) =>
  pair.a.db
    .query<{ likes_count: number; comments_count: number }>(
      'select likes_count, comments_count from posts where id = $1',
      [postId],
    )
    .then((r) => r.rows[0]);

describe('two instances', () => {
  let alice: Awaited<ReturnType<FederatedInstance['member']>>;
  let bob: Awaited<ReturnType<FederatedInstance['member']>>;
  let aliceOnB: { id: string };
  let publicPostId: number;

  it('lets Bob find and follow Alice across servers', async () => {
    const { a, b } = pair;
    alice = await a.member({ username: 'alice_runs' });
    bob = await b.member({ username: 'bob_lifts' });
    const lookup = await b.call('GET', `/api/federation/lookup?handle=@alice_runs@${a.host}`, bob.cookie);
    expect(lookup.statusCode).toBe(200);
    aliceOnB = lookup.json().account;
    expect(aliceOnB).toMatchObject({
      handle: `@alice_runs@${a.host}`,
      server: a.host,
      following: 'none',
      blocked: false,
    });

    const follow = await b.call('POST', `/api/federation/accounts/${aliceOnB.id}/follow`, bob.cookie);
    expect(follow.json().following).toBe('pending');
    // A accepts at once (a public profile); B hears the Accept.
    const followers = await eventually(
      () => a.call('GET', '/api/federation/followers', alice.cookie).then((r) => r.json().items),
      (items) => items.length === 1,
    );
    expect(followers[0]).toMatchObject({ handle: `@bob_lifts@${b.host}`, server: b.host, status: 'accepted' });
    await eventually(
      () =>
        b.call('GET', `/api/federation/lookup?handle=@alice_runs@${a.host}`, bob.cookie).then((r) => r.json().account),
      (account) => account.following === 'accepted',
    );
  });

  it("sends Alice's public post to Bob's server, and never her friends-only or private ones", async () => {
    const { a, b, sent } = pair;
    const privateOne = await a.call('POST', '/api/posts', alice.cookie, {
      content: 'secret PRIVATE-MARK',
      audience: 'private',
    });
    const friendsOne = await a.call('POST', '/api/posts', alice.cookie, {
      content: 'for friends FRIENDS-MARK',
      audience: 'friends',
    });
    expect([privateOne.statusCode, friendsOne.statusCode]).toEqual([201, 201]);
    const created = await a.call('POST', '/api/posts', alice.cookie, {
      content: 'Easy 10k #running',
      audience: 'public',
    });
    publicPostId = created.json().id;
    const rows = await eventually(remotePosts, (r) => r.rows.length === 1).then((r) => r.rows);
    expect(rows[0].content_html).toContain('Easy 10k');
    // In Bob's home feed, marked with Alice's server and written by her remote account.
    const feed = (await b.call('GET', '/api/posts', bob.cookie)).json();
    expect(feed).toEqual([
      expect.objectContaining({
        content: rows[0].content_html,
        user: expect.objectContaining({ name: 'Test alice_runs', username: `@alice_runs@${a.host}` }),
        remote: { server: a.host, url: expect.stringMatching(`^${a.url}/`), handle: `@alice_runs@${a.host}` },
      }),
    ]);
    expect(sent.some((s) => s.body.includes('PRIVATE-MARK') || s.body.includes('FRIENDS-MARK'))).toBe(false);

    // The Note as Mastodon wants it: Public in to, followers in cc, the hashtag as a Hashtag tag.
    const create = JSON.parse(sent.find((s) => s.body.includes('Easy 10k'))!.body);
    expect(create.type).toBe('Create');
    expect(create.object.type).toBe('Note');
    // Fedify writes the Public collection compacted; Mastodon takes 'as:Public' like the full IRI.
    expect([create.object.to].flat()).toEqual([
      expect.stringMatching(/^(as:Public|https:\/\/www\.w3\.org\/ns\/activitystreams#Public)$/),
    ]);
    expect([create.object.cc].flat()).toContain(`${a.url}/users/alice_runs/followers`);
    expect([create.object.tag].flat()).toEqual([expect.objectContaining({ type: 'Hashtag', name: '#running' })]);
  });

  it("takes Bob's reply and like as a comment and a like, sanitized, and their deletes", async () => {
    const { a, b } = pair;
    const federation = federationOf(b.app)!;
    const ctx = federation.createContext(new URL(b.url), b.app);
    const bobIri = ctx.getActorUri('bob_lifts');
    const noteIri = new URL(`${a.url}/federation/notes/post/${publicPostId}`);
    const alicesActor = {
      id: new URL(`${a.url}/users/alice_runs`),
      inboxId: new URL(`${a.url}/users/alice_runs/inbox`),
    };
    const reply = new Note({
      id: new URL(`${b.url}/replies/1`),
      attribution: bobIri,
      to: PUBLIC_COLLECTION,
      replyTarget: noteIri,
      content: '<p>Nice pace!</p><script>alert(1)</script>',
    });
    await ctx.sendActivity(
      { identifier: 'bob_lifts' },
      alicesActor,
      new Create({ id: new URL(`${b.url}/replies/1#c`), actor: bobIri, object: reply }),
    );
    await ctx.sendActivity(
      { identifier: 'bob_lifts' },
      alicesActor,
      new Like({ id: new URL(`${b.url}/likes/1`), actor: bobIri, object: noteIri }),
    );
    await eventually(
      () => countsOf(publicPostId),
      (c) => c.likes_count === 1 && c.comments_count === 1,
    );
    const { rows } = await a.db.query<{ content_html: string }>('select content_html from federation_comments');
    expect(rows[0].content_html).toContain('Nice pace!');
    expect(rows[0].content_html).not.toContain('script');
    // Among the post's comments, marked with where it came from and written by the remote author.
    const comments = (await a.call('GET', `/api/posts/${publicPostId}/comments`, alice.cookie)).json();
    expect(comments).toEqual([
      expect.objectContaining({
        content: rows[0].content_html,
        user: expect.objectContaining({ name: 'Test bob_lifts' }),
        remote: { server: b.host, url: `${b.url}/replies/1`, handle: `@bob_lifts@${b.host}` },
      }),
    ]);

    // Alice hears of both, as from Bob's remote account.
    const notes = await eventually(
      () => a.call('GET', '/api/notifications', alice.cookie).then((r) => r.json()),
      (list) => list.length === 2,
    );
    expect(
      notes
        .map((n: { type: string; actor: { name: string }; remote: { handle: string } }) => [
          n.type,
          n.actor.name,
          n.remote.handle,
        ])
        .sort(),
    ).toEqual([
      ['comment', 'Test bob_lifts', `@bob_lifts@${b.host}`],
      ['like', 'Test bob_lifts', `@bob_lifts@${b.host}`],
    ]);

    await ctx.sendActivity(
      { identifier: 'bob_lifts' },
      alicesActor,
      new Delete({
        id: new URL(`${b.url}/replies/1#d`),
        actor: bobIri,
        object: new Tombstone({ id: new URL(`${b.url}/replies/1`) }),
      }),
    );
    await eventually(
      () => countsOf(publicPostId),
      (c) => c.comments_count === 0,
    );
  });

  it('deletes the post on the other server when Alice deletes it, or turns federation off', async () => {
    const { a } = pair;
    expect((await a.call('DELETE', `/api/posts/${publicPostId}`, alice.cookie)).statusCode).toBe(204);
    await eventually(remotePosts, (r) => r.rows.length === 0);

    await a.call('POST', '/api/posts', alice.cookie, { content: 'Tempo Tuesday', audience: 'public' });
    await eventually(remotePosts, (r) => r.rows.length === 1);
    await a.call('PUT', '/api/federation/me', alice.cookie, { enabled: false });
    await eventually(remotePosts, (r) => r.rows.length === 0);
    await a.call('PUT', '/api/federation/me', alice.cookie, { enabled: true });
  });
});
