import { z } from 'zod';
import type { BadgeId } from '../badges/catalog';
import type { RemoteOrigin } from '../federation';
import { idSchema } from './id';
import type { UserSummary } from './user';

// 'record': a personal record one of the member's activities set (issue 14); the member is its actor.
// 'badge_*': an admin decided about the member's claim badge (issue 16 point 1); the actor is that admin.
// 'profile_edited': an admin changed the member's profile; `detail` lists the fields (API names).
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'follow',
  'message',
  'record',
  'badge_granted',
  'badge_refused',
  'badge_revoked',
  'club_request',
  'club_invite',
  'club_approved',
  'event_reminder',
  'challenge_overtaken',
  'challenge_completed',
  'profile_edited',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * An admin's decision about the member (a badge, an edit of their profile): always told in the
 * app whatever the member's choices, never merged with an unread one, and shown whoever the admin
 * is to the member.
 */
export const ADMIN_DECISION_TYPES: readonly NotificationType[] = [
  'badge_granted',
  'badge_refused',
  'badge_revoked',
  'profile_edited',
];

/** A stored notification as the API presents it. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  actor: UserSummary;
  /** The post liked or commented on. */
  postId: number | null;
  /** The activity a record notification is about. */
  activityId: number | null;
  /** What the record was ("Fastest 5 km: 24:31") for record notifications; a badge refusal's reason. */
  detail: string | null;
  /** Messages coalesced into this notification (1 for other types). */
  count: number;
  /** Badge notifications: which badge (a refusal's reason is in `detail`). */
  badge: BadgeId | null;
  /** Issue 34: the club, club event or challenge the notification is about. */
  clubId: number | null;
  eventId: number | null;
  challengeId: number | null;
  read: boolean;
  createdAt: string;
  /** Issue 37: a like or reply from another server (`actor` is then the remote account). */
  remote?: RemoteOrigin | null;
}

/** The header badges (D5): unread likes, comments and follows; unread messages. */
export interface UnreadCounts {
  notifications: number;
  messages: number;
}

/** The most notification ids one POST /api/notifications/read names. */
export const MARK_READ_IDS_MAX = 100;

/** POST /api/notifications/read: the given ids, or every notification when `ids` is absent. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(idSchema('ids must be a list of notification ids'), { error: 'ids must be a list of notification ids' })
      .max(MARK_READ_IDS_MAX, `At most ${MARK_READ_IDS_MAX} ids at once`)
      .optional(),
  })
  .nullish();
