import { PEOPLE_TEXTS } from '@common/people-texts';
import { Card } from '@/components/ui/card';
import { ChallengeSearchResults } from '@/features/challenges';
import { ClubSearchResults } from '@/features/clubs';
import { RemoteAccountSearch } from '@/features/federation';
import { GymSearchResults } from '@/features/gyms';
import { PeopleResults, PeopleSearchInput } from '@/features/people';
import { WorkoutSearchResults } from '@/features/workouts';
import { useIsPhone } from '@/lib/use-is-phone';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchText } from '@/lib/use-search-text';

/**
 * Search Users (/search, spec section 2) and the header search's results page (D2). The search
 * lives in the address (?q=): this box and the header's box both drive it (debounced by 300 ms),
 * so results can be shared, and Back and Forward return to earlier searches. People (suggested
 * people while the box is empty), gyms, workouts, clubs and challenges each have a section.
 */
export function SearchPage() {
  const { text, setText, query } = useSearchText(true);
  const isPhone = useIsPhone();
  usePageTitle(query ? `Search: ${query}` : PEOPLE_TEXTS.searchTitle);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.searchTitle}</h1>
        {query && <p className="text-muted-foreground [overflow-wrap:anywhere]">Results for "{query}"</p>}
      </div>
      <PeopleSearchInput
        value={text}
        onChange={setText}
        placeholder={isPhone ? PEOPLE_TEXTS.searchPlaceholderShort : PEOPLE_TEXTS.searchPlaceholder}
        label="Search people, gyms and workouts"
        focusOnArrival={!query}
      />
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
