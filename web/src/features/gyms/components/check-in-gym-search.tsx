import { GYM_PRESENCE_TEXTS as T } from '@common/gym-presence-texts';
import type { Gym } from '@common/schemas/gyms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGymSearch } from '../api/search-gyms';

const SHOWN = 5;

/** Picking the gym to check in at by name, city or zip code (when no location, or not that gym). */
export function CheckInGymSearch({ onChoose, autoFocus }: { onChoose: (gym: Gym) => void; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const matches = useGymSearch(q, { limit: SHOWN });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="check-in-gym-search">{T.searchLabel}</Label>
      <Input
        id="check-in-gym-search"
        type="search"
        value={text}
        // The member just asked to search (or learnt they must): the box is where they type next.
        autoFocus={autoFocus}
        placeholder={T.searchPlaceholder}
        onChange={(e) => setText(e.target.value)}
      />
      {q !== '' && !matches.isPending && matches.items.length === 0 && (
        <p className="text-xs text-muted-foreground">{T.noMatches}</p>
      )}
      {matches.items.length > 0 && (
        <ul aria-label={T.matchesLabel} className="flex flex-col gap-1">
          {matches.items.slice(0, SHOWN).map((gym) => (
            <li key={gym.id}>
              <Button
                variant="outline"
                className="h-auto min-h-11 w-full justify-start text-left whitespace-normal"
                onClick={() => onChoose(gym)}
              >
                {gym.name}
                {gym.city && <span className="text-muted-foreground"> · {gym.city}</span>}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
