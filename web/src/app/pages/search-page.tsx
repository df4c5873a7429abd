import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ChallengeSearchResults } from '@/features/challenges';
import { ClubSearchResults } from '@/features/clubs';
import { RemoteAccountSearch } from '@/features/federation';
import { GymSearchResults } from '@/features/gyms';
import { PeopleResults, PeopleSearchInput } from '@/features/people';
import { WorkoutSearchResults } from '@/features/workouts';
import { limitSearchText } from '@/lib/limit-search-text';
import { useIsPhone } from '@/lib/use-is-phone';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchText } from '@/lib/use-search-text';

/**
 * Search Users (/search, spec section 2) and the header search's results page (D2). The search
 * lives in the address (?q=): this box and the header's box both drive it (debounced by 300 ms),
 * so results can be shared, and Back and Forward return to earlier searches. People (suggested
 * people while the box is empty), gyms, workouts, clubs and challenges each have a section.
 *
 * The boxes take at most LIMITS.searchTextMax characters; a longer `?q=` (typed or pasted into
 * the address) is cut to it at once, in the address too, with a note saying so, rather than
 * sending each section a search its API would refuse. Long words wrap anywhere on the page.
 */
export function SearchPage() {
  const { text, setText, query: addressQuery } = useSearchText(true);
  const query = limitSearchText(addressQuery);
  const shortened = useShortenedAddress(addressQuery, query);
  const isPhone = useIsPhone();
  usePageTitle(query ? `Search: ${query}` : PEOPLE_TEXTS.searchTitle);

  return (
    <div className="mx-auto flex w-full min-w-0 max-w-3xl flex-col gap-4 [overflow-wrap:anywhere]">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.searchTitle}</h1>
        {query && <p className="text-muted-foreground">Results for "{query}"</p>}
      </div>
      <PeopleSearchInput
        value={text}
        onChange={setText}
        placeholder={isPhone ? PEOPLE_TEXTS.searchPlaceholderShort : PEOPLE_TEXTS.searchPlaceholder}
        label="Search people, gyms and workouts"
        focusOnArrival={!query}
      />
      {shortened && (
        <p role="status" className="text-sm text-muted-foreground">
          {PEOPLE_TEXTS.searchShortened(LIMITS.searchTextMax)}
        </p>
      )}
      <RemoteAccountSearch query={query} />
      <Card className="p-4 sm:p-5">
        <PeopleResults source={{ kind: 'search', query }} />
      </Card>
      <Card className="p-4 sm:p-5">
        <GymSearchResults query={query} />
      </Card>
      <Card className="p-4 sm:p-5">
        <WorkoutSearchResults query={query} />
      </Card>
      <Card className="p-4 sm:p-5">
        <ClubSearchResults query={query} />
      </Card>
      <Card className="p-4 sm:p-5">
        <ChallengeSearchResults query={query} />
      </Card>
    </div>
  );
}

/**
 * Puts the cut search in the address in place of the long one (replacing the entry, so Back does
 * not return to it), and answers true while the search shown is that cut one.
 */
function useShortenedAddress(addressQuery: string, query: string): boolean {
  const [, setParams] = useSearchParams();
  const [cut, setCut] = useState<string | null>(null);
  useEffect(() => {
    if (query === addressQuery) return;
    setCut(query);
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('q', query);
        return next;
      },
      { replace: true },
    );
  }, [addressQuery, query, setParams]);
  return cut !== null && cut === query;
}
