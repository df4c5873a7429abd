import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { SessionProvider } from '@/features/auth/session-provider';
import { readStoredUser } from '@/features/auth/session-storage';
import { createQueryClient } from '@/lib/query-client';
import { UpdatePrompt } from './pwa';
import { prefetchFirstRoute } from './route-data';
import { AppRoutes, preloadFirstRoute } from './router';

/** The client, with the first page's code and data already on their way (a member's first load). */
function startApp() {
  const queryClient = createQueryClient();
  const signedIn = readStoredUser() !== null;
  preloadFirstRoute(window.location.pathname, signedIn);
  prefetchFirstRoute(queryClient, window.location.pathname, signedIn);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startApp);
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
