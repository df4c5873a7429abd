import { PRIVACY_CHOICES, type PrivacyChoice } from '@common/vocab';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';
import { allows, allowsSql, type Relation } from '../access';
import { feedSeesFriendsSql } from './lists-repository';
import { allowsGivenRelationSql, seesFriendsOnlySql } from './visibility';

const ctx = useTestApp();

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
interface Author extends Member {
  profile: PrivacyChoice;
  posts: Record<PrivacyChoice, number>;
}

// Three authors (one per profile visibility), each with a post for every audience, seen by a
// friend (mutual follow), a follower, a stranger and an admin, and by themselves.
const authors: Author[] = [];
const viewers = {} as Record<'friend' | 'follower' | 'stranger' | 'admin', Member>;

beforeAll(async () => {
  viewers.friend = await buildSignedInUser(ctx.db);
  viewers.follower = await buildSignedInUser(ctx.db);
  viewers.stranger = await buildSignedInUser(ctx.db);
  viewers.admin = await buildSignedInUser(ctx.db, { isAdmin: true });
  for (const profile of PRIVACY_CHOICES) {
    const member = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: profile, locationSharing: 'public' });
    await follow(ctx.db, viewers.friend.user.id, member.user.id);
    await follow(ctx.db, member.user.id, viewers.friend.user.id);
    await follow(ctx.db, viewers.follower.user.id, member.user.id);
    await follow(ctx.db, viewers.admin.user.id, member.user.id);
    const posts = {} as Record<PrivacyChoice, number>;
    for (const audience of PRIVACY_CHOICES) {
      posts[audience] = await buildPost(ctx.db, member.user.id, { audience, location: 'Oslo, Norway' });
    }
    authors.push({ ...member, profile, posts });
  }
});

const cases = () =>
  authors.flatMap((author) =>
    (['self', 'friend', 'follower', 'stranger', 'admin'] as const).flatMap((who) =>
      PRIVACY_CHOICES.map((audience) => {
        const viewer = who === 'self' ? author : viewers[who];
        const relation: Relation = who === 'admin' ? 'follower' : who;
        const isAdmin = who === 'admin';
        // D5: the post's own audience decides; the profile visibility is only its default.
        const expected = allows(audience, relation, { isAdmin });
        return { author, who, viewer, audience, postId: author.posts[audience], expected };
      }),
    ),
  );

describe('who sees a post (D5: its own audience decides, whatever the profile visibility; admins see all)', () => {
  it('GET /api/posts/{id}, its comments and its like agree with the privacy policy for every case', async () => {
    for (const c of cases()) {
      const api = apiAs(ctx, c.viewer.cookie);
      const label = `${c.who} → profile ${c.author.profile}, audience ${c.audience}`;
      const status = c.expected ? 200 : 404;
      expect((await api.get(`/api/posts/${c.postId}`)).statusCode, label).toBe(status);
      expect((await api.get(`/api/posts/${c.postId}/comments`)).statusCode, label).toBe(status);
      expect((await api.post(`/api/posts/${c.postId}/like`)).statusCode, label).toBe(status);
      expect((await api.delete(`/api/posts/${c.postId}/like`)).statusCode, label).toBe(status);
      expect((await api.post(`/api/posts/${c.postId}/bookmark`)).statusCode, label).toBe(status);
    }
  }, 60000);

  it("a member's posts list shows exactly the visible ones", async () => {
    for (const author of authors) {
      for (const who of ['self', 'friend', 'follower', 'stranger', 'admin'] as const) {
        const viewer = who === 'self' ? author : viewers[who];
        const expected = cases()
          .filter((c) => c.author === author && c.who === who && c.expected)
          .map((c) => c.postId)
          .sort((a, b) => b - a);
        const res = await apiAs(ctx, viewer.cookie).get(`/api/users/${author.user.id}/posts`);
        expect(idsOf(res.json()), `${who} → profile ${author.profile}`).toEqual(expected);
      }
    }
  }, 60000);

  it('the feed of a friend, a follower and an admin holds exactly the visible posts of the people they follow', async () => {
    for (const who of ['friend', 'follower', 'admin'] as const) {
      const expected = cases()
        .filter((c) => c.who === who && c.expected)
        .map((c) => c.postId)
        .sort((a, b) => b - a);
      const res = await apiAs(ctx, viewers[who].cookie).get('/api/posts?limit=100');
      expect(idsOf(res.json()), who).toEqual(expected);
    }
  });

  it('saved posts the author later hides drop out of the bookmarks list', async () => {
    const author = await buildSignedInUser(ctx.db);
    const reader = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, author.user.id, { audience: 'public' });
    await apiAs(ctx, reader.cookie).post(`/api/posts/${postId}/bookmark`);
    expect(idsOf((await apiAs(ctx, reader.cookie).get('/api/bookmarks')).json())).toEqual([postId]);
    await ctx.db.query(`update posts set audience = 'private' where id = $1`, [postId]);
    expect((await apiAs(ctx, reader.cookie).get('/api/bookmarks')).json()).toEqual([]);
  });

  it('a new member’s Public post (profile friends-only by default) is seen by a follower, and counted as seen', async () => {
    const author = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    await follow(ctx.db, fan.user.id, author.user.id);
    const postId = await buildPost(ctx.db, author.user.id, { audience: 'public' });
    await buildPost(ctx.db, author.user.id, { audience: 'private' });
    const api = apiAs(ctx, fan.cookie);
    expect(idsOf((await api.get('/api/posts')).json())).toContain(postId);
    expect(idsOf((await api.get(`/api/users/${author.user.id}/posts`)).json())).toEqual([postId]);
    // The profile's count agrees with its list: the post only-me is not counted for the fan.
    expect((await api.get(`/api/users/${author.user.id}`)).json().postsCount).toBe(1);
    expect((await apiAs(ctx, author.cookie).get(`/api/users/${author.user.id}`)).json().postsCount).toBe(2);
  });
});

