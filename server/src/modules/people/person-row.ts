import type { FitnessGoal } from '@common/vocab';
import { allowsSql, settingSql } from '../access';
import type { UserRow } from '../users';

/** A member as search results and suggestions list them (the public card). */
export type PersonRow = Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'> & {
  is_following: boolean;
  /** The bio, or null when the viewer may not see the member's details. */
  visible_bio: string | null;
};

export type SuggestionRow = PersonRow & { mutual_count: number; shared_goal: FitnessGoal | null; same_gym: boolean };

/**
 * The select list of a person card for the viewer in parameter `$1`, from `users u` left-joined
 * to `user_settings s`. The bio follows the profile visibility (D5), in SQL so a list stays one
 * query; admins see every bio.
 */
export function personColumns(viewerIsAdmin: boolean): string {
  return `u.id, u.username, u.name, u.profile_image_url, u.is_trainer,
    exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id) as is_following,
    case when ${detailsAllowedSql(viewerIsAdmin)} then u.bio end as visible_bio`;
}

/** Whether the viewer may see this member's details, as SQL (for the shared-goal hint). */
export function detailsAllowedSql(viewerIsAdmin: boolean): string {
  return viewerIsAdmin ? 'true' : allowsSql(settingSql('s.profile_visibility', 'profileVisibility'), 'u.id', '$1');
}
