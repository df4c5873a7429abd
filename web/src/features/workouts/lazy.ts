import { lazyNamed } from '@/lib/lazy-named';

// The parts of the workouts feature that others load lazily: each in its own chunk, downloaded when it
// first renders (render it inside Suspense) or when its preload() is called.

/** The dashboard's today card with the coach's targets (issue 33). */
export const TodaysTargetsCard = lazyNamed(() => import('./components/todays-targets-card'), 'TodaysTargetsCard');

/** The dashboard's suggested workouts. */
export const SuggestedWorkoutsCard = lazyNamed(
  () => import('./components/suggested-workouts-card'),
  'SuggestedWorkoutsCard',
);
