import { PEOPLE_TEXTS } from '@common/people-texts';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useSuggestions } from '../api/get-suggestions';
import { matchesPerson } from '../lib/match-person';
import { LoadingLine } from './loading-line';
import { PeopleList } from './people-list';

/** The Suggestions tab of Find People to Follow, filtered by the search box. */
export function SuggestionsPanel({ filter }: { filter: string }) {
  const suggestions = useSuggestions();
  const shown = (suggestions.data ?? []).filter((person) => matchesPerson(person, filter));
  return (
    <section aria-label={PEOPLE_TEXTS.suggestionsHeading} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{PEOPLE_TEXTS.suggestionsHeading}</h2>
      {suggestions.isPending ? (
        <LoadingLine text={PEOPLE_TEXTS.suggestionsLoading} />
      ) : suggestions.isError || suggestions.data.length === 0 ? (
        <EmptyState icon={Users} title={PEOPLE_TEXTS.noSuggestions} className="py-6" />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{PEOPLE_TEXTS.noFilterMatches}</p>
      ) : (
        <PeopleList people={shown} label={PEOPLE_TEXTS.suggestionsHeading} />
      )}
    </section>
  );
}
