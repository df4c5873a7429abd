import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS } from '@common/people-texts';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PeopleResults } from './people-results';
import { PeopleSearchInput } from './people-search-input';

/** Explore → People (D2): suggestions, with a search box over all members. */
export function ExplorePeopleTab() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, LIMITS.userSearchDebounceMs).trim();
  return (
    <div className="flex flex-col gap-3">
      <PeopleSearchInput value={text} onChange={setText} placeholder={PEOPLE_TEXTS.findPeoplePlaceholder} />
      <PeopleResults source={{ kind: 'search', query }} />
    </div>
  );
}