describe('who sees where a post was made (location sharing)', () => {
  it.each([
    ['public', { friend: true, follower: true, stranger: true, admin: true }],
    ['friends', { friend: true, follower: false, stranger: false, admin: true }],
    ['private', { friend: false, follower: false, stranger: false, admin: true }],
  ] as const)('location sharing %s', async (sharing, seen) => {
    const author = authors.find((a) => a.profile === 'public')!;
    await setPrivacy(ctx.db, author.user.id, { locationSharing: sharing });
    const postId = await buildPost(ctx.db, author.user.id, {
      audience: 'public',
      location: 'Paris, France',
      placeLat: 48.85,
      placeLng: 2.35,
    });
    for (const who of ['friend', 'follower', 'stranger', 'admin'] as const) {
      const post = (await apiAs(ctx, viewers[who].cookie).get(`/api/posts/${postId}`)).json();
      const place = { location: 'Paris, France', placeLat: 48.85, placeLng: 2.35 };
      const blank = { location: null, placeLat: null, placeLng: null };
      expect(post, `${who} with sharing ${sharing}`).toMatchObject(seen[who] ? place : blank);
      const feed = (await apiAs(ctx, viewers[who].cookie).get('/api/posts?limit=100')).json();
      const inFeed = feed.find((p: { id: number }) => p.id === postId);
      if (inFeed) expect(inFeed).toMatchObject(seen[who] ? place : blank);
    }
    const own = (await apiAs(ctx, author.cookie).get(`/api/posts/${postId}`)).json();
    expect(own.location).toBe('Paris, France');
    await setPrivacy(ctx.db, author.user.id, { locationSharing: 'public' });
  });
});

describe('the per-author form of the rule', () => {
  it('agrees with allowsSql for every choice and relation', async () => {
    const [owner, friend, fan, stranger] = await Promise.all([1, 2, 3, 4].map(() => buildSignedInUser(ctx.db)));
    await follow(ctx.db, owner.user.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.user.id);
    await follow(ctx.db, fan.user.id, owner.user.id);
    for (const choice of PRIVACY_CHOICES) {
      for (const viewer of [owner, friend, fan, stranger]) {
        const { rows } = await ctx.db.query(
          `select ${allowsSql('$3::text', '$4::int', '$1::int')} as policy,
                  ${allowsGivenRelationSql('$3::text', '$4::int', seesFriendsOnlySql('$4::int'))} as given
           from (select $2::boolean) unused`,
          [viewer.user.id, false, choice, owner.user.id],
        );
        expect(rows[0].given, `${choice} for viewer ${viewer.user.id}`).toBe(rows[0].policy);
      }
    }
  });

  it("the feed's shortcut (a followed author is a friend when they follow back) agrees for every feed author", async () => {
    const [viewer, mutual, oneWay] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    await follow(ctx.db, viewer.user.id, mutual.user.id);
    await follow(ctx.db, mutual.user.id, viewer.user.id);
    await follow(ctx.db, viewer.user.id, oneWay.user.id);
    // The feed's authors: the viewer and everyone they follow.
    for (const author of [viewer, mutual, oneWay]) {
      const { rows } = await ctx.db.query(
        `select ${seesFriendsOnlySql('$2::int')} as general, ${feedSeesFriendsSql('$2::int')} as feed
         from (select $1::int) unused`,
        [viewer.user.id, author.user.id],
      );
      expect(rows[0].feed, `author ${author.user.id}`).toBe(rows[0].general);
    }
  });
});
