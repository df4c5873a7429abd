import { SAMPLE_TODAY } from '@common/fitness/sample-week';
import { OFFLINE_TEXTS } from '@common/offline-texts';
import type { Exercise } from '@common/schemas/workout-exercises';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { useQueryClient } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivitiesPanel } from '@/features/activities';
import { useSession } from '@/features/auth';
import { clearDraft, loadDraft } from '@/features/offline';
import { api } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy-named';
import { usePageTitle } from '@/lib/use-page-title';
import { type PlanFilters as Filters, useActivePlan, useMyPlans } from '../api/get-plans';
import { workoutKeys } from '../api/keys';
import { ActivityCard } from '../components/activity-card';
import { ImportHistoryLink } from '../components/import-history-link';
import { PlanFilters } from '../components/plan-filters';
import { MyPlans, RecommendedPlans } from '../components/plan-lists';
import { TodaysWorkoutCard } from '../components/todays-workout-card';
import { WorkoutCalendar } from '../components/workout-calendar';
import type { LoggerStart } from '../components/workout-logger-dialog';
import { countDoneSets } from '../lib/live-workout';
import { loggerForLog } from '../lib/log-to-logger';
import { isResumable, type LoggerDraft } from '../lib/logger-draft';
import { sampleExercises } from '../lib/todays-workout';

// What the first screen does not show loads when it is opened: the builder, history and runs
// tabs, a plan's details and the workout logger (with their forms, maps and dialogs). The runs
// tab (ActivitiesPanel) is loaded lazily by the activities feature itself.
const PlanBuilder = lazyNamed(() => import('../components/plan-builder'), 'PlanBuilder');
const PlanDetailsDialog = lazyNamed(() => import('../components/plan-details-dialog'), 'PlanDetailsDialog');
const WorkoutHistory = lazyNamed(() => import('../components/workout-history'), 'WorkoutHistory');
const WorkoutLoggerDialog = lazyNamed(() => import('../components/workout-logger-dialog'), 'WorkoutLoggerDialog');

type Tab = 'recommended' | 'mine' | 'create' | 'history' | 'activities';
const TABS: Tab[] = ['recommended', 'mine', 'create', 'history', 'activities'];

/**
 * Workout Plans (spec section 2): filters, Today's Workout with Start Workout, tabs Recommended /
 * My Plans / Create Plan (and History of logged workouts), the week's activity and the calendar.
 * `?tab=create` opens the builder and `?start=today` starts today's workout (dashboard modal).
 */
