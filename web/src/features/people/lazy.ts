import { lazyNamed } from '@/lib/lazy-named';

// The parts of the people feature that others load lazily: each in its own chunk, downloaded when it
// first renders (render it inside Suspense) or when its preload() is called.

/** The dashboard's friend suggestions. */
export const FriendSuggestionsCard = lazyNamed(
  () => import('./components/friend-suggestions-card'),
  'FriendSuggestionsCard',
);
