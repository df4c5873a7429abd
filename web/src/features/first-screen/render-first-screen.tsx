// The server's side of the first screen, built for Node by `vite build --ssr` into
// dist/ssr/render-first-screen.js and loaded by server/src/modules/first-screen. It draws the
// app's own components (the same router, layout and page the browser renders) with data fetched
// through the server's own routes, so every check a browser's call would pass through still runs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { localIsoDate } from '@common/fitness/dates';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { prefetchFirstRoute } from '@/app/route-data';
import { AppRoutes, preloadFirstRoute } from '@/app/router';
import { currentUserQueryKey, getCurrentUser, SessionProvider } from '@/features/auth';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import {
  DRAWN_FOR_TODAY,
  FIRST_SCREEN_STATE_ID,
  type FirstScreenState,
  SERVER_DRAWN_PATHS,
} from './first-screen-state';

/** One of the server's routes, called in-process with the member's request headers. */
export type ServerFetch = (
  path: string,
  init: { method: string; headers: Record<string, string> },
) => Promise<Response>;

// Each render's calls go to that render's member: the transport is looked up per async context,
// never shared between two requests drawn at the same time.
const renderCalls = new AsyncLocalStorage<ServerFetch>();
setApiTransport(() => (path, init) => {
  const call = renderCalls.getStore();
  if (!call) return Promise.reject(new Error('an API call outside a first-screen render'));
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  return call(String(path), { method: init?.method ?? 'GET', headers });
});

/**
 * The member's first screen of `pathname` as HTML for the page's `#root`: the drawn screen, inert
 * (it only shows; the app takes over when its code has run), and the data it was drawn from. Null
 * when there is nothing to draw: not one of SERVER_DRAWN_PATHS, a page of DRAWN_FOR_TODAY while
 * `memberToday` (from the member's clock cookie) is not this server's date, or no member signed
 * in (the auth check answered null).
 */
export async function renderFirstScreen(
  pathname: string,
  serverFetch: ServerFetch,
  memberToday: string | null = null,
): Promise<string | null> {
  if (!SERVER_DRAWN_PATHS.has(pathname)) return null;
  // The components read today from this process's clock; the browser will read the member's.
  if (DRAWN_FOR_TODAY.has(pathname) && memberToday !== localIsoDate()) return null;
  const queryClient = createQueryClient();
  const user = await renderCalls.run(serverFetch, async () => {
    const member = await queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser() });
    if (member) await prefetchFirstRoute(queryClient, pathname, member);
    return member;
  });
  if (!user) return null;
  await preloadFirstRoute(pathname, true);
  const screen = renderToString(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  // A part that failed or waited (React marks it `<!--$!-->` and leaves it to the browser) would
  // make the screen change under the member's eyes: draw nothing rather than half of it.
  if (screen.includes('<!--$!-->')) throw new Error(`the first screen of ${pathname} was not drawn whole`);
  const state: FirstScreenState = { user, queries: dehydrate(queryClient) };
  // `<` escaped: no text in the data can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return (
    `<div data-first-screen inert>${screen}</div>` +
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`
  );
}