export function WorkoutsPage() {
  usePageTitle(WORKOUT_TEXTS.pageTitle);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const initialTab = TABS.find((t) => t === params.get('tab')) ?? 'recommended';
  const [tab, setShownTab] = useState<Tab>(initialTab);
  // The tab is in the address (?tab=history), so a reload or a shared link opens the same one.
  const setTab = (next: Tab) => {
    setShownTab(next);
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'recommended') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  };
  const [filters, setFilters] = useState<Filters>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<WorkoutPlan | null>(null);
  const [logger, setLogger] = useState<(LoggerStart & { resume?: LoggerDraft }) | null>(null);
  const [draft, setDraft] = useState<LoggerDraft | null>(null);
  const userId = user?.id;
  const myPlans = useMyPlans(filters);
  // Today's Workout above grows when the active plan arrives: the list below waits for it, so it
  // is never pushed down the screen after it showed (layout shift).
  const activeSettled = !useActivePlan().isPending;

  const library = () =>
    queryClient.ensureQueryData({
      queryKey: workoutKeys.exercises(),
      queryFn: () => api.get<Exercise[]>('/api/exercises'),
    });
  const start = async (what: LoggerStart | 'sample') => {
    if (what !== 'sample') return setLogger(what);
    setLogger({ mode: 'live', title: SAMPLE_TODAY.title, planId: null, exercises: sampleExercises(await library()) });
  };
  const edit = async (plan: WorkoutPlan | number) => {
    const full =
      typeof plan === 'number'
        ? await queryClient.fetchQuery({
            queryKey: workoutKeys.plan(plan),
            queryFn: () => api.get<WorkoutPlan>(`/api/workout-plans/${plan}`),
          })
        : plan;
    setViewing(null);
    setEditing(full);
    setTab('create');
  };

  // A workout left unfinished (the tab closed, the phone killed the app) is offered back; read
  // again whenever the logger closes.
  useEffect(() => {
    if (userId === undefined || logger) return;
    let current = true;
    void loadDraft<LoggerDraft>(userId)
      .then((kept) => current && setDraft(isResumable(kept) ? kept : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, logger]);

  // The exercise library, fetched once the page is idle while there is a network, so the logger
  // has it in the cache kept on the device (issue 17) when the gym has no signal. Idle, not on a
  // timer: on a slow phone the first screen's work comes first (issue 21). Once per visit: a
  // re-render must not cancel and re-schedule it (a busy page would push it back again and again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `library` only reads the stable query client
  useEffect(() => {
    const fetchLibrary = () => {
      if (navigator.onLine) void library().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchLibrary, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchLibrary, 1500);
    return () => clearTimeout(timer);
  }, []);

  // Deep links from the dashboard's plan modal, used once.
  const startParam = params.get('start');
  useEffect(() => {
    if (!startParam) return;
    setParams({}, { replace: true });
    document.getElementById('todays-workout-title')?.scrollIntoView();
  }, [startParam, setParams]);

  if (!user) return null;
  const count = myPlans.hasNextPage ? `${myPlans.items.length}+` : String(myPlans.items.length);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{WORKOUT_TEXTS.pageTitle}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/exercises" className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}>
              <Dumbbell aria-hidden="true" />
              Exercises
            </Link>
            <ImportHistoryLink />
          </div>
        </div>
        <PlanFilters onApply={setFilters} />
        {draft && !logger && (
          <UnfinishedWorkoutCard
            draft={draft}
            onResume={() =>
              setLogger({ mode: draft.workout.mode, title: '', planId: null, exercises: [], resume: draft })
            }
            onDiscard={() => {
              if (!window.confirm('Discard this workout? The sets you marked done are not saved.')) return;
              setDraft(null);
              void clearDraft(user.id);
            }}
          />
        )}
        <TodaysWorkoutCard onStart={start} autoStart={startParam === 'today'} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Workout plans">
            <TabsTrigger value="recommended">{WORKOUT_TEXTS.recommended}</TabsTrigger>
            <TabsTrigger value="mine">
              {WORKOUT_TEXTS.myPlans} ({myPlans.isPending ? '…' : count})
            </TabsTrigger>
            <TabsTrigger value="create">{editing ? 'Edit Plan' : WORKOUT_TEXTS.createPlan}</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
            <TabsTrigger value="activities">Runs & rides</TabsTrigger>
          </TabsList>
          <TabsContent value="recommended">
            {activeSettled ? <RecommendedPlans filters={filters} onView={setViewing} /> : <PageSpinner />}
          </TabsContent>
          <TabsContent value="mine">
            <MyPlans list={myPlans} onView={setViewing} onEdit={edit} onCreate={() => setTab('create')} />
          </TabsContent>
          <TabsContent value="create">
            <Suspense fallback={<PageSpinner />}>
              <PlanBuilder
                key={editing?.id ?? 'new'}
                plan={editing ?? undefined}
                canCreateRecommended={user.isAdmin}
                onDone={() => {
                  setEditing(null);
                  setTab('mine');
                }}
              />
            </Suspense>
          </TabsContent>
          <TabsContent value="history">
            <Suspense fallback={<PageSpinner />}>
              <WorkoutHistory
                onEdit={(log) => setLogger(loggerForLog(log))}
                onLogPast={() => setLogger({ mode: 'manual', title: 'Workout', planId: null, exercises: [] })}
              />
            </Suspense>
          </TabsContent>
          <TabsContent value="activities">
            <Suspense fallback={<PageSpinner />}>
              <ActivitiesPanel />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
      <aside aria-label="Your week" className="flex flex-col gap-4">
        <ActivityCard
          user={user}
          onLogWorkout={() => setLogger({ mode: 'manual', title: 'Workout', planId: null, exercises: [] })}
        />
        <WorkoutCalendar />
      </aside>
      <Suspense fallback={null}>
        {viewing !== null && <PlanDetailsDialog planId={viewing} onClose={() => setViewing(null)} onEdit={edit} />}
        {logger && <WorkoutLoggerDialog start={logger} resume={logger.resume} onClose={() => setLogger(null)} />}
      </Suspense>
    </div>
  );
}

function UnfinishedWorkoutCard({
  draft,
  onResume,
  onDiscard,
}: {
  draft: LoggerDraft;
  onResume: () => void;
  onDiscard: () => void;
}) {
  return (
    <section aria-labelledby="unfinished-workout-title">
      <Card className="border-primary">
        <CardHeader>
          <CardTitle id="unfinished-workout-title">{OFFLINE_TEXTS.unfinishedTitle}</CardTitle>
          <CardDescription>
            {OFFLINE_TEXTS.unfinishedDetail(draft.workout.title || 'Workout', countDoneSets(draft.workout.exercises))}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button type="button" onClick={onResume}>
            {OFFLINE_TEXTS.resume}
          </Button>
          <Button type="button" variant="outline" onClick={onDiscard}>
            {OFFLINE_TEXTS.discard}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
