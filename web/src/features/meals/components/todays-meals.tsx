import { TARGET_TEXTS } from '@common/meals-texts';
import { targetSourceLabel } from '@common/nutrition/daily-target';
import { MEAL_TYPES } from '@common/schemas/meals';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useMealDay } from '../api/meal-day';
import { useActiveMealPlan } from '../api/meal-plans';
import { isoDay } from '../lib/dates';
import { MEAL_LABELS } from '../lib/format';

/**
 * Dashboard plan modal: today's meals. Each meal shows what the member logged today; a meal not
 * logged yet shows what their active plan has for it. Calories so far against the day's one
 * target and where it comes from; without a target, the way to set one.
 */
export function TodaysMeals() {
  const day = useMealDay(isoDay());
  const active = useActiveMealPlan();
  if (day.isPending || active.isPending) return <Spinner label="Loading today's meals" />;
  if (day.isError) return <p className="text-sm text-muted-foreground">Today's meals could not be loaded.</p>;
  const plan = active.data ?? null;
  const { totals, target, percent, entries } = day.data;
  return (
    <div className="flex flex-col gap-3">
      {target && percent !== null ? (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap justify-between gap-x-2 text-sm">
            <span className="font-medium">Eaten today · {percent}%</span>
            <span className="tabular-nums text-muted-foreground">
              {Math.round(totals.calories)} / {target.calories} cal, {targetSourceLabel(target)}
            </span>
          </p>
          <Progress value={percent} label={`Calories today: ${Math.round(totals.calories)} of ${target.calories}`} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {TARGET_TEXTS.none}.{' '}
          <Link to="/meals?tab=diary" className="font-medium text-primary underline-offset-4 hover:underline">
            {TARGET_TEXTS.setOwn}
          </Link>
        </p>
      )}
      <ul className="divide-y divide-border" aria-label="Today's meals">
        {MEAL_TYPES.map((meal) => {
          const logged = entries.filter((e) => e.meal === meal);
          const planned = plan?.meals.find((m) => m.meal === meal);
          const foods = logged.length > 0 ? logged : (planned?.foods ?? []);
          const calories = foods.reduce((s, f) => s + f.calories, 0);
          return (
            <li key={meal} className="flex items-start justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {MEAL_LABELS[meal]}{' '}
                  <span className="text-xs font-normal text-muted-foreground">
                    {logged.length > 0 ? 'Logged' : planned ? `Planned · ${plan?.name}` : ''}
                  </span>
                </p>
                <p className="text-muted-foreground [overflow-wrap:anywhere]">
                  {foods.length > 0 ? foods.map((f) => f.name).join(', ') : 'Nothing yet'}
                </p>
              </div>
              {foods.length > 0 && <span className="shrink-0 tabular-nums">{Math.round(calories)} cal</span>}
            </li>
          );
        })}
      </ul>
      <Link
        to="/meals?tab=diary"
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        Open food diary
      </Link>
    </div>
  );
}
