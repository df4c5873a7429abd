import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyNamed } from '@/lib/lazy-named';
import { RequireAdmin, RequireAuth } from './guards';
import { RouteErrorBoundary } from './route-error';

// Declarative routes with React.lazy: every page is its own chunk, downloaded when its route is
// first shown. (The data router would add ~16 KB gzipped to the landing page for loaders that
// this app does not use: data comes through TanStack Query.) A feature's page is imported here by
// its path, the one exception to "a feature only through its index" (app/feature-boundaries.test.ts):
// the indexes export no pages, so no page comes along with whatever imports an index. Pages that
// compose several features live in ./pages.

const AppLayout = lazyNamed(() => import('./layout/app-layout'), 'AppLayout');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');
const AuthPage = lazyNamed(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyNamed(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const UnsubscribePage = lazyNamed(() => import('@/features/notifications/pages/unsubscribe-page'), 'UnsubscribePage');
const DashboardPage = lazyNamed(() => import('./pages/dashboard-page'), 'DashboardPage');
const CreatePostPage = lazyNamed(() => import('./pages/create-post-page'), 'CreatePostPage');
const ExplorePage = lazyNamed(() => import('./pages/explore-page'), 'ExplorePage');
const GymsPage = lazyNamed(() => import('@/features/gyms/pages/gyms-page'), 'GymsPage');
const GymDetailPage = lazyNamed(() => import('@/features/gyms/pages/gym-detail-page'), 'GymDetailPage');
const FollowsPage = lazyNamed(() => import('@/features/people/pages/follows-page'), 'FollowsPage');
const FriendsPage = lazyNamed(() => import('@/features/people/pages/friends-page'), 'FriendsPage');
const SearchPage = lazyNamed(() => import('./pages/search-page'), 'SearchPage');
const ProfilePage = lazyNamed(() => import('./pages/profile-page'), 'ProfilePage');
const EditProfilePage = lazyNamed(() => import('./pages/edit-profile-page'), 'EditProfilePage');
const SettingsPage = lazyNamed(() => import('./pages/settings-page'), 'SettingsPage');
const MealsPage = lazyNamed(() => import('@/features/meals/pages/meals-page'), 'MealsPage');
const WorkoutsPage = lazyNamed(() => import('@/features/workouts/pages/workouts-page'), 'WorkoutsPage');
const WorkoutProgressPage = lazyNamed(
  () => import('@/features/workouts/pages/workout-progress-page'),
  'WorkoutProgressPage',
);
const ExerciseCataloguePage = lazyNamed(
  () => import('@/features/exercises/pages/exercise-catalogue-page'),
  'ExerciseCataloguePage',
);
const ExercisePage = lazyNamed(() => import('@/features/exercises/pages/exercise-page'), 'ExercisePage');
const ImportHistoryPage = lazyNamed(
  () => import('@/features/history-import/pages/import-history-page'),
  'ImportHistoryPage',
);
const ActivityPage = lazyNamed(() => import('./pages/activity-page'), 'ActivityPage');
const PostPage = lazyNamed(() => import('@/features/posts/pages/post-page'), 'PostPage');
const SegmentPage = lazyNamed(() => import('@/features/segments/pages/segment-page'), 'SegmentPage');
const ClubsPage = lazyNamed(() => import('@/features/clubs/pages/clubs-page'), 'ClubsPage');
const ClubPage = lazyNamed(() => import('@/features/clubs/pages/club-page'), 'ClubPage');
const ChallengesPage = lazyNamed(() => import('@/features/challenges/pages/challenges-page'), 'ChallengesPage');
const ChallengePage = lazyNamed(() => import('@/features/challenges/pages/challenge-page'), 'ChallengePage');
const ChatPage = lazyNamed(() => import('@/features/chat/pages/chat-page'), 'ChatPage');
const NotificationsPage = lazyNamed(
  () => import('@/features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const AdminPage = lazyNamed(() => import('@/features/admin/pages/admin-page'), 'AdminPage');

/** The page a member's first load of a path shows (`/`, `/login` and `/register` send them to the dashboard). */
const FIRST_PAGES: Record<string, { preload: () => Promise<void> }> = {
  '/': DashboardPage,
  '/login': DashboardPage,
  '/register': DashboardPage,
  '/dashboard': DashboardPage,
  '/create-post': CreatePostPage,
  '/explore': ExplorePage,
  '/gyms': GymsPage,
  '/follows': FollowsPage,
  '/friends': FriendsPage,
  '/search': SearchPage,
  '/meals': MealsPage,
  '/workouts': WorkoutsPage,
  '/workouts/progress': WorkoutProgressPage,
  '/exercises': ExerciseCataloguePage,
  '/clubs': ClubsPage,
  '/challenges': ChallengesPage,
  '/chat': ChatPage,
  '/notifications': NotificationsPage,
  '/edit-profile': EditProfilePage,
  '/settings': SettingsPage,
  '/admin': AdminPage,
  '/profile': ProfilePage,
};

/** The same for addresses that name something (`/profile/liam.runs`, `/posts/42`), by their start. */
const FIRST_PAGES_BY_PREFIX: [string, { preload: () => Promise<void> }][] = [
  ['/profile/', ProfilePage],
  ['/exercises/', ExercisePage],
  ['/posts/', PostPage],
];

/**
 * Starts downloading a signed-in member's first page together with the layout around it: left
 * to React, the page's chunk would only be asked for once the layout's had arrived and rendered.
 * A visitor (no stored user) is left alone: guarded paths send them to the landing page.
 * Resolves when both are here (or failed: rendering then tries again and shows the error).
 */
export async function preloadFirstRoute(pathname: string, signedIn: boolean): Promise<void> {
  if (!signedIn) return;
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = FIRST_PAGES[path] ?? FIRST_PAGES_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1];
  await Promise.all([AppLayout.preload(), page?.preload()]);
}

/** The route table of spec section 2 plus DECISIONS D2. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A page that failed is forgotten when the visitor goes elsewhere.
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {/* The landing and auth page stands alone: no header, sidebar or bottom navigation. */}
          <Route path="/" element={<AuthPage initialTab="login" />} />
          <Route path="/login" element={<AuthPage key="login" initialTab="login" />} />
          <Route path="/register" element={<AuthPage key="register" initialTab="register" />} />
          {/* Opened from emails, signed in or not (issue 18). */}
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
          <Route element={<AppLayout />}>
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/create-post" element={<CreatePostPage />} />
              <Route path="/explore" element={<ExplorePage />} />
              <Route path="/gyms" element={<GymsPage />} />
              <Route path="/gyms/:id" element={<GymDetailPage />} />
              <Route path="/follows" element={<FollowsPage />} />
              <Route path="/friends" element={<FriendsPage />} />
              <Route path="/search" element={<SearchPage />} />
              <Route path="/meals" element={<MealsPage />} />
              <Route path="/workouts" element={<WorkoutsPage />} />
              <Route path="/workouts/progress" element={<WorkoutProgressPage />} />
              <Route path="/workouts/import" element={<ImportHistoryPage />} />
              <Route path="/exercises" element={<ExerciseCataloguePage />} />
              <Route path="/exercises/:id" element={<ExercisePage />} />
              <Route path="/posts/:id" element={<PostPage />} />
              <Route path="/activities/:id" element={<ActivityPage />} />
              <Route path="/segments/:id" element={<SegmentPage />} />
              <Route path="/clubs" element={<ClubsPage />} />
              <Route path="/clubs/:id" element={<ClubPage />} />
              <Route path="/challenges" element={<ChallengesPage />} />
              <Route path="/challenges/:id" element={<ChallengePage />} />
              <Route path="/chat" element={<ChatPage />} />
              <Route path="/notifications" element={<NotificationsPage />} />
              <Route path="/edit-profile" element={<EditProfilePage />} />
              <Route path="/settings" element={<SettingsPage />} />
            </Route>
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<AdminPage />} />
            </Route>
            {/* Not guarded: a visitor is asked to sign in there (spec section 2, Profile). */}
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/:username" element={<ProfilePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
