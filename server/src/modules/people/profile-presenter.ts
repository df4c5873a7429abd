import type { Profile } from '@common/schemas/people';
import { allows, type Relation, type Viewer } from '../access';
import type { ProfileRow } from './profile-repository';

/** The viewer's relation to the member, from the two follow directions the profile query read. */
export function relationOf(row: Pick<ProfileRow, 'id' | 'is_following' | 'follows_you'>, viewerId: number): Relation {
  if (row.id === viewerId) return 'self';
  if (row.is_following && row.follows_you) return 'friend';
  if (row.is_following) return 'follower';
  if (row.follows_you) return 'followed';
  return 'stranger';
}

/**
 * A profile as this viewer may see it (D5). Everyone signed in sees the name, username, picture,
 * trainer badge and counts. Details (bio, goal, names, member since) follow the profile
 * visibility; fitness metrics (date of birth, height, weight, body type, activity level) need
 * both the profile visibility and the fitness-metrics choice. E-mail and the picture's storage
 * key only reach the member and admins.
 */
export function presentProfile(row: ProfileRow, viewer: Viewer): Profile {
  const relation = relationOf(row, viewer.id);
  const ownerOrAdmin = relation === 'self' || viewer.isAdmin;
  const details = allows(row.profile_visibility, relation, viewer);
  const metrics = details && allows(row.fitness_metrics, relation, viewer);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    profileImageUrl: row.profile_image_url,
    profilePicture: row.profile_image_url,
    profileImageKey: ownerOrAdmin ? row.profile_image_key : null,
    isTrainer: row.is_trainer,
    ...(ownerOrAdmin && { email: row.email }),
    ...(details && { isAdmin: row.is_admin }),
    firstName: details ? row.first_name : null,
    lastName: details ? row.last_name : null,
    bio: details ? row.bio : null,
    fitnessGoal: details ? row.fitness_goal : null,
    createdAt: details ? row.created_at.toISOString() : null,
    dateOfBirth: metrics ? row.date_of_birth : null,
    height: metrics ? row.height_cm : null,
    weight: metrics ? row.weight_kg : null,
    bodyType: metrics ? row.body_type : null,
    activityLevel: metrics ? row.activity_level : null,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    postsCount: row.posts_count,
    isFollowing: row.is_following,
    followsYou: row.follows_you,
    isOwnProfile: relation === 'self',
    visibility: row.profile_visibility,
    detailsHidden: !details,
    metricsHidden: !metrics,
    // The Fitness tab asks only for what it may show: workout plans follow the workout activity
    // choice (workouts issue), meal plans the profile visibility (meals issue).
    workoutsHidden: !allows(row.workout_activity, relation, viewer),
  };
}
