import { lazyNamed } from '@/lib/lazy-named';

// The parts of the gyms feature that others load lazily: each in its own chunk, downloaded when it
// first renders (render it inside Suspense) or when its preload() is called.

/** The dashboard's gyms nearby card. */
export const GymsNearbyCard = lazyNamed(() => import('./components/gyms-nearby-card'), 'GymsNearbyCard');

/** The dashboard's card of who of the member's people is at a gym now (issue 34). */
export const PeopleAtGymsCard = lazyNamed(() => import('./components/people-at-gyms-card'), 'PeopleAtGymsCard');
