import type { User } from '@common/schemas/user';
import { labelOf } from '@common/vocab';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { fallbackGoals } from '../lib/goal-fallback';

/**
 * 'My Fitness Goal' in the sidebar: weight, workout and nutrition progress. Until workout and
 * meal logs exist (D6) it shows the spec's client fallback figures.
 */
export function FitnessGoalPanel({ user }: { user: User }) {
  const goals = fallbackGoals(user);
  const rows = [
    { label: 'Weight', value: goals.weightProgress, bar: 'bg-primary' },
    { label: 'Workouts', value: goals.workoutProgress, bar: 'bg-accent' },
    { label: 'Nutrition', value: goals.nutritionProgress, bar: 'bg-sky-600' },
  ];
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
          <Link to="/edit-profile" className="text-primary underline-offset-4 hover:underline">
            Set your goal
          </Link>
        )}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.label}>
            <div className="mb-1 flex justify-between text-xs">
              <span className="font-medium">{row.label}</span>
              <span className="text-muted-foreground">{row.value}%</span>
            </div>
            <Progress value={row.value} label={`${row.label} progress`} barClassName={row.bar} />
          </li>
        ))}
      </ul>
    </section>
  );
}
