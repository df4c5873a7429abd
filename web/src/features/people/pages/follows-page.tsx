import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { PeopleResults } from '../components/people-results';
import { PeopleSearchInput } from '../components/people-search-input';

/** Find People (/follows, spec section 2): search by name or username, or browse suggestions. */
export function FollowsPage() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, LIMITS.userSearchDebounceMs).trim();
  usePageTitle(PEOPLE_TEXTS.findPeopleTitle);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.findPeopleTitle}</h1>
      <PeopleSearchInput value={text} onChange={setText} placeholder={PEOPLE_TEXTS.findPeoplePlaceholder} />
      <Card className="p-4 sm:p-5">
        <PeopleResults source={{ kind: 'search', query }} />
      </Card>
    </div>
  );
}
