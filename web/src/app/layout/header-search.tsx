import { LIMITS } from '@common/limits';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useSearchText } from '@/lib/use-search-text';

export interface HeaderSearchProps {
  placeholder: string;
  className?: string;
  autoFocus?: boolean;
  /** Called after the search is submitted (the mobile overlay closes itself). */
  onSearched?: () => void;
}

/**
 * Searches people, gyms and workouts together (D2): submitting opens /search?q=<text>. On /search
 * itself the box is live (issue 16): typing updates the results and the address as the page's own
 * box does, and Back and Forward bring earlier searches back into it. It takes at most the search
 * limit every results section accepts.
 */
export function HeaderSearch({ placeholder, className, autoFocus, onSearched }: HeaderSearchProps) {
  const navigate = useNavigate();
  const onSearchPage = useLocation().pathname === '/search';
  const { text, setText, commit } = useSearchText(onSearchPage);
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (onSearchPage) commit();
    else if (query) navigate(`/search?q=${encodeURIComponent(query)}`);
    else return;
    onSearched?.();
  };

  return (
    <search className={cn('relative block w-full', className)}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Search
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={LIMITS.searchTextMax}
          autoFocus={autoFocus}
          enterKeyHint="search"
          className="h-10 w-full max-sm:h-11 rounded-full border border-input bg-muted/60 pr-4 pl-9 text-base placeholder:text-muted-foreground focus:bg-card sm:text-sm"
        />
      </form>
    </search>
  );
}
