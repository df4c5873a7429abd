import type { BadgeId } from '@common/badges/catalog';
import { ADMIN_DECISION_TYPES, type NotificationType, type UnreadCounts } from '@common/schemas/notifications';
import type { Queryable } from '../../db/pool';
import { shownMemberSql } from '../access';
import { shownNewsSql, stillHoldsSql } from '../notification-emails';

const ADMIN_DECISIONS_SQL = ADMIN_DECISION_TYPES.map((t) => `'${t}'`).join(', ');

export interface NotificationRow {
  id: number;
  type: NotificationType;
  post_id: number | null;
  activity_id: number | null;
  detail: string | null;
  count: number;
  badge: BadgeId | null;
  club_id: number | null;
  event_id: number | null;
  challenge_id: number | null;
  created_at: Date;
  read_at: Date | null;
  actor_id: number;
  actor_username: string;
  actor_name: string;
  actor_profile_image_url: string | null;
  actor_is_trainer: boolean;
  /** Issue 37: the remote account that liked or replied (the member is then the row's actor). */
  remote_server: string | null;
  remote_url: string | null;
  remote_handle: string | null;
}

const ACTOR_JOIN = `select n.id, n.type, n.post_id, n.activity_id, n.detail, n.badge, n.club_id, n.event_id, n.challenge_id, n.count, n.created_at, n.read_at, n.actor_id,
    coalesce(ra.handle, u.username) as actor_username, coalesce(ra.name, u.name) as actor_name,
    case when ra.id is null then u.profile_image_url
      when ra.avatar_url is not null then '/api/federation/accounts/' || ra.id || '/avatar' end as actor_profile_image_url,
    u.is_trainer and ra.id is null as actor_is_trainer,
    ra.server as remote_server, ra.profile_url as remote_url, ra.handle as remote_handle`;
/**
 * Issue 37: the remote account, when a remote reply or like is the news. News from one the member
 * no longer sees (blocked, or suspended by its server) is left out of the list and the bell.
 */
const REMOTE_JOIN = 'left join federation_actors ra on ra.id = n.remote_actor_id';

export interface NewNotification {
  userId: number;
  actorId: number;
  type: NotificationType;
  postId?: number | null;
  commentId?: number | null;
  activityId?: number | null;
  detail?: string | null;
  badge?: BadgeId | null;
  /** Issue 34: what a club, event or challenge notification is about. */
  clubId?: number | null;
  eventId?: number | null;
  challengeId?: number | null;
  /** Issue 37: the remote account that acted (actorId is then the member themselves). */
  remoteActorId?: number | null;
}

/**
 * Stores a notification. Messages from one sender coalesce into the unread one, which takes a new
 * id (so it moves to the top) and counts them. A like or follow that is already there unread
 * (like, unlike, like again) is not repeated: undefined then; one that no longer holds (an
 * invitation withdrawn, then made again) does not stand in for the new one. Comments and badge
 * decisions are each their own news and always stored.
 *
 * Notifications are derived data: their commit does not wait for the disk (a crash may lose the
 * last instant's notifications, never a message), which keeps a chat send to one fsync. The
 * setting is local to the statement's own transaction, so it is one round trip, not four.
 */
