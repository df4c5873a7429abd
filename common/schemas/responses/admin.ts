import { z } from 'zod';
import {
  type AdminPost,
  type AdminStats,
  type AdminUser,
  type AdminUserListItem,
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditTargetType,
} from '../admin';
import { type AdminReport, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '../moderation';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the admin routes answer (the interfaces in ../admin.ts and ../moderation.ts).

export const adminUserSchema = z
  .object({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    isTrainer: z.boolean(),
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string().nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export const adminUserListItemSchema = adminUserSchema
  .extend({
    canRemoveAdmin: z
      .boolean()
      .describe(
        "Whether the viewer may remove this member's admin role: false for a member who is not an admin and for an admin made before the viewer (the server still checks).",
      ),
  })
  .meta({ id: 'AdminUserListItem' });
export const adminUserListSchema = z.array(adminUserListItemSchema);

export const adminPostListSchema = z.array(
  z.object({
    id: z.int(),
    userId: z.int(),
    content: z.string(),
    createdAt: z.string(),
    imageUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    likesCount: z.int(),
    commentsCount: z.int(),
    user: userSummarySchema,
  }),
);

export const adminStatsSchema = z.object({
  users: z.int().describe('Every local account, suspended ones included (remote accounts are not members).'),
  posts: z.int().describe("Every local post, whatever its audience, suspended members' included."),
  workoutPlans: z.int().describe("Every workout plan: members' own, their copies and the recommended ones."),
  mealPlans: z.int().describe("Every meal plan: members' own, their copies and the recommended ones."),
  gyms: z.int().describe('Every gym, the sample ones included.'),
  openReports: z.int().describe('Reports not yet resolved or dismissed, as the Open queue lists them.'),
  twoFactorMembers: z.int().describe('Members who use two-step sign-in.'),
});

const AUDIT_TARGETS = [
  'user',
  'post',
  'comment',
  'report',
  'gym',
  'workout_plan',
  'meal_plan',
  'club',
  'challenge',
] as const;
export const auditEntryListSchema = z.array(
  z.object({
    id: z.int(),
    actorId: z.int().nullable(),
    actorUsername: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGETS satisfies readonly AuditTargetType[]),
    targetId: z.int().nullable(),
    targetLabel: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  }),
);

export const adminReportSchema = z
  .object({
    id: z.int(),
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.int(),
    targetUser: userSummarySchema.nullable(),
    targetExcerpt: z.string().nullable(),
    targetExists: z.boolean(),
    postId: z.int().nullable(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    reporter: userSummarySchema,
    status: z.enum(REPORT_STATUSES),
    resolution: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminReport' });
export const adminReportListSchema = z.array(adminReportSchema);

export type _Checks = [
  Expect<SameType<z.output<typeof adminUserSchema>, AdminUser>>,
  Expect<SameType<z.output<typeof adminUserListItemSchema>, AdminUserListItem>>,
  Expect<SameType<z.output<typeof adminPostListSchema>, AdminPost[]>>,
  Expect<SameType<z.output<typeof adminStatsSchema>, AdminStats>>,
  Expect<SameType<z.output<typeof auditEntryListSchema>, AuditEntry[]>>,
  Expect<SameType<z.output<typeof adminReportSchema>, AdminReport>>,
];
