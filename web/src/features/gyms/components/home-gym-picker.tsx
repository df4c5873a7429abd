import { GYM_TEXTS } from '@common/gyms-texts';
import type { Gym } from '@common/schemas/gyms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGymSearch } from '../api/search-gyms';
import { formatAddress } from '../lib/geo';

export interface HomeGymPickerProps {
  debounceMs: number;
  busy: boolean;
  onChoose: (gym: Gym) => void;
  onCancel?: () => void;
}

/** Type a gym's name, city or zip; the first matches appear as buttons to choose from. */
export function HomeGymPicker({ debounceMs, busy, onChoose, onCancel }: HomeGymPickerProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), debounceMs);
  const results = useGymSearch(query, { limit: 5 });

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="home-gym-search" className="sr-only">
        {GYM_TEXTS.homeGymSearchLabel}
      </label>
      <Input
        id="home-gym-search"
        type="search"
        value={text}
        placeholder={GYM_TEXTS.homeGymSearchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        // This field may sit inside another form (Edit Profile): Enter must not submit it.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {query && results.isFetching && <Spinner label="Searching gyms" />}
      {query && !results.isPending && results.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{GYM_TEXTS.noResults(query)}</p>
      )}
      {results.items.length > 0 && query && (
        <ul className="flex flex-col gap-1" aria-label="Matching gyms">
          {results.items.map((gym) => (
            <li key={gym.id}>
              <Button
                variant="outline"
                className="h-auto w-full flex-col items-start gap-0 py-2 text-left whitespace-normal"
                disabled={busy}
                aria-label={`Choose ${gym.name} as home gym`}
                onClick={() => onChoose(gym)}
              >
                <span>{gym.name}</span>
                <span className="text-xs font-normal text-muted-foreground">{formatAddress(gym)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {onCancel && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
