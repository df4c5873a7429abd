import { describe, expect, it } from 'vitest';
import { buildUser, follow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { allows, allowsSql, relationBetween } from '../access';
import { getSettings, updateSettings } from './settings-repository';

const ctx = useTestApp();

describe('privacy policy', () => {
  it('names the relation: self, friend (mutual), follower, followed, stranger', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    await follow(ctx.db, a.id, b.id);
    await follow(ctx.db, b.id, a.id);
    await follow(ctx.db, a.id, c.id);
    expect(await relationBetween(ctx.db, a.id, a.id)).toBe('self');
    expect(await relationBetween(ctx.db, a.id, b.id)).toBe('friend');
    expect(await relationBetween(ctx.db, a.id, c.id)).toBe('follower');
    expect(await relationBetween(ctx.db, c.id, a.id)).toBe('followed');
    expect(await relationBetween(ctx.db, a.id, d.id)).toBe('stranger');
  });

  it.each([
    ['public', 'stranger', false, true],
    ['friends', 'friend', false, true],
    ['friends', 'follower', false, false],
    ['private', 'friend', false, false],
    ['private', 'self', false, true],
    ['private', 'stranger', true, true],
  ] as const)('%s seen by a %s (admin %s) → %s', (choice, relation, isAdmin, expected) => {
    expect(allows(choice, relation, { isAdmin })).toBe(expected);
  });

  it('the SQL form agrees with the function for every choice and relation', async () => {
    const [owner, friend, fan, stranger] = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    await follow(ctx.db, friend.id, owner.id);
    await follow(ctx.db, owner.id, friend.id);
    await follow(ctx.db, fan.id, owner.id);
    for (const choice of ['public', 'friends', 'private'] as const) {
      for (const viewer of [owner, friend, fan, stranger]) {
        const { rows } = await ctx.db.query(`select ${allowsSql('$3::text', '$2::int', '$1::int')} as ok`, [
          viewer.id,
          owner.id,
          choice,
        ]);
        const relation = await relationBetween(ctx.db, viewer.id, owner.id);
        expect(rows[0].ok, `${choice} for ${relation}`).toBe(allows(choice, relation, { isAdmin: false }));
      }
    }
  });
});

describe('settings repository', () => {
  it('starts from the spec defaults and stores partial changes', async () => {
    const user = await buildUser(ctx.db);
    const defaults = await getSettings(ctx.db, user.id);
    expect(defaults.privacy).toEqual({
      profileVisibility: 'friends',
      workoutActivity: 'friends',
      fitnessMetrics: 'private',
      locationSharing: 'friends',
    });
    expect(defaults.notifications).toEqual({
      friendRequests: 'email_push',
      likesComments: 'push',
      workoutReminders: 'email_push',
      marketing: 'none',
      // Email choices (issue 18): unread messages send an email, digests are daily.
      messages: 'email_push',
      digest: 'daily',
    });
    const updated = await updateSettings(ctx.db, user.id, {
      privacy: { profileVisibility: 'public' },
      notifications: { marketing: 'email' },
    });
    expect(updated.privacy.profileVisibility).toBe('public');
    expect(updated.privacy.locationSharing).toBe('friends');
    expect(updated.notifications.marketing).toBe('email');
    expect(await getSettings(ctx.db, user.id)).toEqual(updated);
  });
});
