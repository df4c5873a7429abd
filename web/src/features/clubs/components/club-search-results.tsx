import { CLUB_LIMITS, CLUB_MESSAGES } from '@common/clubs-texts';
import { SEARCH_SECTION_TEXTS as T } from '@common/schemas/challenge-search';
import type { Club } from '@common/schemas/clubs';
import { Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeysetList } from '@/lib/use-keyset-list';
import { ClubList } from './club-list';

const PAGE = 5;

/**
 * The header search's results page, Clubs section (issue 34): GET /api/clubs?q=, which lists a
 * private club only to its members (and whoever it invited), newest first, paged by id. A search
 * longer than club names' search accepts (the page's boxes allow more) is not sent: the section
 * says what the API would answer.
 */
export function ClubSearchResults({ query }: { query: string }) {
  const q = query.trim();
  const tooLong = q.length > CLUB_LIMITS.queryMax;
  const headingId = useId();
  const results = useKeysetList<Club>(['clubs', 'search', q], '/api/clubs', {
    limit: PAGE,
    enabled: q !== '' && !tooLong,
    params: { q },
  });
  let body: ReactNode;
  if (!q) body = <p className="text-sm text-muted-foreground">Type part of a club's name.</p>;
  else if (tooLong) body = <p className="text-sm text-muted-foreground">{CLUB_MESSAGES.queryMax}</p>;
  else if (results.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (results.items.length === 0)
    body = <EmptyState icon={Users} title={results.isError ? T.clubsError : T.noClubs} className="py-4" />;
  else
    body = (
      <>
        <ClubList clubs={results.items} label={`Clubs matching "${q}"`} />
        <LoadMore
          hasMore={Boolean(results.hasNextPage)}
          loading={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage()}
          label="More clubs"
        />
      </>
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {T.clubsHeading}
      </h2>
      {body}
    </section>
  );
}
