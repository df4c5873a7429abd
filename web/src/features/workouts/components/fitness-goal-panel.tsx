import { fallbackGoals } from '@common/fitness/goal-formulas';
import type { User } from '@common/schemas/user';
import { labelOf } from '@common/vocab';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoals } from '../api/stats';

/**
 * 'My Fitness Goal' in the sidebar: weight, workout and nutrition progress from GET
 * /api/users/{id}/goals (the member's logs, or the spec's fallback figures before their first
 * log). The client computes the spec's fallback only when the server gives nothing (the call failed).
 */
export function FitnessGoalPanel({ user }: { user: User }) {
  const goalsQuery = useGoals(user.id);
  const goals =
    goalsQuery.data ??
    (goalsQuery.isError
      ? {
          ...fallbackGoals({ ...user, heightCm: user.height, weightKg: user.weight }),
          weeklyTarget: null,
          activeDaysThisWeek: null,
        }
      : null);
  const rows = goals
    ? [
        { label: 'Weight', value: goals.weightProgress, bar: 'bg-primary' },
        { label: 'Workouts', value: goals.workoutProgress, bar: 'bg-accent' },
        { label: 'Nutrition', value: goals.nutritionProgress, bar: 'bg-sky-600' },
      ]
    : [];
  return (
    <section aria-labelledby="fitness-goal-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="fitness-goal-title" className="flex items-center gap-2 text-sm font-semibold">
        <Target className="size-4 text-primary" aria-hidden="true" />
        My Fitness Goal
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {user.fitnessGoal ? (
          labelOf(user.fitnessGoal)
        ) : (
          <Link to="/edit-profile" className="tap-target text-primary underline-offset-4 hover:underline">
            Set your goal
          </Link>
        )}
      </p>
      {!goals && (
        <div className="mt-3 flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.label}>
            <div className="mb-1 flex justify-between text-xs">
              <span className="font-medium">{row.label}</span>
              <span className="text-muted-foreground">
                {row.value === null ? WORKOUT_TEXTS.notTracked : `${row.value}%`}
              </span>
            </div>
            {row.value !== null && (
              <Progress value={row.value} label={`${row.label} progress`} barClassName={row.bar} />
            )}
          </li>
        ))}
      </ul>
      {goals?.weeklyTarget != null && goalsQuery.data?.source === 'logs' && (
        <p className="mt-3 text-xs text-muted-foreground">
          {goals.activeDaysThisWeek} of {goals.weeklyTarget} workout days this week
        </p>
      )}
    </section>
  );
}
