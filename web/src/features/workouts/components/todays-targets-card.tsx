import { isoWeekday, localIsoDate } from '@common/fitness/dates';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivePlan } from '../api/get-plans';
import { todaysWorkout } from '../lib/todays-workout';
import { usePlanSuggestions } from '../lib/use-plan-suggestions';
import { ExerciseTargetList } from './exercise-target-list';

/**
 * The dashboard's today card (issue 33): today's planned exercises from the active plan with the
 * coach's next session for each, and Start Workout. Nothing when there is no plan or it is a rest
 * day (the suggested workouts card is beside it).
 */
export function TodaysTargetsCard() {
  const active = useActivePlan();
  const today = todaysWorkout(active.data, isoWeekday(localIsoDate()));
  const next = usePlanSuggestions(
    today.kind === 'plan' ? { ...today.plan, schedule: [today.day] } : null,
    today.kind === 'plan',
  );
  if (active.isPending) return <Skeleton className="h-32" />;
  if (today.kind !== 'plan') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{WORKOUT_TEXTS.todaysWorkout}</CardTitle>
        <p className="text-sm text-muted-foreground">{today.day.title ?? today.plan.name}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ExerciseTargetList
          exercises={today.day.exercises}
          label="Today's targets"
          next={next?.get(today.day.weekday)}
        />
        <Link to="/workouts?start=today" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
          <Play aria-hidden="true" />
          {WORKOUT_TEXTS.startWorkout}
        </Link>
      </CardContent>
    </Card>
  );
}
