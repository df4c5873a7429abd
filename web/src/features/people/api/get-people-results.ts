import { LIMITS } from '@common/limits';
import type { UserSummary } from '@common/schemas/user';
import { labelOf } from '@common/vocab';
import { useFollowList } from './get-follow-list';
import { useSuggestions } from './get-suggestions';
import { useSearchUsers } from './search-users';

/** Where a people list comes from: every screen that lists members names one of these. */
export type PeopleSource =
  | { kind: 'search'; query: string }
  | { kind: 'suggestions'; limit?: number }
  | { kind: 'following' }
  | { kind: 'followers' };

/** One member in a list, whatever the source: who, why they are there, and the follow state. */
export interface PersonResult {
  key: number;
  person: UserSummary & { bio?: string | null };
  /** A line under the name (why a suggestion is there). */
  note?: string;
  isFollowing: boolean;
}

export interface PeopleResultsState {
  rows: PersonResult[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** Why a suggestion is there, in a few words. */
export function suggestionNote(p: { sameGym: boolean; mutualCount: number; sharedGoal: string | null }) {
  if (p.sameGym) return 'Trains at your gym';
  if (p.mutualCount > 0) return `${p.mutualCount} mutual connection${p.mutualCount === 1 ? '' : 's'}`;
  if (p.sharedGoal) return `Also working on ${labelOf(p.sharedGoal)}`;
  return undefined;
}

const none = () => {};

/**
 * The rows of any people list (issue 16: search, suggestions, Explore People and the follow lists
 * are one results component). Each source's query runs only when it is the one asked for.
 */
export function usePeopleResults(source: PeopleSource): PeopleResultsState {
  const search = useSearchUsers(source.kind === 'search' ? source.query : '');
  const suggestions = useSuggestions(
    source.kind === 'suggestions' ? (source.limit ?? LIMITS.suggestedUsersLimit) : LIMITS.suggestedUsersLimit,
    source.kind === 'suggestions',
  );
  const direction = source.kind === 'followers' ? 'followers' : 'following';
  const follows = useFollowList(direction, source.kind === 'following' || source.kind === 'followers');

  if (source.kind === 'search') {
    return {
      rows: search.items.map((p) => ({ key: p.id, person: p, isFollowing: p.isFollowing })),
      isPending: search.isPending,
      isError: search.isError,
      hasMore: Boolean(search.hasNextPage),
      loadingMore: search.isFetchingNextPage,
      loadMore: () => void search.fetchNextPage(),
    };
  }
  if (source.kind === 'suggestions') {
    return {
      rows: (suggestions.data ?? []).map((p) => ({
        key: p.id,
        person: p,
        note: suggestionNote(p),
        isFollowing: p.isFollowing,
      })),
      isPending: suggestions.isPending,
      isError: suggestions.isError,
      hasMore: false,
      loadingMore: false,
      loadMore: none,
    };
  }
  return {
    rows: follows.items.map((item) => ({ key: item.id, person: item.user, isFollowing: item.isFollowing })),
    isPending: follows.isPending,
    isError: follows.isError,
    hasMore: Boolean(follows.hasNextPage),
    loadingMore: follows.isFetchingNextPage,
    loadMore: () => void follows.fetchNextPage(),
  };
}
