import type { BadgeId } from '@common/badges/catalog';
import { ADMIN_DECISION_TYPES, type AppNotification, type NotificationType } from '@common/schemas/notifications';
import type { NotificationChoice } from '@common/vocab';
import type { FastifyInstance } from 'fastify';
import { includesEmail, markDigestPending } from '../notification-emails';
import { getSettings } from '../privacy';
import { presentNotification } from './presenter';
import { deleteRecordNotifications, deleteUndoneNotifications, insertNotification, unreadCounts } from './repository';

export { markMessageNotificationsRead } from './repository';

export interface NotifyInput {
  type: NotificationType;
  /** The member the notification is for. */
  recipientId: number;
  /** The member who liked, commented, followed or wrote; the admin who decided about a badge. */
  actorId: number;
  postId?: number | null;
  /** A comment notification's comment: the notification goes when it does (migration 0225). */
  commentId?: number | null;
  /** A record notification's activity and what the record was (issue 14); a badge refusal's reason. */
  activityId?: number | null;
  detail?: string | null;
  /** Badge notifications: which badge (issue 16). */
  badge?: BadgeId | null;
  /** Issue 34: the club, club event or challenge. */
  clubId?: number | null;
  eventId?: number | null;
  challengeId?: number | null;
  /** Issue 37: a remote account liked or replied; actorId is then the recipient themselves. */
  remoteActorId?: number | null;
}

/**
 * The member's choice for this kind of notification (spec section 3, Notification choices):
 * likes and comments follow `likesComments`, follows `friendRequests`; messages, records (the
 * member's own achievements) and an admin's decision about the member (a badge, an edit of their
 * profile) always notify in the app (the `messages` choice is only whether unread ones also send
 * an email; records and admin decisions send no email).
 */
async function choiceFor(app: FastifyInstance, input: NotifyInput): Promise<NotificationChoice> {
  if (input.type === 'message' || input.type === 'record' || ADMIN_DECISION_TYPES.includes(input.type)) return 'push';
  // Issue 34: a challenge's news is about the member's own standing, like a record.
  if (input.type === 'challenge_overtaken' || input.type === 'challenge_completed') return 'push';
  const { notifications } = await getSettings(app.db, input.recipientId);
  // An event's reminder follows the reminders choice (so it reaches the email digest of those who chose it).
  if (input.type === 'event_reminder') return notifications.workoutReminders;
  if (input.type === 'club_request' || input.type === 'club_invite' || input.type === 'club_approved')
    return notifications.friendRequests;
  return input.type === 'follow' ? notifications.friendRequests : notifications.likesComments;
}

/**
 * Records a notification and tells the member's open tabs. 'none' stores nothing; any other
 * choice stores it (the in-app list and badge); 'push' and 'email_push' also push it live over
 * the socket; 'email' and 'email_push' put it in the member's next email digest (messages have
 * their own email, for those left unread). Nobody is notified about their own actions.
 */
export async function notify(app: FastifyInstance, input: NotifyInput): Promise<AppNotification | null> {
  // A record is the one notification about the member's own action (its actor is the member),
  // and so are a completed challenge goal and an event reminder (issue 34).
  const aboutOwnAction = ['record', 'challenge_completed', 'event_reminder'].includes(input.type);
  if (input.recipientId === input.actorId && !aboutOwnAction && !input.remoteActorId) return null;
  const choice = await choiceFor(app, input);
  if (choice === 'none') return null;
  const row = await insertNotification(app.db, {
    userId: input.recipientId,
    actorId: input.actorId,
    type: input.type,
    postId: input.postId,
    commentId: input.commentId,
    activityId: input.activityId,
    detail: input.detail,
    badge: input.badge,
    clubId: input.clubId,
    eventId: input.eventId,
    challengeId: input.challengeId,
    remoteActorId: input.remoteActorId,
  });
  if (!row) return null;
  if (input.type !== 'message' && includesEmail(choice))
    await markDigestPending(app.db, input.recipientId, row.created_at);
  const notification = presentNotification(row);
  if (choice === 'push' || choice === 'email_push') {
    // One frame with the counts it changed, not two (issue 19: a chat message is two frames to
    // the receiver's tabs, the message and this).
    const unread = await unreadCounts(app.db, input.recipientId);
    await app.realtime.publish(input.recipientId, { type: 'notification', notification, unread });
  } else {
    await pushUnreadCounts(app, input.recipientId);
  }
  return notification;
}

/**
 * notify() for the other domains' write paths: the like, comment or follow is already stored, so
 * a failed notification is logged and never fails the member's action.
 */
export async function notifyOrLog(app: FastifyInstance, input: NotifyInput): Promise<void> {
  await notify(app, input).catch((err) => app.log.error({ err, notification: input.type }, 'notification failed'));
}

/**
 * Withdraws the member's record notifications about an activity that no longer hold: every one
 * whose detail ('Fastest 5 km: 24:31') is not in `holding` (the activity's records as its figures
 * now stand; none when it was deleted or is no longer a run). Open tabs get the new counts.
 */
export async function withdrawRecordNotifications(
  app: FastifyInstance,
  userId: number,
  activityId: number,
  holding: readonly string[],
): Promise<number> {
  const withdrawn = await deleteRecordNotifications(app.db, userId, activityId, holding);
  if (withdrawn > 0) await pushUnreadCounts(app, userId);
  return withdrawn;
}

/**
 * An unlike or an unfollow takes back its notification, read or not, so a later like or follow
 * notifies afresh instead of showing twice. Open tabs get the new counts.
 */
export async function withdrawUndone(
  app: FastifyInstance,
  n: { type: 'like' | 'follow'; recipientId: number; actorId: number; postId?: number },
): Promise<void> {
  if ((await deleteUndoneNotifications(app.db, n)) > 0) await pushUnreadCounts(app, n.recipientId);
}

/** Sends the member's current badge counts to every tab they have open. */
export async function pushUnreadCounts(app: FastifyInstance, userId: number): Promise<void> {
  const counts = await unreadCounts(app.db, userId);
  await app.realtime.publish(userId, { type: 'unread', ...counts });
}
