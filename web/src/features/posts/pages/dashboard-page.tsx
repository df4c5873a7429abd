import { Newspaper, PenSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/auth/session-provider';
import { GymsNearbyCard } from '@/features/gyms/components/gyms-nearby-card';
import { FriendSuggestionsCard } from '@/features/people/components/friend-suggestions-card';
import { ProfileSummaryCard } from '@/features/people/components/profile-summary-card';
import { SuggestedWorkoutsCard } from '@/features/workouts/components/suggested-workouts-card';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The dashboard (spec section 2): profile summary, composer and feed in the main column, and on
 * desktop a right sidebar with suggested workouts, gyms nearby and friend suggestions.
 * /create-post renders it with the composer focused.
 */
export function DashboardPage({ focusComposer = false }: { focusComposer?: boolean }) {
  const { user } = useSession();
  const composerRef = useRef<HTMLElement>(null);
  usePageTitle(focusComposer ? 'Create Post' : 'Home');

  useEffect(() => {
    if (focusComposer) composerRef.current?.focus();
  }, [focusComposer]);

  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="sr-only">Home</h1>
        <ProfileSummaryCard user={user} />
        <section ref={composerRef} id="composer" tabIndex={-1} aria-labelledby="composer-title">
          <Card>
            <CardHeader>
              <CardTitle id="composer-title" className="flex items-center gap-2">
                <PenSquare className="size-4 text-primary" aria-hidden="true" />
                Share your progress
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">
                Posting updates with photos, videos and places is coming soon.
              </p>
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="feed-title">
          <h2 id="feed-title" className="sr-only">
            Feed
          </h2>
          <Card>
            <EmptyState
              icon={Newspaper}
              title="Your feed is warming up"
              description="Posts from you and the people you follow will show up here."
            />
          </Card>
        </section>
      </div>
      <aside aria-label="Suggestions" className="hidden flex-col gap-4 xl:flex">
        <SuggestedWorkoutsCard />
        <GymsNearbyCard />
        <FriendSuggestionsCard />
      </aside>
    </div>
  );
}
