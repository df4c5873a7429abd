import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES } from '@common/challenges-texts';
import { SEARCH_SECTION_TEXTS as T } from '@common/schemas/challenge-search';
import type { Challenge } from '@common/schemas/challenges';
import { Trophy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeysetList } from '@/lib/use-keyset-list';
import { ChallengeList } from './challenge-list';

const PAGE = 5;

/**
 * The header search's results page, Challenges section (issue 34): GET /api/challenges/search,
 * the public challenges and those of clubs whose content the viewer may read, newest first. A
 * search longer than challenge search accepts (the page's boxes allow more) is not sent: the
 * section says what the API would answer.
 */
export function ChallengeSearchResults({ query }: { query: string }) {
  const q = query.trim();
  const tooLong = q.length > CHALLENGE_LIMITS.queryMax;
  const headingId = useId();
  // Under ['challenges']: joining or leaving one refreshes these results too.
  const results = useKeysetList<Challenge>(['challenges', 'search', q], '/api/challenges/search', {
    limit: PAGE,
    enabled: q !== '' && !tooLong,
    params: { q },
  });
  let body: ReactNode;
  if (!q) body = <p className="text-sm text-muted-foreground">Type part of a challenge's title.</p>;
  else if (tooLong) body = <p className="text-sm text-muted-foreground">{CHALLENGE_MESSAGES.queryMax}</p>;
  else if (results.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (results.items.length === 0)
    body = <EmptyState icon={Trophy} title={results.isError ? T.challengesError : T.noChallenges} className="py-4" />;
  else
    body = (
      <>
        <ChallengeList challenges={results.items} label={`Challenges matching "${q}"`} />
        <LoadMore
          hasMore={Boolean(results.hasNextPage)}
          loading={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage()}
          label="More challenges"
        />
      </>
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {T.challengesHeading}
      </h2>
      {body}
    </section>
  );
}
