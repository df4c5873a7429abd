import { DEFAULT_SETTINGS } from '@common/schemas/settings';
import type { PrivacyChoice } from '@common/vocab';
import type { Viewer } from './viewer';

// The audience rule (DECISIONS D4, D5; issue 9): who a privacy choice (public, friends, only me)
// lets in, written once as data. `allows` (one thing in TypeScript) and `allowsSql` (a condition
// for list queries: one query per list, no per-row checks) are both read from AUDIENCE, so the two
// cannot drift apart; audience.test.ts checks them against each other for every choice and relation.

/**
 * Who a viewer is to a member. "Friends" are mutual follows (D4). 'blocked': a block either way
 * (issue 9); it lets nothing through, whatever the choice.
 */
export const RELATIONS = ['self', 'friend', 'follower', 'followed', 'stranger', 'blocked'] as const;
export type Relation = (typeof RELATIONS)[number];

/** The relations each choice lets in. Admins are let in by everything (D5); a block by nothing. */
export const AUDIENCE: Record<PrivacyChoice, readonly Relation[]> = {
  public: ['self', 'friend', 'follower', 'followed', 'stranger'],
  friends: ['self', 'friend'],
  private: ['self'],
};

/** Whether a privacy choice lets this viewer in. */
export function allows(choice: PrivacyChoice, relation: Relation, viewer: Pick<Viewer, 'isAdmin'>): boolean {
  if (viewer.isAdmin) return true;
  return AUDIENCE[choice].includes(relation);
}

/** Each relation as a SQL condition on an owner id and a viewer id (blocks are the caller's part). */
const RELATION_SQL: Record<Exclude<Relation, 'blocked'>, (owner: string, viewer: string) => string> = {
  self: (o, v) => `${o} = ${v}`,
  friend: (o, v) =>
    `(exists (select 1 from follows af1 where af1.follower_id = ${v} and af1.following_id = ${o})
      and exists (select 1 from follows af2 where af2.follower_id = ${o} and af2.following_id = ${v}))`,
  follower: (o, v) => `exists (select 1 from follows af3 where af3.follower_id = ${v} and af3.following_id = ${o})`,
  followed: (o, v) => `exists (select 1 from follows af4 where af4.follower_id = ${o} and af4.following_id = ${v})`,
  stranger: () => 'true',
};

/** A choice that lets every relation but a block in needs no relation check in SQL. */
const letsEveryoneIn = (relations: readonly Relation[]) =>
  RELATIONS.every((r) => r === 'blocked' || relations.includes(r));

/**
 * `allows()` as a SQL condition, generated from AUDIENCE: `choice` is a SQL expression holding a
 * privacy value, `ownerId` the owning member's id column, `viewerId` a placeholder such as `$1`.
 * Admins and blocks are the caller's (admins skip the condition; blocks are `notBlockedSql`).
 */
export function allowsSql(choice: string, ownerId: string, viewerId: string): string {
  const branches = (Object.entries(AUDIENCE) as [PrivacyChoice, readonly Relation[]][]).map(([value, relations]) => {
    if (letsEveryoneIn(relations)) return `${choice} = '${value}'`;
    const who = relations
      .filter((r): r is Exclude<Relation, 'blocked'> => r !== 'blocked')
      .map((r) => RELATION_SQL[r](ownerId, viewerId));
    return `(${choice} = '${value}' and (${who.join(' or ')}))`;
  });
  return `(${ownerId} = ${viewerId} or ${branches.join(' or ')})`;
}

/**
 * A member's privacy setting read from a joined user_settings row (`column`), with the default a
 * member without a settings row has: the one place the defaults reach SQL.
 */
export function settingSql(column: string, setting: keyof typeof DEFAULT_SETTINGS.privacy): string {
  return `coalesce(${column}, '${DEFAULT_SETTINGS.privacy[setting]}')`;
}

/**
 * `allowsSql` for lists that decide each owner's relation once (the feed, a member's posts):
 * `selfOrFriend` is a SQL boolean already saying whether the viewer is the owner or their friend.
 * Generated from AUDIENCE like `allowsSql`; a rule that needed another relation here would fail at
 * start, not silently let someone in.
 */
export function allowsGivenFriendSql(choice: string, ownerId: string, viewerId: string, selfOrFriend: string): string {
  const branches = (Object.entries(AUDIENCE) as [PrivacyChoice, readonly Relation[]][]).map(([value, relations]) => {
    if (letsEveryoneIn(relations)) return `${choice} = '${value}'`;
    if (relations.some((r) => r !== 'self' && r !== 'friend' && r !== 'blocked')) {
      throw new Error(`the '${value}' audience needs more than self and friend: use allowsSql`);
    }
    return relations.includes('friend') ? `(${choice} = '${value}' and ${selfOrFriend})` : null;
  });
  return `(${ownerId} = ${viewerId} or ${branches.filter(Boolean).join(' or ')})`;
}
