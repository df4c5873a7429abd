import { z } from 'zod';
import { BADGE_IDS, type BadgeId, type BadgeKind } from '../badges/catalog';
import { BADGE_LIMITS } from '../badges-limits';
import { BADGE_MESSAGES as M } from '../badges-texts';
import { visibleOrNull } from '../visible-text';
import { idTextSchema } from './id';
import { pageQuerySchema } from './paging';
import { isHttpUrl } from './people';
import type { UserSummary } from './user';

// Badges (DECISIONS D11): the API of requests, decisions and the badges a member holds.

/** Any badge of the catalog; whether the caller may ask for it is the server's policy (403). */
export const badgeIdSchema = z.enum(BADGE_IDS, { error: M.badgeUnknown });

// In the zod-free ../badges-limits.ts, so the texts can state them; re-exported here for their users.
export { BADGE_LIMITS };

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().nullable().transform(visibleOrNull);

/** POST /api/badges/requests: the member asks for a claim badge, with an optional note and link. */
export const badgeRequestBodySchema = z.object({
  badge: badgeIdSchema,
  note: optionalText(BADGE_LIMITS.noteMax, M.noteMax),
  link: z
    .string()
    .trim()
    .max(BADGE_LIMITS.linkMax, M.linkMax)
    .refine((v) => v === '' || isHttpUrl(v), M.linkInvalid)
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type BadgeRequestInput = z.input<typeof badgeRequestBodySchema>;
export type BadgeRequestBody = z.output<typeof badgeRequestBodySchema>;

/** POST /api/users/{id}/badges: set a badge directly (admins, claim badges only). */
export const grantBadgeBodySchema = z.object({ badge: badgeIdSchema });

/** POST /api/admin/badge-requests/{id}/refuse: an optional reason the member reads. */
export const refuseBadgeBodySchema = z.object({ reason: optionalText(BADGE_LIMITS.reasonMax, M.reasonMax) });

export const BADGE_REQUEST_STATUSES = ['pending', 'granted', 'refused', 'withdrawn'] as const;
export type BadgeRequestStatus = (typeof BADGE_REQUEST_STATUSES)[number];

/** GET /api/admin/badge-requests?status=pending (default) | granted | refused | withdrawn, keyset paged. */
export const badgeQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(BADGE_REQUEST_STATUSES).default('pending'),
});

/** DELETE /api/users/{id}/badges/{badge}. */
export const memberBadgeParamsSchema = z.object({
  id: idTextSchema(),
  badge: badgeIdSchema,
});

/** A badge a member holds, as the profile shows it. */
export interface MemberBadge {
  badge: BadgeId;
  kind: BadgeKind;
  label: string;
  description: string;
  /** When it was granted or earned (ISO time). */
  earnedAt: string;
}

/**
 * GET /api/users/{id}/badges. Claim badges are public like the trainer mark; earned badges come
 * from the member's logs, so they follow the 'workout activity' choice (`earnedHidden` then).
 */
export interface MemberBadges {
  badges: MemberBadge[];
  earnedHidden: boolean;
}

/** A request as its member and the admin queue see it. */
export interface BadgeRequest {
  id: number;
  badge: BadgeId;
  label: string;
  note: string | null;
  link: string | null;
  status: BadgeRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  /** The admin's reason for a refusal. */
  decisionReason: string | null;
  /** The admin queue only: who asked. */
  user?: UserSummary;
  /** The admin queue only: who decided, when decided (null if that admin's account is gone). */
  decidedBy?: string | null;
}
