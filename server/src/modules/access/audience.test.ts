import { PRIVACY_CHOICES } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { AUDIENCE, allows, allowsGivenFriendSql, allowsSql, RELATIONS, type Relation } from './audience';
import { notBlockedSql } from './blocks';
import { can } from './not-yours';
import { relationBetween } from './relation';

// The audience rule is written once (AUDIENCE); the TypeScript check and the SQL conditions are
// read from it. Here they meet real rows: for every choice and every relation, the database's
// answer equals `allows`.

const ctx = useTestApp();

describe('the audience rule', () => {
  it('lets a member always see their own, a block nothing, and an admin everything', () => {
    for (const choice of PRIVACY_CHOICES) {
      expect(allows(choice, 'self', { isAdmin: false })).toBe(true);
      expect(allows(choice, 'blocked', { isAdmin: false })).toBe(false);
      for (const relation of RELATIONS) expect(allows(choice, relation, { isAdmin: true })).toBe(true);
    }
    expect(AUDIENCE.friends).toEqual(['self', 'friend']);
  });

  it('as a policy: viewing follows the thing’s own audience, changing is its owner’s or an admin’s', () => {
    const member = { id: 1, isAdmin: false };
    const admin = { id: 9, isAdmin: true };
    const post = { ownerId: 2, audience: 'friends' as const };
    expect(can(member, 'view', post, 'friend')).toBe(true);
    expect(can(member, 'view', post, 'follower')).toBe(false);
    expect(can(member, 'change', post, 'friend')).toBe(false);
    expect(can(admin, 'change', post, 'stranger')).toBe(true);
    expect(can({ id: 2, isAdmin: false }, 'change', post, 'self')).toBe(true);
    // Everyone's (a recommended plan) is seen by all and changed by admins only.
    expect(can(member, 'view', { ownerId: null }, 'stranger')).toBe(true);
    expect(can(member, 'change', { ownerId: null }, 'stranger')).toBe(false);
    // A thing without an audience is its owner's alone.
    expect(can(member, 'view', { ownerId: 2 }, 'friend')).toBe(false);
  });

  it('as SQL, and in its per-owner form, agrees with allows() for every choice and relation', async () => {
    const [owner, friend, fan, followed, stranger, blocked] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => buildSignedInUser(ctx.db)),
    );
    await follow(ctx.db, owner.user.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.user.id);
    await follow(ctx.db, fan.user.id, owner.user.id);
    await follow(ctx.db, owner.user.id, followed.user.id);
    await follow(ctx.db, blocked.user.id, owner.user.id);
    await ctx.db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [owner.user.id, blocked.user.id]);
    const expectedRelation: Record<number, Relation> = {
      [owner.user.id]: 'self',
      [friend.user.id]: 'friend',
      [fan.user.id]: 'follower',
      [followed.user.id]: 'followed',
      [stranger.user.id]: 'stranger',
      [blocked.user.id]: 'blocked',
    };
    for (const viewer of [owner, friend, fan, followed, stranger, blocked]) {
      const relation = await relationBetween(ctx.db, viewer.user.id, owner.user.id);
      expect(relation).toBe(expectedRelation[viewer.user.id]);
      for (const choice of PRIVACY_CHOICES) {
        const { rows } = await ctx.db.query<{ sql: boolean; given: boolean }>(
          `select ${allowsSql('$1::text', '$2::int', '$3::int')} and ${notBlockedSql('$3::int', '$2::int')} as sql,
             ${allowsGivenFriendSql('$1::text', '$2::int', '$3::int', allowsSql(`'friends'`, '$2::int', '$3::int'))}
               and ${notBlockedSql('$3::int', '$2::int')} as given`,
          [choice, owner.user.id, viewer.user.id],
        );
        const want = allows(choice, relation, { isAdmin: false });
        expect(rows[0], `${choice} for a ${relation}`).toEqual({ sql: want, given: want });
      }
    }
  });
});
