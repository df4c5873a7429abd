import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildPost, buildPublicUser, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

// A member an admin suspends disappears for everyone but admins, as a block hides two members
// from each other (access/shown-members.ts): their posts from every list and page, their comments
// and the comment counts, the news of what they did. Lifting the suspension brings all of it back.

const ctx = useTestApp();

async function signedInPublic() {
  const member = await buildSignedInUser(ctx.db);
  await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
  return { id: member.user.id, cookie: member.cookie };
}

async function community() {
  const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
  const admin = { cookie: adminCookie };
  const author = await signedInPublic();
  const reader = await signedInPublic();
  const other = await buildPublicUser(ctx.db);
  await follow(ctx.db, reader.id, author.id);
  await follow(ctx.db, reader.id, other.id);
  const authorsPost = await buildPost(ctx.db, author.id, { content: 'Hill repeats today' });
  const othersPost = await buildPost(ctx.db, other.id, { content: 'Rest day' });
  return { admin, author, reader, other, authorsPost, othersPost };
}

/** Every list a reader finds posts in, as ids, and the comments on `postId` with its count. */
async function whatTheReaderSees(cookie: string, authorId: number, postId: number) {
  const api = apiAs(ctx, cookie);
  const [feed, trending, byAuthor, bookmarks, comments, post] = await Promise.all([
    api.get('/api/posts'),
    api.get('/api/posts/trending'),
    api.get(`/api/users/${authorId}/posts`),
    api.get('/api/bookmarks'),
    api.get(`/api/posts/${postId}/comments`),
    api.get(`/api/posts/${postId}`),
  ]);
  return {
    feed: idsOf(feed.json()),
    trending: idsOf(trending.json()),
    byAuthor: idsOf(byAuthor.json()),
    bookmarks: idsOf(bookmarks.json()),
    commenters: (comments.json() as { user: { id: number } }[]).map((c) => c.user.id),
    commentsCount: post.json().commentsCount as number,
  };
}

describe('a suspended member', () => {
  it("leaves every list, post page and comment count while suspended, and comes back when it's lifted", async () => {
    const { admin, author, reader, authorsPost, othersPost } = await community();
    const readerApi = apiAs(ctx, reader.cookie);
    const authorApi = apiAs(ctx, author.cookie);
    expect((await authorApi.post(`/api/posts/${othersPost}/comments`, { content: 'Enjoy it' })).statusCode).toBe(201);
    expect((await readerApi.post(`/api/posts/${othersPost}/comments`, { content: 'Same here' })).statusCode).toBe(201);
    expect((await readerApi.post(`/api/posts/${authorsPost}/bookmark`)).statusCode).toBe(200);

    const before = await whatTheReaderSees(reader.cookie, author.id, othersPost);
    // The feed's first page is now kept by the instance: the suspension must reach it too.
    expect(before.feed).toEqual([othersPost, authorsPost]);
    expect(before.trending).toEqual(expect.arrayContaining([othersPost, authorsPost]));
    expect(before.byAuthor).toEqual([authorsPost]);
    expect(before.bookmarks).toEqual([authorsPost]);
    expect(before.commenters).toEqual([reader.id, author.id]);
    expect(before.commentsCount).toBe(2);

    const adminApi = apiAs(ctx, admin.cookie);
    expect((await adminApi.post(`/api/admin/users/${author.id}/suspend`, { reason: 'spam' })).statusCode).toBe(200);

    const during = await whatTheReaderSees(reader.cookie, author.id, othersPost);
    expect(during.feed).toEqual([othersPost]);
    expect(during.trending).toContain(othersPost);
    expect(during.trending).not.toContain(authorsPost);
    expect(during.byAuthor).toEqual([]);
    expect(during.bookmarks).toEqual([]);
    expect(during.commenters).toEqual([reader.id]);
    expect(during.commentsCount).toBe(1);
    // The post page, and everything done through it, is as for a post that is not there.
    expect((await readerApi.get(`/api/posts/${authorsPost}`)).statusCode).toBe(404);
    expect((await readerApi.post(`/api/posts/${authorsPost}/like`)).statusCode).toBe(404);
    expect((await readerApi.post(`/api/posts/${authorsPost}/comments`, { content: 'Hi' })).statusCode).toBe(404);
    // Admins still see it all, to moderate.
    const asAdmin = await whatTheReaderSees(admin.cookie, author.id, othersPost);
    expect(asAdmin.byAuthor).toEqual([authorsPost]);
    expect(asAdmin.commentsCount).toBe(2);
    expect((await adminApi.get(`/api/posts/${authorsPost}`)).statusCode).toBe(200);

    expect((await adminApi.delete(`/api/admin/users/${author.id}/suspend`)).statusCode).toBe(200);
    expect(await whatTheReaderSees(reader.cookie, author.id, othersPost)).toEqual(before);
  });

  it("takes the news of their likes, comments and follows out of the list and the bell's count", async () => {
    const { admin, author } = await community();
    const recipient = await signedInPublic();
    const mine = await buildPost(ctx.db, recipient.id);
    const authorApi = apiAs(ctx, author.cookie);
    await authorApi.post(`/api/posts/${mine}/like`);
    await authorApi.post(`/api/posts/${mine}/comments`, { content: 'Strong work' });
    await authorApi.post(`/api/follows/${recipient.id}`);
    const otherCookie = (await buildSignedInUser(ctx.db)).cookie;
    await apiAs(ctx, otherCookie).post(`/api/posts/${mine}/like`);

    const recipientApi = apiAs(ctx, recipient.cookie);
    const news = async () => {
      const list = (await recipientApi.get('/api/notifications')).json() as { type: string; actor: { id: number } }[];
      const counts = (await recipientApi.get('/api/notifications/unread-count')).json();
      return {
        actors: list.map((n) => `${n.type}:${n.actor.id === author.id ? 'author' : 'other'}`),
        bell: counts.notifications,
      };
    };
    const before = await news();
    expect(before.actors.sort()).toEqual(['comment:author', 'follow:author', 'like:author', 'like:other']);
    expect(before.bell).toBe(4);

    await apiAs(ctx, admin.cookie).post(`/api/admin/users/${author.id}/suspend`);
    expect(await news()).toEqual({ actors: ['like:other'], bell: 1 });

    await apiAs(ctx, admin.cookie).delete(`/api/admin/users/${author.id}/suspend`);
    const after = await news();
    expect(after.actors.sort()).toEqual(before.actors.sort());
    expect(after.bell).toBe(4);
  });
});
