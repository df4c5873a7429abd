import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildPost, likeAs, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

// A post's comment count is the length of the comment list its reader opens (issue 9 hides the
// comments of members blocked either way; issue 37 the replies of blocked remote accounts), and its
// like count leaves out the same people: members blocked either way or suspended, blocked accounts.

const ctx = useTestApp();

let servers = 0;
/** A remote account on a server of its own, with one reply on the post. */
async function remoteReply(db: Queryable, postId: number) {
  servers += 1;
  const server = `remote${servers}.example`;
  const iri = `https://${server}/users/ann`;
  const { rows } = await db.query<{ id: string }>(
    `insert into federation_actors (iri, handle, name, profile_url, inbox_url, server)
     values ($1, $2, 'Ann', $1, $1 || '/inbox', $3) returning id`,
    [iri, `@ann@${server}`, server],
  );
  const actorId = Number(rows[0].id);
  await db.query(
    `insert into federation_comments (post_id, actor_id, object_iri, url, content_html)
     values ($1, $2, $3, $3, '<p>Well run</p>')`,
    [postId, actorId, `${iri}/replies/${postId}`],
  );
  return { actorId, server };
}

async function countAndList(cookie: string, postId: number) {
  const api = apiAs(ctx, cookie);
  const count = (await api.get(`/api/posts/${postId}`)).json().commentsCount as number;
  const listed = ((await api.get(`/api/posts/${postId}/comments`)).json() as unknown[]).length;
  return { count, listed };
}

describe("a post's comment count with remote replies", () => {
  it('leaves out the replies of a remote account the reader blocked, for that reader only', async () => {
    const author = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const reader = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.user.id);
    const { actorId } = await remoteReply(ctx.db, postId);
    await remoteReply(ctx.db, postId);
    await ctx.db.query('insert into federation_account_blocks (user_id, actor_id) values ($1, $2)', [
      reader.user.id,
      actorId,
    ]);
    expect(await countAndList(reader.cookie, postId)).toEqual({ count: 1, listed: 1 });
    expect(await countAndList(author.cookie, postId)).toEqual({ count: 2, listed: 2 });
  });

  it("leaves out an admin-blocked server's replies for everyone", async () => {
    const author = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const postId = await buildPost(ctx.db, author.user.id);
    const { server } = await remoteReply(ctx.db, postId);
    await ctx.db.query('insert into federation_blocked_servers (host) values ($1)', [server]);
    expect(await countAndList(author.cookie, postId)).toEqual({ count: 0, listed: 0 });
  });

  it("counts a suspended account's reply out once: its counter already dropped it", async () => {
    const author = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const postId = await buildPost(ctx.db, author.user.id);
    const { actorId } = await remoteReply(ctx.db, postId);
    await remoteReply(ctx.db, postId);
    await ctx.db.query('update federation_actors set suspended_at = now() where id = $1', [actorId]);
    expect(await countAndList(author.cookie, postId)).toEqual({ count: 1, listed: 1 });
  });
});

describe("a post's like count", () => {
  async function likedPost() {
    const author = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
    const postId = await buildPost(ctx.db, author.user.id);
    const fans = await Promise.all([1, 2, 3].map(() => buildUser(ctx.db)));
    for (const fan of fans) await likeAs(ctx.db, fan.id, postId);
    return { author, postId, fans };
  }
  const likesSeenBy = async (cookie: string, postId: number) =>
    (await apiAs(ctx, cookie).get(`/api/posts/${postId}`)).json().likesCount as number;

  it('leaves out the like of a member the reader blocked, or who blocked them, for that reader only', async () => {
    const { author, postId, fans } = await likedPost();
    const reader = await buildSignedInUser(ctx.db);
    await ctx.db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)', [
      reader.user.id,
      fans[0].id,
      fans[1].id,
    ]);
    expect(await likesSeenBy(reader.cookie, postId)).toBe(1);
    expect(await likesSeenBy(author.cookie, postId)).toBe(3);
    // Liking answers the same count the lists show.
    expect((await apiAs(ctx, reader.cookie).post(`/api/posts/${postId}/like`)).json().likesCount).toBe(2);
    expect(await likesSeenBy(reader.cookie, postId)).toBe(2);
  });

  it("stops counting a suspended member's like for everyone but admins, and counts it again when lifted", async () => {
    const { author, postId, fans } = await likedPost();
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await ctx.db.query('update users set suspended_at = now() where id = $1', [fans[2].id]);
    expect(await likesSeenBy(author.cookie, postId)).toBe(2);
    expect(await likesSeenBy(admin.cookie, postId)).toBe(3);
    expect((await apiAs(ctx, author.cookie).delete(`/api/posts/${postId}/like`)).json().likesCount).toBe(2);
    await ctx.db.query('update users set suspended_at = null where id = $1', [fans[2].id]);
    expect(await likesSeenBy(author.cookie, postId)).toBe(3);
  });

  it("leaves out a blocked remote account's like", async () => {
    const { author, postId } = await likedPost();
    const { actorId, server } = await remoteReply(ctx.db, postId);
    await ctx.db.query('insert into federation_likes (post_id, actor_id) values ($1, $2)', [postId, actorId]);
    expect(await likesSeenBy(author.cookie, postId)).toBe(4);
    await ctx.db.query('insert into federation_blocked_servers (host) values ($1)', [server]);
    expect(await likesSeenBy(author.cookie, postId)).toBe(3);
  });
});
