import type { AppNotification } from '@common/schemas/notifications';
import type { NotificationRow } from './repository';

export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    actor: {
      // A remote account has no member id here: 0, and `remote` says where it lives.
      id: row.remote_server ? 0 : row.actor_id,
      username: row.actor_username,
      name: row.actor_name,
      profileImageUrl: row.actor_profile_image_url,
      profilePicture: row.actor_profile_image_url,
      isTrainer: row.actor_is_trainer,
    },
    postId: row.post_id,
    activityId: row.activity_id,
    detail: row.detail,
    count: row.count,
    badge: row.badge,
    clubId: row.club_id,
    eventId: row.event_id,
    challengeId: row.challenge_id,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
    ...(row.remote_server && {
      remote: { server: row.remote_server, url: row.remote_url!, handle: row.remote_handle! },
    }),
  };
}
