import { PEOPLE_TEXTS } from '@common/people-texts';
import { SearchX, Users } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSuggestions } from '../api/get-suggestions';
import { useSearchUsers } from '../api/search-users';
import { PeopleList } from './people-list';

/**
 * Find People's results (spec section 2): with a search text, 'Search Results' (a spinner, or
 * 'No users found matching' the text); without one, 'Suggested People' (a spinner, or 'No
 * suggestions available at the moment'). `query` is the already debounced text.
 */
export function PeopleFinder({ query, headingLevel = 2 }: { query: string; headingLevel?: 2 | 3 }) {
  const text = query.trim();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="text-lg font-semibold">
        {text ? PEOPLE_TEXTS.searchResults : PEOPLE_TEXTS.suggestedPeople}
      </Heading>
      {text ? <SearchResults text={text} /> : <SuggestedPeople />}
    </section>
  );
}

function SearchResults({ text }: { text: string }) {
  const search = useSearchUsers(text);
  if (search.isPending) return <Spinner label="Searching people" className="py-6" />;
  if (search.isError) return <p className="py-4 text-sm text-destructive">Search failed. Please try again.</p>;
  if (search.data.length === 0) {
    return <EmptyState icon={SearchX} title={`${PEOPLE_TEXTS.noUsersFound} "${text}"`} className="py-6" />;
  }
  return <PeopleList people={search.data} label={`People matching ${text}`} />;
}

function SuggestedPeople() {
  const suggestions = useSuggestions();
  if (suggestions.isPending) return <Spinner label="Loading suggestions" className="py-6" />;
  if (suggestions.isError || suggestions.data.length === 0) {
    return <EmptyState icon={Users} title={PEOPLE_TEXTS.noSuggestions} className="py-6" />;
  }
  return <PeopleList people={suggestions.data} label={PEOPLE_TEXTS.suggestedPeople} />;
}
