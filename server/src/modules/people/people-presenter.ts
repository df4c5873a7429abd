import type { FollowCounts, FollowListItem, FollowResult, PersonCard, SuggestedPerson } from '@common/schemas/people';
import { presentUserSummary } from '../users';
import type { FollowListRow, FollowRow } from './follows-repository';
import type { PersonRow, SuggestionRow } from './person-row';

export function presentFollowItem(row: FollowListRow): FollowListItem {
  return {
    id: row.follow_id,
    user: presentUserSummary(row),
    friend: { id: row.id },
    isFollowing: row.is_following,
    followsYou: row.follows_you,
    createdAt: row.followed_at.toISOString(),
  };
}

export function presentFollow(row: FollowRow): FollowResult {
  return {
    followerId: row.follower_id,
    followingId: row.following_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentCounts(row: { followers: number; following: number; is_following: boolean }): FollowCounts {
  return { followers: row.followers, following: row.following, isFollowing: row.is_following };
}

export function presentPerson(row: PersonRow): PersonCard {
  return { ...presentUserSummary(row), isFollowing: row.is_following, bio: row.visible_bio };
}

export function presentSuggestion(row: SuggestionRow): SuggestedPerson {
  return { ...presentPerson(row), mutualCount: row.mutual_count, sharedGoal: row.shared_goal, sameGym: row.same_gym };
}
