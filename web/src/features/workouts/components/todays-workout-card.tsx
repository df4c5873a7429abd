import { isoWeekday, localIsoDate, weekdayName } from '@common/fitness/dates';
import { sessionMinutesLabel } from '@common/fitness/intensity';
import { SAMPLE_TODAY } from '@common/fitness/sample-week';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { CalendarRange, Clock, Play } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyNamed } from '@/lib/lazy-named';
import { useActivePlan } from '../api/get-plans';
import { exercisesFromPlanDay } from '../lib/live-workout';
import { todaysWorkout } from '../lib/todays-workout';
import { usePlanSuggestions } from '../lib/use-plan-suggestions';
import { ExerciseTargetList } from './exercise-target-list';
import type { LoggerStart } from './workout-logger-dialog';

// The week's plan (with its meals) loads when it is opened.
const PersonalizedPlanDialog = lazyNamed(() => import('./personalized-plan-dialog'), 'PersonalizedPlanDialog');

/**
 * Today's Workout (spec section 2; D5): from the member's active plan, or the spec's sample card
 * (Upper Body Strength, 45 min) as a labelled suggestion when they have none; without the spec's
 * '6:00 PM', a time the member never scheduled (issue 16). Start Workout opens the live dialog.
 */
export function TodaysWorkoutCard({
  onStart,
  autoStart = false,
}: {
  onStart: (start: LoggerStart | 'sample') => void;
  /** Start as soon as the plan is known (the dashboard modal's Start Workout link). */
  autoStart?: boolean;
}) {
  const active = useActivePlan();
  const today = todaysWorkout(active.data, isoWeekday(localIsoDate()));
  const startToday = () =>
    onStart(
      today.kind === 'plan'
        ? {
            mode: 'live',
            title: today.day.title ?? today.plan.name,
            planId: today.plan.id,
            exercises: exercisesFromPlanDay(today.day, false, { id: today.plan.id, name: today.plan.name }),
          }
        : today.kind === 'rest'
          ? { mode: 'live', title: 'Extra workout', planId: today.plan.id, exercises: [] }
          : 'sample',
    );
  const next = usePlanSuggestions(
    today.kind === 'plan' ? { ...today.plan, schedule: [today.day] } : null,
    today.kind === 'plan',
  );
  const [weekOpen, setWeekOpen] = useState(false);
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || active.isPending || autoStarted.current) return;
    autoStarted.current = true;
    startToday();
  });
  return (
    <section aria-labelledby="todays-workout-title">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id="todays-workout-title">{WORKOUT_TEXTS.todaysWorkout}</CardTitle>
            {today.kind === 'sample' ? <Badge variant="accent">Suggested</Badge> : <Badge>{today.plan.name}</Badge>}
          </div>
          {active.isPending ? (
            <Skeleton className="h-5 w-48" />
          ) : today.kind === 'plan' ? (
            <CardDescription className="flex items-center gap-1">
              <span className="font-semibold text-foreground">{today.day.title ?? today.plan.name}</span>
              {sessionMinutesLabel(today.plan.minutesPerSession) && (
                <>
                  <Clock className="ml-2 size-4" aria-hidden="true" />
                  {sessionMinutesLabel(today.plan.minutesPerSession)}
                </>
              )}
            </CardDescription>
          ) : today.kind === 'rest' ? (
            <CardDescription>
              Rest day: nothing planned today.
              {today.next && ` Next: ${weekdayName(today.next.weekday)}, ${today.next.title ?? today.plan.name}.`}
            </CardDescription>
          ) : (
            <CardDescription className="flex flex-wrap items-center gap-1">
              <span className="font-semibold text-foreground">{SAMPLE_TODAY.title}</span>
              <Clock className="ml-2 size-4" aria-hidden="true" />
              {SAMPLE_TODAY.minutes} min
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {today.kind === 'plan' && (
            <ExerciseTargetList
              exercises={today.day.exercises}
              label="Today's exercises"
              next={next?.get(today.day.weekday)}
            />
          )}
          {today.kind === 'sample' && (
            <p className="text-sm text-muted-foreground">
              No active plan yet: try this sample, or pick a plan below and make it yours.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={active.isPending} onClick={startToday}>
              <Play aria-hidden="true" />
              {WORKOUT_TEXTS.startWorkout}
            </Button>
            {/* The dashboard's plan modal, also here: the dashboard shows it only on wide screens. */}
            <Button variant="outline" onClick={() => setWeekOpen(true)}>
              <CalendarRange aria-hidden="true" />
              Weekly plan
            </Button>
          </div>
        </CardContent>
      </Card>
      {weekOpen && (
        <Suspense fallback={null}>
          <PersonalizedPlanDialog onClose={() => setWeekOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
