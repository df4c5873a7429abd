import type { UnitPreferences } from '../units';
import type { ActivityLevel, BodyType, FitnessGoal } from '../vocab';

/**
 * A member as the API presents them (spec section 3, User). `email` is present only for the
 * member themself and for admins. `profilePicture` mirrors `profileImageUrl` because the spec's
 * screens read both names.
 */
export interface User {
  id: number;
  username: string;
  email?: string;
  /** Whether the address is confirmed (issue 18); present with `email`. */
  emailVerified?: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  dateOfBirth: string | null;
  height: number | null;
  weight: number | null;
  bodyType: BodyType | null;
  fitnessGoal: FitnessGoal | null;
  activityLevel: ActivityLevel | null;
  isTrainer: boolean;
  isAdmin: boolean;
  profileImageUrl: string | null;
  profilePicture: string | null;
  profileImageKey: string | null;
  createdAt: string;
  /** How the member reads weights and distances; present with `email` (the member and admins). */
  units?: UnitPreferences;
  isFollowing?: boolean;
}

/** The smallest public card of a member, embedded in posts, comments, follow lists. */
export interface UserSummary {
  id: number;
  username: string;
  name: string;
  profileImageUrl: string | null;
  profilePicture: string | null;
  isTrainer: boolean;
}
