import type { User, UserSummary } from '@common/schemas/user';
import type { UserRow } from './user-row';

/**
 * The API's User. E-mail and unit choices are private: only the member themself and admins see them.
 * Never includes the password hash (the row type does not even carry it).
 */
export function presentUser(row: UserRow, options: { includeEmail: boolean }): User {
  return {
    id: row.id,
    username: row.username,
    ...(options.includeEmail && {
      email: row.email,
      emailVerified: row.email_verified_at !== null,
      units: { weight: row.weight_unit, distance: row.distance_unit },
    }),
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    bio: row.bio,
    dateOfBirth: row.date_of_birth,
    height: row.height_cm,
    weight: row.weight_kg,
    bodyType: row.body_type,
    fitnessGoal: row.fitness_goal,
    activityLevel: row.activity_level,
    isTrainer: row.is_trainer,
    isAdmin: row.is_admin,
    profileImageUrl: row.profile_image_url,
    profilePicture: row.profile_image_url,
    profileImageKey: row.profile_image_key,
    createdAt: row.created_at.toISOString(),
  };
}

/** The small card embedded in posts, comments and lists. */
export function presentUserSummary(
  row: Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'>,
): UserSummary {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    profileImageUrl: row.profile_image_url,
    profilePicture: row.profile_image_url,
    isTrainer: row.is_trainer,
  };
}
