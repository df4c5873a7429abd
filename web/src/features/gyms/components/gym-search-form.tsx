import { GYM_LIMITS } from '@common/gyms-limits';
import { GYM_TEXTS } from '@common/gyms-texts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useIsPhone } from '@/lib/use-is-phone';

/** The finder's search: submits only text that is not blank once trimmed (spec section 5, Gym search). */
export function GymSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const isPhone = useIsPhone();
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
  };

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2" aria-label="Search gyms">
        <label htmlFor="gym-search" className="sr-only">
          Search gyms
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="gym-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={isPhone ? GYM_TEXTS.searchPlaceholderShort : GYM_TEXTS.searchPlaceholder}
            maxLength={GYM_LIMITS.queryMax}
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
        <Button type="submit">{GYM_TEXTS.searchButton}</Button>
      </form>
    </search>
  );
}
