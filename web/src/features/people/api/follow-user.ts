import { PEOPLE_TOASTS } from '@common/people-texts';
import type { FollowCounts, FollowListItem, PersonCard, Profile } from '@common/schemas/people';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import { peopleKeys } from './query-keys';

export interface FollowTarget {
  id: number;
  name: string;
}

/** POST /api/follows/{id} or DELETE /api/follows/{id} (D4: the follower is the session user). */
export async function setFollowing(userId: number, follow: boolean): Promise<void> {
  if (follow) await api.post(`/api/follows/${userId}`);
  else await api.delete(`/api/follows/${userId}`);
}

/** Puts the new isFollowing on every cached card, list item, profile and count of that member. */
function applyLocally(queryClient: QueryClient, userId: number, following: boolean) {
  const onCard = <T extends { id: number; isFollowing: boolean }>(item: T) =>
    item.id === userId ? { ...item, isFollowing: following } : item;
  queryClient.setQueriesData<PersonCard[]>({ queryKey: peopleKeys.allSuggested }, (list) => list?.map(onCard));
  queryClient.setQueriesData<InfiniteData<PersonCard[]>>({ queryKey: peopleKeys.allSearches }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map(onCard)) } : data,
  );
  queryClient.setQueriesData<InfiniteData<FollowListItem[]>>({ queryKey: peopleKeys.allFollows }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((item) => (item.user.id === userId ? { ...item, isFollowing: following } : item)),
          ),
        }
      : data,
  );
  queryClient.setQueriesData<Profile>({ queryKey: peopleKeys.profiles }, (profile) =>
    profile && profile.id === userId ? { ...profile, isFollowing: following } : profile,
  );
  queryClient.setQueryData<FollowCounts>(peopleKeys.counts(userId), (counts) =>
    counts ? { ...counts, isFollowing: following } : counts,
  );
}

/**
 * Follow or unfollow from any screen (spec section 4, Follow relationship): the flag changes at
 * once where the member is shown, then the lists and counts are fetched again. Suggestions are
 * only marked stale, so the card just followed stays on screen showing 'Following' instead of
 * vanishing under the pointer; they are fresh on the next visit.
 */
export function useFollowUser(options: { failureMessages?: { follow: string; unfollow: string } } = {}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const failures = options.failureMessages ?? {
    follow: PEOPLE_TOASTS.followFailed,
    unfollow: PEOPLE_TOASTS.unfollowFailed,
  };
  return useMutation({
    mutationFn: async ({ target, follow }: { target: FollowTarget; follow: boolean }) => {
      if (!user) throw new Error('no session');
      await setFollowing(target.id, follow);
    },
    onSuccess: (_answer, { target, follow }) => {
      applyLocally(queryClient, target.id, follow);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.allSuggested, refetchType: 'none' });
      for (const key of [peopleKeys.allSearches, peopleKeys.allFollows, peopleKeys.allCounts, peopleKeys.profiles]) {
        void refreshAfterWrite(queryClient, key);
      }
      toast(
        follow
          ? {
              title: PEOPLE_TOASTS.following,
              description: PEOPLE_TOASTS.followingNamed(target.name),
              variant: 'success',
            }
          : { title: PEOPLE_TOASTS.unfollowed, description: PEOPLE_TOASTS.unfollowedNamed(target.name) },
      );
    },
    onError: (error, { follow }) => {
      const signedOut = !user || isApiError(error, 401);
      const description = signedOut
        ? follow
          ? PEOPLE_TOASTS.followNoUser
          : PEOPLE_TOASTS.unfollowNoUser
        : errorMessage(error, follow ? failures.follow : failures.unfollow);
      toast({ title: PEOPLE_TOASTS.error, description, variant: 'destructive' });
    },
  });
}
