import { formatSleep } from '@common/fitness/fallback-figures';
import type { User } from '@common/schemas/user';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivity } from '../api/stats';

/**
 * The member's week (D6): workouts against the weekly target, active minutes, estimated calories,
 * streaks, and the spec's activity summary (steps, calories, active time, sleep), which before the
 * first log shows the typical day of their activity level.
 */
export function ActivityCard({ user }: { user: User }) {
  const { data } = useActivity(user.id);
  if (!data) return <Skeleton className="h-48" />;
  const { week, streak } = data;
  const fromLogs = data.source === 'logs';
  const facts: [string, string][] = [
    ['Steps', data.steps === null ? WORKOUT_TEXTS.notTracked : data.steps.toLocaleString('en-US')],
    ['Calories', data.calories === null ? WORKOUT_TEXTS.notTracked : `${data.calories.toLocaleString('en-US')} kcal`],
    ['Active time', `${data.activeMinutes} min`],
    ['Sleep', data.sleepHours === null ? WORKOUT_TEXTS.notTracked : formatSleep(data.sleepHours)],
  ];
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
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Active minutes</dt>
          <dd className="font-semibold">{week.activeMinutes} min</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Calories burned</dt>
          <dd className="font-semibold">{week.calories.toLocaleString('en-US')} kcal</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Day streak</dt>
          <dd className="font-semibold">
            {streak.days} {streak.days === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
      <h3 className="text-sm font-semibold">{fromLogs ? 'Today' : 'A typical day at your activity level'}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm" aria-label={fromLogs ? 'Today' : 'Typical day'}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/workouts/progress" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Progress & records
      </Link>
    </section>
  );
}
