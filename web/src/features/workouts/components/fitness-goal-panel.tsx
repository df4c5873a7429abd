import { TARGET_TEXTS } from '@common/meals-texts';
import { targetSourceLabel } from '@common/nutrition/daily-target';
import type { User } from '@common/schemas/user';
import type { GoalsSummary } from '@common/schemas/workout-activity';
import { labelOf } from '@common/vocab';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoals } from '../api/stats';

const linkClass = 'tap-target text-primary underline-offset-4 hover:underline';

interface Row {
  label: string;
  /** A percentage from the member's own data, or null with an invitation instead. */
  value: number | null;
  /** What the percentage is measured against (a plan, their own target, a named reference). */
  basis?: ReactNode;
  invite?: ReactNode;
  bar: string;
}

/** The rows, each from the member's data and a target they set or chose (D6 revised). */
function rowsOf(goals: GoalsSummary, user: User): Row[] {
  const rows: Row[] = [];
  if (user.fitnessGoal === 'weight_loss') {
    rows.push({
      label: 'Weight',
      value: goals.weightProgress,
      basis: WORKOUT_TEXTS.healthyBmiLabel,
      invite: (
        <Link to="/edit-profile" className={linkClass}>
          {WORKOUT_TEXTS.addHeightWeight}
        </Link>
      ),
      bar: 'bg-primary',
    });
  }
  rows.push({
    label: 'Workouts',
    value: goals.workoutProgress,
    basis: goals.weeklyTarget !== null && `${goals.activeDaysThisWeek} of ${goals.weeklyTarget} days, your plan`,
    invite: (
      <Link to="/workouts" className={linkClass}>
        {WORKOUT_TEXTS.pickPlanForTarget}
      </Link>
    ),
    bar: 'bg-accent',
  });
  const nutrition = goals.nutrition;
  rows.push({
    label: 'Nutrition',
    value: nutrition?.target ? nutrition.percent : null,
    basis: nutrition?.target && targetSourceLabel(nutrition.target),
    invite: (
      <Link to="/meals?tab=diary" className={linkClass}>
        {TARGET_TEXTS.setOwn}
      </Link>
    ),
    bar: 'bg-sky-600',
  });
  return rows;
}

/**
 * 'My Fitness Goal' in the sidebar: weight, workout and nutrition progress from GET
 * /api/users/{id}/goals. Each figure comes from the member's data against a target they set or
 * chose and says which; without one the row invites them to set it. Nutrition is today's calories
 * against the day's one target: the food diary's percentage and source, for the same day.
 */
export function FitnessGoalPanel({ user }: { user: User }) {
  const goals = useGoals(user.id);
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
          <Link to="/edit-profile" className={linkClass}>
            Set your goal
          </Link>
        )}
      </p>
      {goals.isPending && (
        <div className="mt-3 flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      )}
      {goals.isError && <p className="mt-3 text-xs text-muted-foreground">Your goals could not be loaded.</p>}
      {goals.data && (
        <ul className="mt-3 flex flex-col gap-3">
          {rowsOf(goals.data, user).map((row) => (
            <li key={row.label} aria-label={`${row.label} goal`}>
              <div className="mb-1 flex flex-wrap justify-between gap-x-2 text-xs">
                <span className="font-medium">{row.label}</span>
                {row.value !== null ? <span className="tabular-nums">{row.value}%</span> : <span>{row.invite}</span>}
              </div>
              {row.value !== null && (
                <>
                  <Progress value={row.value} label={`${row.label} progress`} barClassName={row.bar} />
                  {row.basis && <p className="mt-1 text-xs text-muted-foreground">{row.basis}</p>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
