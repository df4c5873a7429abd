import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { readStoredUser, SessionProvider } from '@/features/auth';
import { adoptFirstScreen, rememberMemberClock } from '@/features/first-screen';
import { preloadPriorityImage } from '@/features/posts';
import { createQueryClient } from '@/lib/query-client';
import { UpdatePrompt } from './pwa';
import { firstFeedPage, prefetchFirstRoute } from './route-data';
import { AppRoutes, preloadFirstRoute } from './router';

export interface AppStart {
  queryClient: QueryClient;
  /** The server drew the first screen: the first render must draw the same, whole. */
  serverDrawn: boolean;
  /** The first page's code has arrived (or failed): the first render will not suspend on it. */
  codeReady: Promise<void>;
}

/**
 * The client, with the first page's code and data already on their way (a member's first load),
 * or its data already here when the server drew the first screen (web/src/features/first-screen).
 */
export function startApp(path: string = window.location.pathname): AppStart {
  rememberMemberClock();
  const queryClient = createQueryClient();
  const serverDrawn = adoptFirstScreen(queryClient);
  const user = readStoredUser();
  const codeReady = preloadFirstRoute(path, user !== null);
  if (!serverDrawn) {
    void prefetchFirstRoute(queryClient, path, user).then(() => {
      const first = firstFeedPage(queryClient, path);
      if (first) preloadPriorityImage(first);
    });
  }
  return { queryClient, serverDrawn, codeReady };
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <UpdatePrompt />
      </SessionProvider>
    </QueryClientProvider>
  );
}
