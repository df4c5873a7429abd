import { lazyNamed } from '@/lib/lazy-named';

// The parts of the activities feature that others load lazily: each in its own chunk, downloaded when it
// first renders (render it inside Suspense) or when its preload() is called.

/** The workouts page's runs tab. */
export const ActivitiesPanel = lazyNamed(() => import('./components/activities-panel'), 'ActivitiesPanel');
