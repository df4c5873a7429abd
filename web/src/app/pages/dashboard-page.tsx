import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { Newspaper } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';
import { GymsNearbyCard, PeopleAtGymsCard } from '@/features/gyms';
import { FriendSuggestionsCard, ProfileSummaryCard } from '@/features/people';
import { Composer, PostList, useFeed } from '@/features/posts';
import { SuggestedWorkoutsCard, TodaysTargetsCard } from '@/features/workouts';
import { useMediaQuery, XL_SCREEN } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The dashboard (spec section 2): profile summary, composer and feed in the main column, and on
 * desktop a right sidebar with suggested workouts, who of the member's people is at a gym now (issue
 * 34), gyms nearby and friend suggestions.
 * /create-post renders it with the composer focused.
 */
export function DashboardPage({ focusComposer = false }: { focusComposer?: boolean }) {
  const { user } = useSession();
  const feed = useFeed();
  const wide = useMediaQuery(XL_SCREEN);
  usePageTitle(focusComposer ? 'Create Post' : 'Home');

  useEffect(() => {
    if (feed.isError)
      toast({ title: POST_TOASTS.feedError, description: POST_TOASTS.feedFallback, variant: 'destructive' });
  }, [feed.isError]);

  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="sr-only">Home</h1>
        <ProfileSummaryCard user={user} />
        {/* /create-post (and links to #composer) land in the text box, ready to type. */}
        <section aria-label="Create a post">
          <Composer autoFocus={focusComposer} textId="composer" />
        </section>
        <section aria-labelledby="feed-title">
          <h2 id="feed-title" className="sr-only">
            Feed
          </h2>
          <PostList
            list={feed}
            label="Feed"
            errorText={POST_TOASTS.feedFallback}
            empty={{ icon: Newspaper, title: POST_LABELS.feedEmptyTitle, description: POST_LABELS.feedEmptyText }}
          />
        </section>
      </div>
      {/* The suggestions column shows on wide screens only, after the feed: its cards (each loaded
          lazily by its feature, in its own chunk) and their queries load there and then, never on a phone. */}
      <aside aria-label="Suggestions" className="hidden flex-col gap-4 xl:flex">
        {wide && (
          <Suspense fallback={null}>
            <TodaysTargetsCard />
            <SuggestedWorkoutsCard />
            <PeopleAtGymsCard />
            <GymsNearbyCard />
            <FriendSuggestionsCard />
          </Suspense>
        )}
      </aside>
    </div>
  );
}
