import type { FollowListItem } from '@common/schemas/people';
import { useKeysetList } from '@/lib/use-keyset-list';
import { peopleKeys } from './query-keys';

export type FollowDirection = 'following' | 'followers';

/** GET /api/follows/following or /followers, paged with ?before (Load More). */
export function useFollowList(direction: FollowDirection, enabled = true) {
  return useKeysetList<FollowListItem>(peopleKeys.follows(direction), `/api/follows/${direction}`, {
    limit: 20,
    enabled,
  });
}
