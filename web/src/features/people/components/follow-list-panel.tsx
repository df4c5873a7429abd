import { PEOPLE_TEXTS } from '@common/people-texts';
import type { FollowListItem } from '@common/schemas/people';
import { UserCheck, Users } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { type FollowDirection, useFollowList } from '../api/get-follow-list';
import { matchesPerson } from '../lib/match-person';
import { FollowButton } from './follow-button';
import { LoadingLine } from './loading-line';
import { PersonRow } from './person-card';

const TEXTS = {
  following: {
    heading: PEOPLE_TEXTS.followingHeading,
    loading: PEOPLE_TEXTS.followingLoading,
    empty: PEOPLE_TEXTS.followingEmpty,
    hint: PEOPLE_TEXTS.followingEmptyHint,
  },
  followers: {
    heading: PEOPLE_TEXTS.followersHeading,
    loading: PEOPLE_TEXTS.followersLoading,
    empty: PEOPLE_TEXTS.followersEmpty,
    hint: undefined,
  },
} as const;

/** What a row offers: unfollow on Following; Follow Back, or a 'Following' badge, on Followers. */
function RowAction({ item, direction }: { item: FollowListItem; direction: FollowDirection }) {
  const target = { id: item.user.id, name: item.user.name || item.user.username };
  if (direction === 'followers' && item.isFollowing) {
    return (
      <Badge variant="secondary">
        <UserCheck className="size-3.5" aria-hidden="true" />
        Following
      </Badge>
    );
  }
  return (
    <FollowButton
      target={target}
      isFollowing={item.isFollowing}
      followLabel={direction === 'followers' ? PEOPLE_TEXTS.followBack : 'Follow'}
    />
  );
}

/** The Following or Followers tab of Find People to Follow: paged, filtered by the search box. */
export function FollowListPanel({ direction, filter }: { direction: FollowDirection; filter: string }) {
  const list = useFollowList(direction);
  const texts = TEXTS[direction];
  const shown = list.items.filter((item) => matchesPerson(item.user, filter));
  return (
    <section aria-label={texts.heading} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{texts.heading}</h2>
      {list.isPending ? (
        <LoadingLine text={texts.loading} />
      ) : list.isError ? (
        <p className="py-4 text-sm text-destructive">Failed to load this list. Please try again.</p>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Users} title={texts.empty} description={texts.hint} className="py-6" />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{PEOPLE_TEXTS.noFilterMatches}</p>
      ) : (
        <ul aria-label={texts.heading} className="divide-y divide-border">
          {shown.map((item) => (
            <PersonRow key={item.id} person={item.user} action={<RowAction item={item} direction={direction} />} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
