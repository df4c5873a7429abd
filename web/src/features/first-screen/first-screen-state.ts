import type { User } from '@common/schemas/user';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { writeStoredUser } from '@/features/auth';

/**
 * The paths whose first screen the server draws for a signed-in member: the pages members land on
 * most. Its HTML carries the drawn screen and the data it was drawn from, so the browser shows
 * the feed before any script has run (issue 21: as fast as a static page of the same posts).
 */
export const SERVER_DRAWN_PATHS: ReadonlySet<string> = new Set(['/dashboard', '/workouts']);

/**
 * Drawn paths whose screen depends on the member's today (Workout Plans: today's workout, the
 * calendar's today): drawn only when the member's date is the server's (common/member-clock.ts).
 */
export const DRAWN_FOR_TODAY: ReadonlySet<string> = new Set(['/workouts']);

/** The `<script type="application/json">` holding the data the server drew the screen with. */
export const FIRST_SCREEN_STATE_ID = 'fc-first-screen';

export interface FirstScreenState {
  /** The member the screen was drawn for: the server's word, as the auth check would answer. */
  user: User;
  /** The first screen's queries, as TanStack Query's `dehydrate` wrote them. */
  queries: DehydratedState;
}

/**
 * In the browser: takes the server's data out of the page (once) and puts it where the app reads
 * it, the query cache and the stored user, so React's first render draws the very screen the
 * server drew. False when the server drew nothing (a visitor, another path, the service worker's
 * offline shell).
 */
export function adoptFirstScreen(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element) return false;
  element.remove();
  let state: FirstScreenState;
  try {
    state = JSON.parse(element.textContent ?? '') as FirstScreenState;
  } catch {
    return false;
  }
  hydrate(queryClient, state.queries);
  writeStoredUser(state.user);
  return true;
}
