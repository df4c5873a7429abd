import { EXERCISE_TEXTS } from '@common/exercises-texts';
import { Dumbbell, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useRecentExercises } from '@/features/workouts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useExerciseLibrary } from '../api/get-exercises';
import { CatalogueFilters } from '../components/catalogue-filters';
import { ExerciseRow } from '../components/exercise-row';
import {
  type CatalogueFilter,
  filterFromParams,
  filterLibrary,
  isFiltered,
  NO_FILTER,
  paramsOfFilter,
  pickByIds,
} from '../lib/catalogue-filter';

/** Rows drawn at once; "Show more" adds as many (the library holds some 400). */
export const CATALOGUE_PAGE = 60;
const RECENT_MAX = 8;
const SEARCH_PAUSE_MS = 150;

/**
 * /exercises: the exercise catalogue and the member's own exercises, searched as they type
 * (typo-tolerant, on the device), filtered by equipment, muscle or "mine"; recently used first.
 * The search and filters live in the address, so Back from an exercise returns to the same list.
 */
export function ExerciseCataloguePage() {
  usePageTitle(EXERCISE_TEXTS.catalogueTitle);
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => filterFromParams(params));
  const [text, setText] = useState(initial.q);
  const [choices, setChoices] = useState<Omit<CatalogueFilter, 'q'>>(initial);
  const q = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const filter = useMemo(() => ({ ...choices, q }), [choices, q]);
  const [shown, setShown] = useState(CATALOGUE_PAGE);

  const library = useExerciseLibrary();
  const recent = useRecentExercises();
  const results = useMemo(() => filterLibrary(library.data ?? [], filter), [library.data, filter]);
  const filtered = isFiltered(filter);
  const recentExercises = filtered ? [] : pickByIds(library.data ?? [], recent.data ?? [], RECENT_MAX);

  // The address follows the list (replacing, so Back leaves the page rather than undoing a filter).
  // A link followed while the search was settling has already moved the address on (the next page
  // may still be loading, this one still on screen): it is left there.
  const { pathname } = useLocation();
  useEffect(() => {
    const search = new URLSearchParams(paramsOfFilter(filter)).toString();
    if (window.location.pathname !== pathname || window.location.search.replace(/^\?/, '') === search) return;
    setParams(search, { replace: true });
  }, [filter, pathname, setParams]);
  // A new search or filter starts at the top of its list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the filter changes
  useEffect(() => setShown(CATALOGUE_PAGE), [filter]);

  const clear = () => {
    setText('');
    setChoices(NO_FILTER);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{EXERCISE_TEXTS.catalogueTitle}</h1>
      <CatalogueFilters
        text={text}
        onText={setText}
        filter={filter}
        onFilter={(change) => setChoices((c) => ({ ...c, ...change }))}
      />
      {library.isError ? (
        <Card>
          <EmptyState
            icon={Dumbbell}
            title="The exercises could not be loaded"
            action={
              <Button variant="outline" onClick={() => library.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : !library.data ? (
        <PageSpinner label="Loading exercises" />
      ) : (
        <>
          {recentExercises.length > 0 && (
            <section aria-labelledby="recent-exercises-title" className="flex flex-col gap-2">
              <h2 id="recent-exercises-title" className="text-lg font-semibold">
                Recently used
              </h2>
              <Card className="p-1">
                <ul aria-labelledby="recent-exercises-title">
                  {recentExercises.map((e) => (
                    <ExerciseRow key={e.id} exercise={e} />
                  ))}
                </ul>
              </Card>
            </section>
          )}
          <section aria-labelledby="all-exercises-title" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="all-exercises-title" className="text-lg font-semibold">
                {filtered ? 'Results' : 'All exercises'}
              </h2>
              <p role="status" className="text-sm text-muted-foreground">
                {results.length} {results.length === 1 ? 'exercise' : 'exercises'}
              </p>
            </div>
            {results.length === 0 ? (
              <Card>
                <EmptyState
                  icon={SearchX}
                  title="No exercise matches"
                  description={filter.q.trim() ? `Nothing fits “${filter.q.trim()}” with these filters.` : undefined}
                  action={
                    <Button variant="outline" onClick={clear}>
                      Clear search and filters
                    </Button>
                  }
                />
              </Card>
            ) : (
              <Card className="p-1">
                <ul aria-labelledby="all-exercises-title">
                  {results.slice(0, shown).map((e) => (
                    <ExerciseRow key={e.id} exercise={e} />
                  ))}
                </ul>
              </Card>
            )}
            {results.length > shown && (
              <div className="flex flex-col items-center gap-1 py-2">
                <Button variant="outline" onClick={() => setShown((n) => n + CATALOGUE_PAGE)}>
                  Show more
                </Button>
                <p className="text-xs text-muted-foreground">
                  Showing {shown} of {results.length}
                </p>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
