import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ExploreChallenges } from '@/features/challenges';
import { ExploreClubsTab } from '@/features/clubs';
import { ExploreGymsTab } from '@/features/gyms';
import { ExplorePeopleTab } from '@/features/people';
import { PostList, useTrending } from '@/features/posts';
import { ExploreWorkoutsTab } from '@/features/workouts';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = [
  { value: 'trending', label: 'Trending' },
  { value: 'workouts', label: 'Workouts', screen: { to: '/workouts', label: 'Open Workout Plans' } },
  { value: 'gyms', label: 'Gyms', screen: { to: '/gyms', label: 'Open Find Gyms' } },
  { value: 'people', label: 'People', screen: { to: '/follows', label: 'Open Find People' } },
  // Issue 34: clubs (suggested by home gym and sport) and the public challenges.
  { value: 'clubs', label: 'Clubs', screen: { to: '/clubs', label: 'Open Clubs' } },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** Explore (D2): Trending posts, and the Workouts, Gyms, People and Clubs tabs of their features. The tab is in the URL. */
export function ExplorePage() {
  usePageTitle('Explore');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'trending';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Explore</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'trending' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label="Explore">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="trending">{tab === 'trending' && <TrendingTab />}</TabsContent>
        <TabsContent value="workouts">
          <ExploreWorkoutsTab />
        </TabsContent>
        <TabsContent value="gyms">
          <ExploreGymsTab />
        </TabsContent>
        <TabsContent value="people">
          <ExplorePeopleTab />
        </TabsContent>
        <TabsContent value="clubs">
          {tab === 'clubs' && (
            <>
              <ExploreClubsTab />
              <ExploreChallenges />
              <Link
                to="/challenges"
                className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                Open Challenges
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </>
          )}
        </TabsContent>
        {TABS.map(
          (t) =>
            'screen' in t &&
            tab === t.value && (
              <Link
                key={t.value}
                to={t.screen.to}
                className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                {t.screen.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ),
        )}
      </Tabs>
    </div>
  );
}

function TrendingTab() {
  const trending = useTrending();
  return (
    <PostList
      list={trending}
      label="Trending posts"
      errorText={POST_TOASTS.feedFallback}
      empty={{ icon: TrendingUp, title: POST_LABELS.trendingEmptyTitle, description: POST_LABELS.trendingEmptyText }}
    />
  );
}
