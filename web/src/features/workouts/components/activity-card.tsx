import { formatCount } from '@common/en-us-format';
import type { User } from '@common/schemas/user';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { Dumbbell, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivity } from '../api/stats';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The member's week (D6 revised): workouts against the active plan's days, active minutes,
 * estimated calories and streaks, all from their own logs. Before the first log it invites one
 * instead of showing a typical day; steps and sleep are not recorded, so they are not shown.
 */
export function ActivityCard({ user, onLogWorkout }: { user: User; onLogWorkout?: () => void }) {
  const { data } = useActivity(user.id);
  if (!data) return <Skeleton className="h-48" />;
  if (data.source === 'none') {
    return (
      <section aria-labelledby="activity-title" className="rounded-xl border border-border bg-card">
        <h2 id="activity-title" className="sr-only">
          This week
        </h2>
        <EmptyState
          icon={Dumbbell}
          title={WORKOUT_TEXTS.firstWorkout}
          description={WORKOUT_TEXTS.firstWorkoutHint}
          action={onLogWorkout && <Button onClick={onLogWorkout}>{WORKOUT_TEXTS.logWorkout}</Button>}
        />
      </section>
    );
  }
  const { week, streak } = data;
  const kcal = (n: number | null) =>
    n === null ? (
      <Link to="/edit-profile" className={`${linkClass} tap-target`}>
        {WORKOUT_TEXTS.addWeightForCalories}
      </Link>
    ) : (
      `${formatCount(n)} kcal`
    );
  return (
    <section
      aria-labelledby="activity-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="activity-title" className="font-semibold">
          This week
        </h2>
        <p className="flex items-center gap-1 text-sm font-semibold text-accent-strong">
          <Flame className="size-4" aria-hidden="true" />
          {streak.weeks}-week streak
        </p>
      </div>
      {week.target !== null ? (
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>
              {week.activeDays} of {week.target} workout days
            </span>
            <span className="text-muted-foreground">{week.workouts} logged</span>
          </div>
          <Progress
            value={(week.activeDays / week.target) * 100}
            label="Weekly target progress"
            barClassName="bg-accent"
          />
        </div>
      ) : (
        <p className="text-sm">
          {week.activeDays} workout {week.activeDays === 1 ? 'day' : 'days'} this week ·{' '}
          <Link to="/workouts" className={linkClass}>
            {WORKOUT_TEXTS.pickPlanForTarget}
          </Link>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Active minutes</dt>
          <dd className="font-semibold">{week.activeMinutes} min</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Calories burned</dt>
          <dd className="font-semibold">{kcal(week.calories)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Day streak</dt>
          <dd className="font-semibold">
            {streak.days} {streak.days === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
      <h3 className="text-sm font-semibold">Today</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm" aria-label="Today">
        <div>
          <dt className="text-muted-foreground">Active time</dt>
          <dd className="font-semibold">{data.activeMinutes} min</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Calories</dt>
          <dd className="font-semibold">{kcal(data.calories)}</dd>
        </div>
      </dl>
      <Link to="/workouts/progress" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Progress & records
      </Link>
    </section>
  );
}
