import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

// A post's comment count is the length of the comment list its reader opens (issue 9 hides the
// comments of members blocked either way; issue 37 the replies of blocked remote accounts).

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
