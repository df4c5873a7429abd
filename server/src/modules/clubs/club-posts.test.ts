import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

// Writing a post in a club (POST /api/clubs/{id}/posts/new): one transaction, and in a private
// club a post for its members only (migration 0226).

const ctx = useTestApp();

async function publicMember() {
  const member = await buildSignedInUser(ctx.db);
  await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
  return member;
}

const postsOf = async (userId: number) =>
  Number((await ctx.db.query('select count(*) from posts where user_id = $1', [userId])).rows[0].count);

describe('a post written in a club', () => {
  it('in a private club, is seen by its members only: not on the profile, in feeds or by link', async () => {
    const owner = await publicMember();
    const writer = await publicMember();
    const leaver = await publicMember();
    const outsider = await publicMember();
    // The outsider is the writer's friend: a public post of theirs would reach them everywhere.
    await follow(ctx.db, outsider.user.id, writer.user.id);
    await follow(ctx.db, writer.user.id, outsider.user.id);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private', name: 'Gate crew' });
    await addClubMember(ctx.db, club, writer.user.id);
    await addClubMember(ctx.db, club, leaver.user.id);

    const res = await apiAs(ctx, writer.cookie).post(`/api/clubs/${club}/posts/new`, { content: 'Gate code 4321' });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json() as Post;
    expect(post).toMatchObject({
      content: 'Gate code 4321',
      audience: 'private',
      club: { id: club, name: 'Gate crew' },
    });

    const outsiderApi = apiAs(ctx, outsider.cookie);
    expect(idsOf((await outsiderApi.get(`/api/users/${writer.user.id}/posts`)).json())).not.toContain(post.id);
    expect(idsOf((await outsiderApi.get('/api/posts')).json())).not.toContain(post.id);
    expect((await outsiderApi.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await outsiderApi.post(`/api/posts/${post.id}/like`)).statusCode).toBe(404);

    for (const member of [owner, leaver]) {
      const api = apiAs(ctx, member.cookie);
      expect(idsOf((await api.get(`/api/clubs/${club}/posts`)).json())).toEqual([post.id]);
      expect((await api.get(`/api/posts/${post.id}`)).json()).toMatchObject({ club: { id: club } });
    }
    expect(
      (await apiAs(ctx, owner.cookie).post(`/api/posts/${post.id}/comments`, { content: 'Thanks' })).statusCode,
    ).toBe(201);
    // A member who leaves no longer sees it; its author always does.
    expect((await apiAs(ctx, leaver.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect((await apiAs(ctx, leaver.cookie).get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect(idsOf((await apiAs(ctx, writer.cookie).get(`/api/users/${writer.user.id}/posts`)).json())).toEqual([
      post.id,
    ]);
  });

  it('in an open club, has the member’s usual audience, shown as any post of theirs', async () => {
    const owner = await publicMember();
    const outsider = await publicMember();
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const res = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/posts/new`, { content: 'Sunday long run' });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json() as Post;
    expect(post.audience).toBe('public');
    expect(post.club).toBeUndefined();
    expect(idsOf((await apiAs(ctx, outsider.cookie).get(`/api/users/${owner.user.id}/posts`)).json())).toEqual([
      post.id,
    ]);
    expect(idsOf((await apiAs(ctx, outsider.cookie).get(`/api/clubs/${club}/posts`)).json())).toEqual([post.id]);
  });

  it('is refused whole to a non-member, and to blank text: no post is left behind', async () => {
    const owner = await publicMember();
    const stranger = await publicMember();
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const refused = await apiAs(ctx, stranger.cookie).post(`/api/clubs/${club}/posts/new`, { content: 'Hi all' });
    expect(refused.statusCode).toBe(403);
    const blank = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/posts/new`, { content: ' \u200b ' });
    expect(blank.statusCode).toBe(400);
    expect([await postsOf(stranger.user.id), await postsOf(owner.user.id)]).toEqual([0, 0]);
  });
});
