import { BADGES, type BadgeId, badgeOrder, type ClaimBadge } from '@common/badges/catalog';
import type { BadgeRequest, BadgeRequestStatus, MemberBadge } from '@common/schemas/badges';

export interface MemberBadgeRow {
  badge: BadgeId;
  earned_at: Date;
}

export interface BadgeRequestRow {
  id: number;
  user_id: number;
  badge: ClaimBadge;
  note: string | null;
  link: string | null;
  status: BadgeRequestStatus;
  created_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
  decided_by_username: string | null;
  /** The admin queue only. */
  member?: { id: number; username: string; name: string; profile_image_url: string | null; is_trainer: boolean };
}

export function presentMemberBadge(row: MemberBadgeRow): MemberBadge {
  const info = BADGES[row.badge];
  return {
    badge: row.badge,
    kind: info.kind,
    label: info.label,
    description: info.description,
    earnedAt: row.earned_at.toISOString(),
  };
}

/** Claim badges first, then earned badges in catalog order. */
export const sortBadges = (badges: MemberBadge[]) =>
  [...badges].sort((a, b) => badgeOrder(a.badge) - badgeOrder(b.badge));

export function presentRequest(row: BadgeRequestRow, forAdmin = false): BadgeRequest {
  return {
    id: row.id,
    badge: row.badge,
    label: BADGES[row.badge].label,
    note: row.note,
    link: row.link,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    ...(forAdmin && {
      decidedBy: row.decided_by_username,
      ...(row.member && {
        user: {
          id: row.member.id,
          username: row.member.username,
          name: row.member.name,
          profileImageUrl: row.member.profile_image_url,
          profilePicture: row.member.profile_image_url,
          isTrainer: row.member.is_trainer,
        },
      }),
    }),
  };
}
