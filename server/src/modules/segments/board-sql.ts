import { blockedIdsSql, notBlockedSql, SUSPENDED_IDS_SQL } from '../access';
import { ADMIN_BOARD_LEVEL, BOARD_LEVEL_OF } from './levels';

// Which members' bests a viewer sees on a segment's board, as one SQL subquery that the board,
// the viewer's rank and the activity page's ranks all read (so they cannot disagree):
// - each member at the level of what the viewer may see of their activities, private ones never
//   (levels.ts): the viewer themself and friends public and friends-only ones, anyone else public
//   ones, admins every member's public and friends-only ones;
// - never a suspended member, never a member blocked either way (admins excepted);
// - never, for anyone but the member, a member whose privacy zone holds the segment's start or end
//   (being on the board would say they pass through their zone; segment_zone_holders, kept by
//   triggers, says who they are).
// Each branch reads segment_bests by its primary key or in board order (segment_bests_board_idx),
// so ORDER BY elapsed_s LIMIT n reads a few rows per branch, not the board.

/** SQL expressions the subquery is written in: the segment, the period, the viewer and the options. */
export interface BoardParams {
  segment: string;
  period: string;
  viewer: string;
  /** Only the viewer and the members they follow: known (the branches not needed are left out) or a SQL boolean. */
  following: boolean | string;
  /** The viewer is an admin: known, or a SQL boolean. */
  admin: boolean | string;
  /** Leave out the everyone branch (the strangers), which `visibleCountsSql` counts its own way. */
  withoutStrangers?: boolean;
}

/**
 * Whether the member's privacy zone holds the segment's start or end: one primary-key probe of
 * segment_zone_holders, which triggers keep as zones and segments change (migration 0220).
 */
export const zoneHolds = (segment: string, user: string) =>
  `exists (select 1 from segment_zone_holders h where h.segment_id = ${segment} and h.user_id = ${user})`;

export const follows = (follower: string, followed: string) =>
  `exists (select 1 from follows fx where fx.follower_id = ${follower} and fx.following_id = ${followed})`;

/** The viewer's friends (mutual follows), uncorrelated: read once per statement as a hashed set. */
const friendsOf = (viewer: string) =>
  `(select ff1.following_id from follows ff1
     join follows ff2 on ff2.follower_id = ff1.following_id and ff2.following_id = ${viewer}
     where ff1.follower_id = ${viewer})`;

/**
 * The visible bests as `(effort_id, user_id, elapsed_s)` rows. With `page`, each branch keeps only
 * its rows matching `page.where` (a condition on `b`), fastest first, at most `page.limit`: the
 * planner then reads each branch in board order and stops, instead of reading the whole board.
 */
export function visibleBestsSql(p: BoardParams, page?: { where: string; limit: number }): string {
  const cols = 'b.effort_id, b.user_id, b.elapsed_s';
  const board = (level: string) => `b.segment_id = ${p.segment} and b.period = ${p.period} and b.level = '${level}'`;
  const others = `u.suspended_at is null and not ${zoneHolds(p.segment, 'b.user_id')} and ${notBlockedSql(p.viewer, 'b.user_id')}`;
  // Each branch with the condition that chooses it; a branch whose condition is known false is left out.
  const when = (flag: boolean | string, yes: boolean) =>
    typeof flag === 'boolean' ? (flag === yes ? 'true' : null) : yes ? flag : `not ${flag}`;
  const both = (a: string | null, b: string | null) => (a === null || b === null ? null : `${a} and ${b}`);
  const member = when(p.admin, false);
  const branches: [string | null, string][] = [
    // The viewer themself: every effort of theirs but those on private activities.
    [
      member,
      `select ${cols} from segment_bests b join users u on u.id = b.user_id
    where ${board(BOARD_LEVEL_OF.self)} and b.user_id = ${p.viewer} and u.suspended_at is null`,
    ],
    // Their friends (mutual follows), looked up one by one.
    [
      member,
      `select ${cols} from follows f1
      join follows f2 on f2.follower_id = f1.following_id and f2.following_id = ${p.viewer}
      join segment_bests b on ${board(BOARD_LEVEL_OF.friend)} and b.user_id = f1.following_id
      join users u on u.id = b.user_id
    where f1.follower_id = ${p.viewer} and f1.following_id <> ${p.viewer} and ${others}`,
    ],
    // Everyone else, in board order (the everyone scope).
    [
      p.withoutStrangers ? null : both(member, when(p.following, false)),
      `select ${cols} from segment_bests b join users u on u.id = b.user_id
    where ${board(BOARD_LEVEL_OF.stranger)} and b.user_id <> ${p.viewer}
      and b.user_id not in ${friendsOf(p.viewer)} and ${others}`,
    ],
    // The members the viewer follows who do not follow back (the following scope), one by one.
    [
      both(member, when(p.following, true)),
      `select ${cols} from follows f1
      join segment_bests b on ${board(BOARD_LEVEL_OF.stranger)} and b.user_id = f1.following_id
      join users u on u.id = b.user_id
    where f1.follower_id = ${p.viewer} and f1.following_id <> ${p.viewer}
      and not ${follows('b.user_id', p.viewer)} and ${others}`,
    ],
    // Admins: every member's efforts but private ones (privacy zones still apply, as everywhere but for the owner).
    [
      when(p.admin, true),
      `select ${cols} from segment_bests b join users u on u.id = b.user_id
    where ${board(ADMIN_BOARD_LEVEL)} and u.suspended_at is null
      and (b.user_id = ${p.viewer} or (not ${zoneHolds(p.segment, 'b.user_id')}
        and (${when(p.following, false) ?? 'false'} or ${follows(p.viewer, 'b.user_id')})))`,
    ],
  ];
  const kept = branches
    .filter(([condition]) => condition !== null)
    .map(([condition, sql]) => (condition === 'true' ? sql : `${sql} and ${condition}`));
  const paged = page
    ? kept.map((b) => `(${b} and (${page.where}) order by b.elapsed_s, b.effort_id limit ${page.limit})`)
    : kept.map((b) => `(${b})`);
  return `(${paged.join('\n    union all\n    ')})`;
}

