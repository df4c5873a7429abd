import type { PrivacyChoice } from '@common/vocab';
import { AUDIENCE, RELATIONS, type Relation } from '../access';

// Who sees which efforts. segment_bests keeps each member's best at three levels (migration
// 0145): 'public' among efforts on public activities, 'friends' among public and friends-only
// ones, 'all' among every effort. A viewer sees, of each member, the level holding exactly the
// activities the access module's rule (AUDIENCE) lets them see (LEVEL_OF: the PR marks, the
// member's own personal best); on a board, the same without private activities, which never
// appear on boards, not even for their member or an admin (BOARD_LEVEL_OF, ADMIN_BOARD_LEVEL).
// Derived here from AUDIENCE, so a change of the rule that no level fits stops the app at start
// instead of showing a board the rule forbids.

export const LEVELS = {
  public: ['public'],
  friends: ['public', 'friends'],
  all: ['public', 'friends', 'private'],
} as const satisfies Record<string, readonly PrivacyChoice[]>;
export type Level = keyof typeof LEVELS;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function levelOf(relation: Exclude<Relation, 'blocked'>, onBoards = false): Level {
  const seen = (Object.keys(AUDIENCE) as PrivacyChoice[]).filter(
    (c) => AUDIENCE[c].includes(relation) && !(onBoards && c === 'private'),
  );
  const level = (Object.keys(LEVELS) as Level[]).find((l) => sameSet(LEVELS[l], seen));
  if (!level) throw new Error(`segments: no board level holds what a '${relation}' may see (${seen.join(', ')})`);
  return level;
}

/** The level each relation sees (a block sees nothing: boards leave blocked members out). */
export const LEVEL_OF: Record<Exclude<Relation, 'blocked'>, Level> = Object.fromEntries(
  RELATIONS.filter((r): r is Exclude<Relation, 'blocked'> => r !== 'blocked').map((r) => [r, levelOf(r)]),
) as Record<Exclude<Relation, 'blocked'>, Level>;

/** The level of each relation's view of a board: what LEVEL_OF gives, private activities left out. */
export const BOARD_LEVEL_OF: Record<Exclude<Relation, 'blocked'>, Level> = Object.fromEntries(
  RELATIONS.filter((r): r is Exclude<Relation, 'blocked'> => r !== 'blocked').map((r) => [r, levelOf(r, true)]),
) as Record<Exclude<Relation, 'blocked'>, Level>;

/** An admin's view of a board: every member's efforts but those on private activities. */
export const ADMIN_BOARD_LEVEL: Level = 'friends';

// The board query tells only the viewer themself and their friends apart from everyone else; a
// rule giving followers or the followed their own level would need more, so it fails here.
if (
  BOARD_LEVEL_OF.follower !== BOARD_LEVEL_OF.stranger ||
  BOARD_LEVEL_OF.followed !== BOARD_LEVEL_OF.stranger ||
  LEVEL_OF.follower !== LEVEL_OF.stranger ||
  LEVEL_OF.followed !== LEVEL_OF.stranger
) {
  throw new Error('segments: followers and the followed see a level of their own; the board query needs them');
}
