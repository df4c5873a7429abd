import type { User } from '@common/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { unreadCountsOptions } from '@/features/notifications';
import { followCountsOptions } from '@/features/people';
import { feedListOptions } from '@/features/posts';
import {
  activePlanOptions,
  activityOptions,
  calendarOptions,
  currentMonthGrid,
  myPlansListOptions,
  recommendedListOptions,
} from '@/features/workouts';

/** Paths whose first screen is the feed (the landing paths send a member to the dashboard). */
const FEED_PATHS = new Set(['/', '/login', '/register', '/dashboard', '/create-post']);

const normalPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * A member's first screen's data, all asked for at once: in the browser while the page's code
 * still downloads (so the two arrive together instead of one after the other), and on the server
 * before it draws that screen (web/src/features/first-screen). The feed's first page with the
 * header's unread counts and the profile card's follow counts; on Workout Plans, the active plan,
 * the recommended plans, the My Plans count, the week's activity and the calendar's month. The server still decides: a 401 here starts the usual session check.
 * Resolves when every answer is in (failures included: the page shows them as it would).
 */
export function prefetchFirstRoute(queryClient: QueryClient, pathname: string, user: User | null): Promise<unknown> {
  if (!user) return Promise.resolve();
  const path = normalPath(pathname);
  const loads: Promise<unknown>[] = [];
  if (path === '/workouts') {
    // Today's Workout first: the tabs below wait for it (workouts-page.tsx).
    loads.push(queryClient.prefetchQuery(activePlanOptions()));
    loads.push(queryClient.prefetchInfiniteQuery(recommendedListOptions()));
    // The rest of the first screen (the My Plans count, the week, the calendar's month): drawn by
    // the server too, so taking the page over asks for nothing and redraws nothing.
    loads.push(queryClient.prefetchInfiniteQuery(myPlansListOptions()));
    loads.push(queryClient.prefetchQuery(activityOptions(user.id)));
    const month = currentMonthGrid();
    loads.push(queryClient.prefetchQuery(calendarOptions(month.from, month.to)));
  }
  if (FEED_PATHS.has(path)) {
    loads.push(queryClient.prefetchInfiniteQuery(feedListOptions()));
    loads.push(queryClient.prefetchQuery(followCountsOptions(user.id)));
  }
  if (loads.length > 0) loads.push(queryClient.prefetchQuery(unreadCountsOptions()));
  return Promise.all(loads);
}

/** The feed's first page, if the first screen is the feed and it has arrived (its first photo preloads). */
export function firstFeedPage(queryClient: QueryClient, pathname: string) {
  if (!FEED_PATHS.has(normalPath(pathname))) return undefined;
  return queryClient.getQueryData(feedListOptions().queryKey)?.pages[0];
}
