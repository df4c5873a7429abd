import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { GymSearchResults } from '@/features/gyms/components/gym-search-results';
import { WorkoutSearchResults } from '@/features/workouts/components/workout-search-results';
import { usePageTitle } from '@/lib/use-page-title';
import { PeopleFinder } from '../components/people-finder';
import { PeopleSearchInput } from '../components/people-search-input';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * Search Users (/search, spec section 2) and the header search's results page (D2): the text is
 * debounced by 300 ms and kept in the address (?q=) so results can be shared and revisited.
 * People (suggested people while the box is empty), gyms and workouts each have a section.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const query = useDebouncedValue(text, LIMITS.userSearchDebounceMs).trim();
  usePageTitle(query ? `Search: ${query}` : PEOPLE_TEXTS.searchTitle);

  // A new header search while this page is open replaces the text (but typing, which also moves
  // the address, keeps its trailing space).
  useEffect(() => setText((current) => (current.trim() === urlQuery.trim() ? current : urlQuery)), [urlQuery]);

  useEffect(() => {
    if (query === (params.get('q') ?? '').trim()) return;
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.searchTitle}</h1>
        {query && <p className="text-muted-foreground [overflow-wrap:anywhere]">Results for "{query}"</p>}
      </div>
      <PeopleSearchInput
        value={text}
        onChange={setText}
        placeholder={PEOPLE_TEXTS.searchPlaceholder}
        label="Search people, gyms and workouts"
        autoFocus={!urlQuery}
      />
      <Card className="p-4 sm:p-5">
        <PeopleFinder query={query} />
      </Card>
      <Card className="p-4 sm:p-5">
        <GymSearchResults query={query} />
      </Card>
      <Card className="p-4 sm:p-5">
        <WorkoutSearchResults query={query} />
      </Card>
    </div>
  );
}
