import type { Post } from '@common/schemas/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheEvent } from '../../cache/cache-events';
import { about, type CacheInstance, silently, startCacheInstance } from '../../test/cache-instances';
import { buildSignedInUser, follow } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { buildAdmin } from '../../test/factories/admin';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

// The first feed page is cached in each instance (issue 19). Every change to what it shows takes
// effect at the next read: on the instance that made it at once, on another instance as soon as
// the database's message arrives (the only wait here). Each change is made through the API where
// one exists.
const ctx = useTestApp();
let a: CacheInstance;
let b: CacheInstance;
beforeAll(async () => {
  a = await startCacheInstance(ctx);
  b = await startCacheInstance(ctx);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
const call = (
  instance: CacheInstance,
  member: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => instance.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const feedOf = async (instance: CacheInstance, member: Member): Promise<Post[]> => {
  const res = await call(instance, member, 'GET', '/api/posts');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (posts: Post[]) => posts.map((p) => p.id);

/** A viewer following a public author with one post of each audience, both feeds cached on both instances. */
async function scene() {
  const viewer = await buildSignedInUser(ctx.db);
  const author = await buildSignedInUser(ctx.db);
  await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public', locationSharing: 'public' });
  await follow(ctx.db, viewer.user.id, author.user.id);
  // One statement, so one message: once B has heard it, nothing older can drop B's page later.
  let rows: { id: number }[] = [];
  await onA(about(author.user.id, 'a'), async () => {
    ({ rows } = await ctx.db.query(
      `insert into posts (user_id, content, audience, location)
       values ($1, 'open', 'public', 'Oslo, Norway'), ($1, 'friends only', 'friends', null) returning id`,
      [author.user.id],
    ));
  });
  const [open, friendsOnly] = rows.map((r) => Number(r.id));
  for (const instance of [a, b]) expect(ids(await feedOf(instance, viewer))).toEqual([open]);
  return { viewer, author, open, friendsOnly };
}

/** Makes a change on A; answers once B has heard the message it waits for. */
async function onA(heard: (event: CacheEvent) => boolean, change: () => Promise<unknown>) {
  const delivered = b.heard(heard);
  await change();
  await delivered;
}

describe('the cached first feed page', () => {
  it('is really cached: a change that sends no message is not seen while the page lives', async () => {
    const { viewer, author, open } = await scene();
    await silently(ctx.db, `insert into posts (user_id, content, audience) values ($1, 'unannounced', 'public')`, [
      author.user.id,
    ]);
    expect(ids(await feedOf(b, viewer))).toEqual([open]);
  });

  it('shows a followed member’s new post', async () => {
    const { viewer, author, open } = await scene();
    let created = 0;
    await onA(about(author.user.id, 'a'), async () => {
      created = (await call(a, author, 'POST', '/api/posts', { content: 'New!', audience: 'public' })).json().id;
    });
    expect(ids(await feedOf(a, viewer))).toEqual([created, open]);
    expect(ids(await feedOf(b, viewer))).toEqual([created, open]);
  });

  it('drops an unfollowed member’s posts', async () => {
    const { viewer, author } = await scene();
    await onA(about(viewer.user.id, 'v'), () => call(a, viewer, 'DELETE', `/api/follows/${author.user.id}`));
    expect(await feedOf(a, viewer)).toEqual([]);
    expect(await feedOf(b, viewer)).toEqual([]);
  });

  it('drops the posts of a member who blocks the viewer, and of one the viewer blocks', async () => {
    const first = await scene();
    await onA(about(first.viewer.user.id, 'v'), () =>
      call(a, first.author, 'POST', `/api/blocks/${first.viewer.user.id}`),
    );
    expect(await feedOf(b, first.viewer)).toEqual([]);
    const second = await scene();
    await onA(about(second.viewer.user.id, 'v'), () =>
      call(a, second.viewer, 'POST', `/api/blocks/${second.author.user.id}`),
    );
    expect(await feedOf(b, second.viewer)).toEqual([]);
  });

  it('counts without the likes and comments of a stranger blocked either way (no follow changes)', async () => {
    const { viewer, open } = await scene();
    const stranger = await buildSignedInUser(ctx.db);
    await onA(about(open, 'p'), async () => {
      await call(a, stranger, 'POST', `/api/posts/${open}/like`);
      await call(a, stranger, 'POST', `/api/posts/${open}/comments`, { content: 'Nice pace' });
    });
    const counts = async (instance: CacheInstance) => {
      const [post] = await feedOf(instance, viewer);
      return [post.likesCount, post.commentsCount];
    };
    for (const instance of [a, b]) expect(await counts(instance)).toEqual([1, 1]);
    await onA(about(viewer.user.id, 'v'), () => call(a, viewer, 'POST', `/api/blocks/${stranger.user.id}`));
    expect(await counts(a)).toEqual([0, 0]);
    expect(await counts(b)).toEqual([0, 0]);
    await onA(about(viewer.user.id, 'v'), () => call(a, viewer, 'DELETE', `/api/blocks/${stranger.user.id}`));
    expect(await counts(b)).toEqual([1, 1]);
    await onA(about(viewer.user.id, 'v'), () => call(a, stranger, 'POST', `/api/blocks/${viewer.user.id}`));
    expect(await counts(b)).toEqual([0, 0]);
  });

  it('follows the author’s location sharing; the profile visibility never hides a post (its own audience does)', async () => {
    const { viewer, author, open } = await scene();
    await onA(about(author.user.id, 'a'), () =>
      call(a, author, 'PUT', '/api/settings', { privacy: { locationSharing: 'private' } }),
    );
    expect((await feedOf(b, viewer))[0]).toMatchObject({ id: open, location: null });
    await onA(about(author.user.id, 'a'), () =>
      call(a, author, 'PUT', '/api/settings', { privacy: { profileVisibility: 'private' } }),
    );
    expect(ids(await feedOf(a, viewer))).toEqual([open]);
    expect(ids(await feedOf(b, viewer))).toEqual([open]);
  });

  it('follows a post’s new audience', async () => {
    const { viewer, author, open } = await scene();
    // No endpoint edits a post's audience yet; whatever does will be announced by the same trigger.
    await onA(about(author.user.id, 'a'), () =>
      ctx.db.query(`update posts set audience = 'private' where id = $1`, [open]),
    );
    expect(await feedOf(b, viewer)).toEqual([]);
  });

  it('shows friends-only posts when the author follows back, and hides them again when they stop', async () => {
    const { viewer, author, open, friendsOnly } = await scene();
    await onA(about(viewer.user.id, 'v'), () => call(a, author, 'POST', `/api/follows/${viewer.user.id}`));
    expect(ids(await feedOf(b, viewer))).toEqual([friendsOnly, open]);
    await onA(about(viewer.user.id, 'v'), () => call(a, author, 'DELETE', `/api/follows/${viewer.user.id}`));
    expect(ids(await feedOf(b, viewer))).toEqual([open]);
  });

  it('drops a deleted post and every post of a deleted account', async () => {
    const { viewer, author, open } = await scene();
    let other = 0;
    await onA(about(author.user.id, 'a'), async () => {
      other = await buildPost(ctx.db, author.user.id, { audience: 'public' });
    });
    expect(ids(await feedOf(b, viewer))).toEqual([other, open]);
    await onA(about(author.user.id, 'a'), () => call(a, author, 'DELETE', `/api/posts/${other}`));
    expect(ids(await feedOf(a, viewer))).toEqual([open]);
    expect(ids(await feedOf(b, viewer))).toEqual([open]);
    await onA(about(author.user.id, 'u', 'a'), () => call(a, author, 'DELETE', `/api/users/${author.user.id}`));
    expect(await feedOf(b, viewer)).toEqual([]);
  });

  it('refuses a viewer suspended on another instance', async () => {
    const { viewer } = await scene();
    const admin = await buildAdmin(ctx.db);
    await onA(about(viewer.user.id, 's', 'u'), () =>
      a.app.inject({
        method: 'POST',
        url: `/api/admin/users/${viewer.user.id}/suspend`,
        headers: { cookie: admin.cookie },
        payload: {},
      }),
    );
    expect((await call(b, viewer, 'GET', '/api/posts')).statusCode).toBe(401);
  });

  it('shows new counts, the viewer’s own like and save, and the author’s new name', async () => {
    const { viewer, author, open } = await scene();
    const fan = await buildSignedInUser(ctx.db);
    await onA(
      (e) => e.kind === 'p',
      () => call(a, fan, 'POST', `/api/posts/${open}/like`),
    );
    expect((await feedOf(b, viewer))[0]).toMatchObject({ likesCount: 1, userLiked: false });
    await onA(about(viewer.user.id, 'v'), () => call(a, viewer, 'POST', `/api/posts/${open}/like`));
    expect((await feedOf(b, viewer))[0]).toMatchObject({ likesCount: 2, userLiked: true });
    await onA(about(viewer.user.id, 'v'), () => call(a, viewer, 'POST', `/api/posts/${open}/bookmark`));
    expect((await feedOf(b, viewer))[0]).toMatchObject({ bookmarked: true });
    await onA(
      (e) => e.kind === 'p',
      () => call(a, fan, 'POST', `/api/posts/${open}/comments`, { content: 'Strong!' }),
    );
    expect((await feedOf(b, viewer))[0]).toMatchObject({ commentsCount: 1 });
    await onA(about(author.user.id, 'u'), () =>
      call(a, author, 'PUT', `/api/users/${author.user.id}`, { firstName: 'New', lastName: 'Name' }),
    );
    expect((await feedOf(b, viewer))[0].user).toMatchObject({ name: 'New Name' });
  });

  it('shows a shared activity’s change, such as a new title (its own table announces it)', async () => {
    const { viewer, author, open } = await scene();
    const activity = await uploadRun(a.app, author.cookie, { km: 2 });
    let shared = 0;
    await onA(about(author.user.id, 'a'), async () => {
      shared = (await call(a, author, 'POST', `/api/activities/${activity.id}/share`, { audience: 'public' })).json()
        .postId;
    });
    expect(ids(await feedOf(b, viewer))).toEqual([shared, open]);
    await onA(about(author.user.id, 'a'), () =>
      ctx.db.query(`update activities set title = 'Renamed ride' where id = $1`, [activity.id]),
    );
    expect((await feedOf(b, viewer))[0].activity).toMatchObject({ title: 'Renamed ride' });
  });
});
