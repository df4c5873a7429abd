import { LIMITS } from '@common/limits';
import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';

/**
 * A labelled search box (the label is visually hidden; the placeholder says what it searches).
 * `focusOnArrival` focuses it when it mounts, unless the member is already typing elsewhere.
 * It takes at most the search limit the server accepts (a longer paste is cut by the browser).
 */
export function PeopleSearchInput({
  value,
  onChange,
  placeholder,
  label = 'Search people',
  focusOnArrival = false,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  focusOnArrival?: boolean;
  className?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useFocusOnArrival(ref, focusOnArrival);
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={LIMITS.searchTextMax}
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base placeholder:text-muted-foreground sm:text-sm"
      />
    </div>
  );
}
