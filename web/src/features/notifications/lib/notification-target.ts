import type { AppNotification } from '@common/schemas/notifications';
import { postPath } from '@/features/posts';

/**
 * Where a notification leads: the conversation, the follower's profile, the post liked or
 * commented on (its own page), the activity that set a record, Edit Profile for a badge decision
 * (where the member's requests are) or an admin's edit of the profile, the challenge or club, or else the member's own profile.
 */
export function notificationTarget(n: AppNotification): string {
  if (n.type === 'message') return `/chat?with=${n.actor.id}`;
  if (n.type === 'follow') return `/profile/${encodeURIComponent(n.actor.username)}`;
  // A like or a comment, from here or from another server, carries the post it is about.
  if (n.postId !== null) return postPath(n.postId);
  if (n.type === 'record' && n.activityId) return `/activities/${n.activityId}`;
  if (n.type.startsWith('badge_') || n.type === 'profile_edited') return '/edit-profile';
  if (n.challengeId) return `/challenges/${n.challengeId}`;
  if (n.clubId) return `/clubs/${n.clubId}`;
  return '/profile';
}
