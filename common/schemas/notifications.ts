import { z } from 'zod';
import type { BadgeId } from '../badges/catalog';
import type { UserSummary } from './user';

export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'follow',
  'message',
  // An admin decided about the member's claim badge (issue 16 point 1); the actor is that admin.
  'badge_granted',
  'badge_refused',
  'badge_revoked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a badge notification says: the badge, and the admin's reason for a refusal. */
export interface NotificationDetail {
  badge?: BadgeId;
  reason?: string;
}

/** A stored notification as the API presents it. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  actor: UserSummary;
  /** The post liked or commented on. */
  postId: number | null;
  /** Messages coalesced into this notification (1 for other types). */
  count: number;
  /** Badge notifications: which badge, and the reason of a refusal. */
  detail: NotificationDetail | null;
  read: boolean;
  createdAt: string;
}

/** The header badges (D5): unread likes, comments and follows; unread messages. */
export interface UnreadCounts {
  notifications: number;
  messages: number;
}

/** POST /api/notifications/read: the given ids, or every notification when `ids` is absent. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'ids must be a list of notification ids' })
      .max(100, 'At most 100 ids at once')
      .optional(),
  })
  .nullish();
