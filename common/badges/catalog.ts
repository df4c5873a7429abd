// The badges a member can hold (DECISIONS D11; docs/decisions/0006-earned-badges.md).
// Claim badges say something about the person that only an admin can check: the member requests
// them and an admin grants or refuses. Earned badges are facts of the member's own logs: the
// server grants them, at the moment the log that earns them is saved, and nobody else can.

export const CLAIM_BADGES = ['certified_trainer'] as const;
export const EARNED_BADGES = ['first_workout', 'ten_workouts', 'four_week_streak', 'personal_record'] as const;
export const BADGE_IDS = [...CLAIM_BADGES, ...EARNED_BADGES] as const;

export type ClaimBadge = (typeof CLAIM_BADGES)[number];
export type EarnedBadge = (typeof EARNED_BADGES)[number];
export type BadgeId = ClaimBadge | EarnedBadge;
export type BadgeKind = 'claim' | 'earned';

export interface BadgeInfo {
  kind: BadgeKind;
  label: string;
  /** What holding it means, shown on the profile and in the admin queue. */
  description: string;
}

export const BADGES: Record<BadgeId, BadgeInfo> = {
  certified_trainer: {
    kind: 'claim',
    label: 'Certified Trainer',
    description: 'An admin checked this member’s trainer certification.',
  },
  first_workout: { kind: 'earned', label: 'First Workout', description: 'Logged a first workout.' },
  ten_workouts: { kind: 'earned', label: '10 Workouts', description: 'Logged ten workouts.' },
  four_week_streak: {
    kind: 'earned',
    label: '4-Week Streak',
    description: 'Worked out in four Monday-to-Sunday weeks in a row.',
  },
  personal_record: {
    kind: 'earned',
    label: 'Personal Record',
    description: 'Lifted heavier or went farther on an exercise than in any earlier workout.',
  },
};

export const isClaimBadge = (badge: BadgeId): badge is ClaimBadge => BADGES[badge].kind === 'claim';

/** Profile order: claim badges first (they say who the member is), then earned ones in catalog order. */
export function badgeOrder(badge: BadgeId): number {
  return BADGE_IDS.indexOf(badge);
}
