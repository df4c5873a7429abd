import { POST_LIMITS } from '@common/post-limits';
import { POST_LABELS } from '@common/posts-texts';
import type { Place } from '@common/schemas/places';
import { MapPin, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { usePlaceSearch } from '../../api/search-places';

export interface ChosenPlace {
  label: string;
  lat: number | null;
  lng: number | null;
}

interface PlaceFieldProps {
  /** The place picked from the suggestions, shown as a chip; null while typing. */
  place: ChosenPlace | null;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (place: ChosenPlace) => void;
  onClear: () => void;
}

const DEBOUNCE_MS = 250;

/**
 * The composer's location: a combobox (WAI-ARIA 1.2) suggesting cities from 2 typed characters;
 * arrow keys move through the suggestions, Enter picks one, Escape closes them. Text typed
 * without picking a suggestion is kept as the location, without coordinates.
 */
export function PlaceField({ place, text, onTextChange, onPick, onClear }: PlaceFieldProps) {
  const id = useId();
  const [debounced, setDebounced] = useState(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = usePlaceSearch(debounced);
  const suggestions: Place[] = open && text.trim().length >= 2 ? (search.data ?? []) : [];

  if (place) {
    return (
      <p className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary-strong">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{place.label}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 rounded-full"
          aria-label={POST_LABELS.clearLocation}
          onClick={onClear}
        >
          <X aria-hidden="true" />
        </Button>
      </p>
    );
  }

  const pick = (p: Place) => {
    onPick({ label: p.label, lat: p.lat, lng: p.lng });
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex items-center gap-2">
      <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <label htmlFor={`${id}-input`} className="sr-only">
        {POST_LABELS.addLocation}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && suggestions[active] ? `${id}-option-${active}` : undefined}
        value={text}
        maxLength={POST_LIMITS.locationMax}
        placeholder={POST_LABELS.locationPlaceholder}
        autoComplete="off"
        autoFocus
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {text && (
        <Button variant="ghost" size="icon" className="size-8" aria-label={POST_LABELS.clearLocation} onClick={onClear}>
          <X aria-hidden="true" />
        </Button>
      )}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Places"
        className={cn(
          'absolute top-full right-0 left-6 z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg',
          suggestions.length === 0 && 'hidden',
        )}
      >
        {suggestions.map((p, i) => (
          <div
            key={p.id}
            tabIndex={-1}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(p);
            }}
            className={cn('cursor-pointer rounded-md px-3 py-2 text-sm', i === active ? 'bg-muted' : 'hover:bg-muted')}
          >
            <span className="font-medium">{p.name}</span>
            <span className="text-muted-foreground">, {[p.region, p.country].filter(Boolean).join(', ')}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
