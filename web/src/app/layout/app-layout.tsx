import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryKey, useSession, useSessionVerified, VerifyEmailBanner } from '@/features/auth';
import { useUnreadCounts } from '@/features/notifications';
import { DeferredOfflineStatus } from '@/features/offline';
import { SocketProvider } from '@/lib/socket-client';
import { LG_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { SidebarNav } from './sidebar-nav';

/**
 * The app shell (spec section 2, Layout): header; for members a sidebar on desktop (a drawer on
 * phones, opened from the header) and a bottom navigation bar on phones.
 */
export function AppLayout() {
  const { user } = useSession();
  const isVerified = useSessionVerified();
  // The sidebar (with its goal panel's query) only where it shows; phones have the drawer. The
  // server's first screen draws it (hidden by CSS on phones): desktops then see no jump.
  const wide = useMediaQuery(LG_SCREEN, true);
  const queryClient = useQueryClient();
  // The server ended the session (a suspension, say): the auth check clears the user, and the
  // guards send the visitor to /.
  const checkSession = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  return (
    // One real-time socket per signed-in tab: header badges and chat listen to it.
    // It opens once the server confirmed the session: a stale stored user opens none.
    <SocketProvider userId={isVerified ? user?.id : undefined} onSessionEnded={checkSession}>
      <div className="min-h-dvh">
        <SkipLink />
        <HeaderWithUnreadCounts signedIn={Boolean(user)} />
        <VerifyEmailBanner />
        {user && <DeferredOfflineStatus userId={user.id} />}
        <div className="mx-auto flex w-full max-w-[90rem]">
          {user && wide && (
            <aside
              aria-label="Sidebar"
              className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-border p-4 lg:block"
            >
              <SidebarNav user={user} />
            </aside>
          )}
          <main
            id="main-content"
            tabIndex={-1}
            className="min-w-0 flex-1 px-3 py-4 pb-24 outline-none sm:px-6 sm:py-6 lg:pb-8"
          >
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {user && <BottomNav user={user} />}
      </div>
    </SocketProvider>
  );
}

/** The header with the member's real unread counts (D5), kept live by the socket. */
function HeaderWithUnreadCounts({ signedIn }: { signedIn: boolean }) {
  const counts = useUnreadCounts(signedIn);
  return <Header notificationCount={counts.notifications} messageCount={counts.messages} />;
}
