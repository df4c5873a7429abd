// Reports and blocks (issue 9): members report content and block members; admins work the queue.
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../admin-texts';
import { MODERATION_LIMITS } from '../moderation-limits';
import { visibleOrNull } from '../visible-text';
import { idSchema } from './id';
import { pageQuerySchema } from './paging';
import type { UserSummary } from './user';

// Clubs and challenges since issue 34.
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'club', 'challenge'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'nudity', 'violence', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  nudity: 'Nudity or sexual content',
  violence: 'Violence or dangerous acts',
  misinformation: 'False health information',
  other: 'Something else',
};

// In the zod-free ../moderation-limits.ts, so the texts can state them; re-exported here for their users.
export { MODERATION_LIMITS };

/** POST /api/reports. Reporting the same thing twice while the first report is open is a no-op (200). */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MESSAGES.targetTypeInvalid }),
  targetId: idSchema(MODERATION_MESSAGES.targetIdInvalid),
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.detailsMax, MODERATION_MESSAGES.detailsTooLong)
    .optional()
    // Details that show nothing are none (undefined: the web sends what this schema gives it).
    .transform((v) => visibleOrNull(v) ?? undefined),
});
export type CreateReportBody = z.input<typeof createReportSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/reports?status=open (default) | resolved | dismissed, keyset paged. */
export const reportListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
});

/**
 * POST /api/admin/reports/{id}/resolve: the admin acts on the report. `deleteContent` deletes the
 * reported post, comment, club or challenge (audited as its own action too); `suspendUser` suspends the author or
 * the reported member. Other open reports of the same target are closed with it.
 */
export const resolveReportSchema = z.object({
  deleteContent: z.boolean().optional(),
  suspendUser: z.boolean().optional(),
  // A note that shows nothing is none: the suspension reason falls back to the report's number,
  // and the audit entry has no blank note.
  note: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.noteMax)
    .optional()
    .transform((v) => visibleOrNull(v) ?? undefined),
});
export type ResolveReportBody = z.input<typeof resolveReportSchema>;

/** What the reporter gets back. */
export interface ReportReceipt {
  id: number;
  status: ReportStatus;
}

/** A report as admins see it in the Reports tab. */
export interface AdminReport {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  /** The reported content's author, or the reported member (null once their account is gone). */
  targetUser: UserSummary | null;
  /** The reported text as it was when reported. */
  targetExcerpt: string | null;
  /** Whether the reported post/comment/member/club/challenge still exists. */
  targetExists: boolean;
  /** For a comment: the post it belongs to, so the admin can open it. */
  postId: number | null;
  reason: ReportReason;
  details: string | null;
  reporter: UserSummary;
  status: ReportStatus;
  resolution: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

/** GET /api/blocks: the members the caller blocked, newest first. */
export interface BlockedMember extends UserSummary {
  blockedAt: string;
}

/** POST|DELETE /api/blocks/{userId} answer. */
export interface BlockState {
  userId: number;
  blocked: boolean;
}
