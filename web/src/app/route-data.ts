import type { QueryClient } from '@tanstack/react-query';
import { feedListOptions } from '@/features/posts/api/get-posts';
import { preloadPriorityImage } from '@/features/posts/lib/priority-image';
import { activePlanOptions, recommendedListOptions } from '@/features/workouts/api/get-plans';

/** Paths whose first screen is the feed (the landing paths send a member to the dashboard). */
const FEED_PATHS = new Set(['/', '/login', '/register', '/dashboard', '/create-post']);

/**
 * Asks for the first screen's data while the page's code still downloads, so the two arrive
 * together instead of one after the other: the feed's first page, then its first photo; on
 * Workout Plans, the active plan and the recommended plans. Only for
 * a member (a stored user); the server still decides, and a 401 here starts the usual session
 * check. The page then reads the same query from the cache.
 */
export function prefetchFirstRoute(queryClient: QueryClient, pathname: string, signedIn: boolean): void {
  if (!signedIn) return;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/workouts') {
    // Today's Workout first: the tabs below wait for it (workouts-page.tsx).
    void queryClient.prefetchQuery(activePlanOptions());
    void queryClient.prefetchInfiniteQuery(recommendedListOptions());
  }
  if (!FEED_PATHS.has(path)) return;
  const options = feedListOptions();
  void queryClient.prefetchInfiniteQuery(options).then(() => {
    const first = queryClient.getQueryData(options.queryKey)?.pages[0];
    if (first) preloadPriorityImage(first);
  });
}