/**
 * How many visible bests come before `(elapsed, effort)` in board order (`before`), and how many
 * of them are faster than `elapsed` (`faster`): a rank is `faster + 1`. `elapsed` and `effort` are
 * SQL expressions.
 *
 * On the everyone scope the bests are not read one by one: a rank deep in a board of thousands
 * would join every best ahead to its member, zone and blocks. They are counted instead as every
 * best of the viewer's level before the mark (one range of segment_bests_board_idx) less those of
 * the few members hidden from that count, each one primary-key probe:
 * - for a member, everyone but strangers: themself, their friends (counted at their own level by
 *   the friends' branch), the suspended, the members whose zone holds the segment, and those
 *   blocked either way;
 * - for an admin, the suspended and the zone holders but themself.
 * The following scope counts the rows of `visibleBestsSql`: its branches are bounded by follows.
 */
export function visibleCountsSql(p: BoardParams, elapsed: string, effort: string): string {
  const mark = `(b.elapsed_s, b.effort_id) < (${elapsed}, ${effort})`;
  /** Bests before the mark in `from` (aliased b), counted with `sign`. */
  const counts = (sign: 1 | -1, from: string) =>
    `select count(*) filter (where b.elapsed_s < ${elapsed}) * ${sign} as faster, count(*) * ${sign} as before
      from ${from} and ${mark}`;
  const visible = (params: BoardParams) => counts(1, `${visibleBestsSql(params)} b where true`);
  if (p.following !== false || typeof p.admin !== 'boolean') return visible(p);
  /** Every best at `level` less those of the `hidden` members (a set of user ids, aliased x). */
  const everyoneLess = (level: string, hidden: string) => {
    const board = `b.segment_id = ${p.segment} and b.period = ${p.period} and b.level = '${level}'`;
    return [
      counts(1, `segment_bests b where ${board}`),
      counts(-1, `${hidden} x join segment_bests b on b.user_id = x.user_id where ${board}`),
    ];
  };
  const zoneHolders = `select h.user_id from segment_zone_holders h where h.segment_id = ${p.segment}`;
  const parts = p.admin
    ? everyoneLess(
        ADMIN_BOARD_LEVEL,
        `(select suspended.id as user_id from ${SUSPENDED_IDS_SQL} suspended union ${zoneHolders} and h.user_id <> ${p.viewer})`,
      )
    : [
        ...everyoneLess(
          BOARD_LEVEL_OF.stranger,
          `(select ${p.viewer} as user_id
          union select * from ${friendsOf(p.viewer)} friend
          union select * from ${SUSPENDED_IDS_SQL} suspended
          union ${zoneHolders}
          union select * from ${blockedIdsSql(p.viewer)} blocked)`,
        ),
        visible({ ...p, withoutStrangers: true }),
      ];
  return `select coalesce(sum(c.faster), 0)::int as faster, coalesce(sum(c.before), 0)::int as before
    from (${parts.join('\n    union all\n    ')}) c`;
}