export async function insertNotification(db: Queryable, n: NewNotification): Promise<NotificationRow | undefined> {
  const params = [
    n.userId,
    n.actorId,
    n.type,
    n.postId ?? null,
    n.activityId ?? null,
    n.detail ?? null,
    n.badge ?? null,
    n.clubId ?? null,
    n.eventId ?? null,
    n.challengeId ?? null,
    n.remoteActorId ?? null,
    n.commentId ?? null,
  ];
  const sql =
    n.type === 'message'
      ? // One atomic upsert, so messages sent at the same instant are all counted; the new id
        // moves the notification to the top of the list. The sender's earlier notifications that
        // were read go (data-modifying CTEs always run): one row per contact, not one per message
        // read while the conversation was open.
        `with no_wait as (select set_config('synchronous_commit', 'off', true)), read_before as (
           delete from notifications
           where user_id = $1 and actor_id = $2 and type = 'message' and read_at is not null and remote_actor_id is null
         ), n as (
           insert into notifications (user_id, actor_id, type, post_id, activity_id, detail, badge, club_id, event_id,
             challenge_id, remote_actor_id, comment_id)
           select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 from no_wait
           on conflict (user_id, actor_id) where type = 'message' and read_at is null
           do update set count = notifications.count + 1, created_at = now(), id = default
           returning *
         )
         ${ACTOR_JOIN} from n join users u on u.id = n.actor_id ${REMOTE_JOIN}`
      : `with no_wait as (select set_config('synchronous_commit', 'off', true)), n as (
           insert into notifications (user_id, actor_id, type, post_id, activity_id, detail, badge, club_id, event_id,
             challenge_id, remote_actor_id, comment_id)
           select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 from no_wait
           where $3 in ('comment', 'record', ${ADMIN_DECISIONS_SQL})
             or not exists (
             select 1 from notifications o
             where o.user_id = $1 and o.actor_id = $2 and o.type = $3 and o.post_id is not distinct from $4
               and o.club_id is not distinct from $8 and o.event_id is not distinct from $9
               and o.challenge_id is not distinct from $10 and o.remote_actor_id is not distinct from $11
               and o.read_at is null and ${stillHoldsSql('o')}
           )
           returning *
         )
         ${ACTOR_JOIN} from n join users u on u.id = n.actor_id ${REMOTE_JOIN}`;
  const { rows } = await db.query<NotificationRow>(sql, params);
  return rows[0];
}

/** A member's notifications, newest first (served by notifications_user_idx). */
export async function listNotifications(
  db: Queryable,
  userId: number,
  page: { limit: number; before?: number },
): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `${ACTOR_JOIN} from notifications n join users u on u.id = n.actor_id ${REMOTE_JOIN}
     where n.user_id = $1 and ($2::bigint is null or n.id < $2) and ${shownNewsSql('n', '$1::int')}
     order by n.id desc limit $3`,
    [userId, page.before ?? null, page.limit],
  );
  return rows;
}

/** Marks the given notifications (only the member's own), or all of them, read. */
export async function markNotificationsRead(db: Queryable, userId: number, ids?: number[]): Promise<number> {
  const { rowCount } = await db.query(
    `update notifications set read_at = now()
     where user_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2))`,
    [userId, ids ?? null],
  );
  return rowCount ?? 0;
}

/**
 * Deletes the member's record notifications about one activity, except those whose detail is in
 * `keep` (issue 32: a record its activity's figures no longer show is withdrawn). The member's
 * notifications are a range of notifications_user_idx.
 */
export async function deleteRecordNotifications(
  db: Queryable,
  userId: number,
  activityId: number,
  keep: readonly string[],
): Promise<number> {
  const { rowCount } = await db.query(
    `delete from notifications
     where user_id = $1 and type = 'record' and activity_id = $2 and not (detail = any($3::text[]))`,
    [userId, activityId, keep],
  );
  return rowCount ?? 0;
}

export async function markMessageNotificationsRead(db: Queryable, userId: number, actorId: number): Promise<void> {
  await db.query(
    `update notifications set read_at = now()
     where user_id = $1 and actor_id = $2 and type = 'message' and read_at is null`,
    [userId, actorId],
  );
}

/**
 * The header badges (D5): the bell counts likes, comments and follows; the message button counts
 * unread messages (message notifications are not counted twice). Partial indexes serve both.
 */
export async function unreadCounts(db: Queryable, userId: number): Promise<UnreadCounts> {
  const { rows } = await db.query<UnreadCounts>(
    `select (select count(*)::int from notifications n
             where n.user_id = $1 and n.read_at is null and n.type <> 'message'
               and ${shownNewsSql('n', '$1::int')}) as notifications,
            (select count(*)::int from messages m
             where m.receiver_id = $1 and m.read_at is null
               and ${shownMemberSql('$1::int', 'm.sender_id')}) as messages`,
    [userId],
  );
  return rows[0];
}

/** Deletes the member's like or follow notifications from one actor (an unlike, an unfollow); answers how many. */
export async function deleteUndoneNotifications(
  db: Queryable,
  n: { type: 'like' | 'follow'; recipientId: number; actorId: number; postId?: number },
): Promise<number> {
  const { rowCount } = await db.query(
    `delete from notifications
     where user_id = $1 and actor_id = $2 and type = $3 and post_id is not distinct from $4 and remote_actor_id is null`,
    [n.recipientId, n.actorId, n.type, n.postId ?? null],
  );
  return rowCount ?? 0;
}
