import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { Profile } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildPrivacyCast, setPrivacy } from '../../test/factories/people';
import { buildPost } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const DETAILED = {
  firstName: 'Rae',
  lastName: 'Runner',
  bio: 'Morning miles.',
  fitnessGoal: 'endurance',
  bodyType: 'ectomorph',
  activityLevel: 'very_active',
  heightCm: 172.5,
  weightKg: 61,
  dateOfBirth: '1990-04-02',
  isTrainer: true,
};

const profileOf = async (cookie: string, key: string | number): Promise<Profile> => {
  const res = await apiAs(ctx, cookie).get(`/api/users/${key}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const detailsOf = (p: Profile) => ({ bio: p.bio, fitnessGoal: p.fitnessGoal, firstName: p.firstName });
const metricsOf = (p: Profile) => ({
  dateOfBirth: p.dateOfBirth,
  height: p.height,
  weight: p.weight,
  bodyType: p.bodyType,
  activityLevel: p.activityLevel,
});
const SHOWN_DETAILS = { bio: 'Morning miles.', fitnessGoal: 'endurance', firstName: 'Rae' };
const HIDDEN_DETAILS = { bio: null, fitnessGoal: null, firstName: null };
const SHOWN_METRICS = {
  dateOfBirth: '1990-04-02',
  height: 172.5,
  weight: 61,
  bodyType: 'ectomorph',
  activityLevel: 'very_active',
};
const HIDDEN_METRICS = { dateOfBirth: null, height: null, weight: null, bodyType: null, activityLevel: null };

describe('GET /api/users/{usernameOrId}', () => {
  it('finds a member by id or by username in any case, with counts and follow flags', async () => {
    const { user: me, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db, { username: `Mixed_${Date.now()}` });
    const fan = await buildUser(ctx.db);
    await follow(ctx.db, fan.id, other.id);
    await follow(ctx.db, other.id, me.id);
    // The posts count is what the viewer may read, so it agrees with the posts list (issue 31).
    await buildPost(ctx.db, other.id, { audience: 'public' });
    await buildPost(ctx.db, other.id, { audience: 'private' });
    for (const key of [String(other.id), other.username, other.username.toLowerCase()]) {
      const p = await profileOf(cookie, key);
      expect(p).toMatchObject({
        id: other.id,
        username: other.username,
        followersCount: 1,
        followingCount: 1,
        postsCount: 1,
        isFollowing: false,
        followsYou: true,
        isOwnProfile: false,
      });
    }
  });

  it("answers 404 'User not found' for unknown members and suspended ones (but not to admins)", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).get('/api/users/nobody_by_that_name');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PEOPLE_MESSAGES.userNotFound });
    expect((await apiAs(ctx, cookie).get('/api/users/99999999')).statusCode).toBe(404);

    const gone = await buildUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [gone.id]);
    expect((await apiAs(ctx, cookie).get(`/api/users/${gone.id}`)).statusCode).toBe(404);
    const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await apiAs(ctx, adminCookie).get(`/api/users/${gone.id}`)).statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const other = await buildUser(ctx.db);
    expect((await apiAs(ctx).get(`/api/users/${other.username}`)).statusCode).toBe(401);
  });

  it('shows the e-mail and picture key only to the member and admins', async () => {
    const { owner, friend, admin } = await buildPrivacyCast(ctx.db, DETAILED);
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'public' });
    expect((await profileOf(owner.cookie, owner.user.id)).email).toBe(owner.user.email);
    expect((await profileOf(admin.cookie, owner.user.id)).email).toBe(owner.user.email);
    const seenByFriend = await apiAs(ctx, friend.cookie).get(`/api/users/${owner.user.id}`);
    expect(seenByFriend.json().email).toBeUndefined();
    expect(seenByFriend.body).not.toContain(owner.user.email);
  });
});

describe('privacy of profiles (D5), seen from a stranger, a friend and an admin', () => {
  it('defaults (friends, metrics private): friends see details but not metrics; strangers neither', async () => {
    const { owner, friend, stranger, admin } = await buildPrivacyCast(ctx.db, DETAILED);
    const byStranger = await profileOf(stranger.cookie, owner.user.id);
    expect(detailsOf(byStranger)).toEqual(HIDDEN_DETAILS);
    expect(metricsOf(byStranger)).toEqual(HIDDEN_METRICS);
    expect(byStranger).toMatchObject({
      name: 'Rae Runner',
      username: owner.user.username,
      isTrainer: true,
      followersCount: 1,
      followingCount: 1,
      detailsHidden: true,
      metricsHidden: true,
      visibility: 'friends',
    });
    expect(byStranger.isAdmin).toBeUndefined();
    expect(byStranger.createdAt).toBeNull();

    const byFriend = await profileOf(friend.cookie, owner.user.id);
    expect(detailsOf(byFriend)).toEqual(SHOWN_DETAILS);
    expect(metricsOf(byFriend)).toEqual(HIDDEN_METRICS);
    expect(byFriend).toMatchObject({ detailsHidden: false, metricsHidden: true });

    for (const viewer of [owner, admin]) {
      const p = await profileOf(viewer.cookie, owner.user.id);
      expect(detailsOf(p)).toEqual(SHOWN_DETAILS);
      expect(metricsOf(p)).toEqual(SHOWN_METRICS);
    }
  });

  it('a one-way follower is not a friend: friends-only details stay hidden', async () => {
    const { owner } = await buildPrivacyCast(ctx.db, DETAILED);
    const fan = await buildSignedInUser(ctx.db);
    await follow(ctx.db, fan.user.id, owner.user.id);
    const p = await profileOf(fan.cookie, owner.user.id);
    expect(p.isFollowing).toBe(true);
    expect(detailsOf(p)).toEqual(HIDDEN_DETAILS);
  });

  it('public profile with public metrics: everyone signed in sees everything but the e-mail', async () => {
    const { owner, stranger } = await buildPrivacyCast(ctx.db, DETAILED);
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'public', fitnessMetrics: 'public' });
    const p = await profileOf(stranger.cookie, owner.user.id);
    expect(detailsOf(p)).toEqual(SHOWN_DETAILS);
    expect(metricsOf(p)).toEqual(SHOWN_METRICS);
    expect(p.email).toBeUndefined();
  });

  it('public profile with friends-only metrics: strangers see details, friends see metrics too', async () => {
    const { owner, friend, stranger } = await buildPrivacyCast(ctx.db, DETAILED);
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'public', fitnessMetrics: 'friends' });
    const byStranger = await profileOf(stranger.cookie, owner.user.id);
    expect(detailsOf(byStranger)).toEqual(SHOWN_DETAILS);
    expect(metricsOf(byStranger)).toEqual(HIDDEN_METRICS);
    expect(metricsOf(await profileOf(friend.cookie, owner.user.id))).toEqual(SHOWN_METRICS);
  });

  it('private profile: even friends see only name, username, picture and counts; admins see all', async () => {
    const { owner, friend, admin } = await buildPrivacyCast(ctx.db, {
      ...DETAILED,
      profileImageUrl: 'https://x.test/a.png',
    });
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'private', fitnessMetrics: 'public' });
    const byFriend = await profileOf(friend.cookie, owner.user.id);
    expect(detailsOf(byFriend)).toEqual(HIDDEN_DETAILS);
    expect(metricsOf(byFriend)).toEqual(HIDDEN_METRICS);
    expect(byFriend).toMatchObject({
      profilePicture: 'https://x.test/a.png',
      followersCount: 1,
      visibility: 'private',
      detailsHidden: true,
    });
    const byAdmin = await profileOf(admin.cookie, owner.user.id);
    expect(metricsOf(byAdmin)).toEqual(SHOWN_METRICS);
    expect(byAdmin.email).toBe(owner.user.email);
  });
});

describe('what the Fitness tab may ask for', () => {
  it('workoutsHidden agrees with the workouts API and detailsHidden with the meals API, for every viewer', async () => {
    const { owner, friend, stranger, admin } = await buildPrivacyCast(ctx.db, DETAILED);
    for (const workoutActivity of ['public', 'friends', 'private'] as const) {
      for (const profileVisibility of ['public', 'friends', 'private'] as const) {
        await setPrivacy(ctx.db, owner.user.id, { workoutActivity, profileVisibility });
        for (const viewer of [owner, friend, stranger, admin]) {
          const p = await profileOf(viewer.cookie, owner.user.id);
          const plans = await apiAs(ctx, viewer.cookie).get(`/api/users/${owner.user.id}/workout-plans`);
          const meals = await apiAs(ctx, viewer.cookie).get(`/api/meal-plans/user/${owner.user.id}`);
          const where = `${workoutActivity}/${profileVisibility} seen by ${viewer.user.username}`;
          expect(plans.statusCode, where).toBe(p.workoutsHidden ? 403 : 200);
          expect(meals.statusCode, where).toBe(p.detailsHidden ? 403 : 200);
        }
      }
    }
  });
});
