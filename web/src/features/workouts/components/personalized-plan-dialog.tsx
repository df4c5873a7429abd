import { isoWeekday, localIsoDate, WEEKDAY_NAMES } from '@common/fitness/dates';
import { perSessionLabel } from '@common/fitness/intensity';
import { SAMPLE_TODAY, SAMPLE_WEEK } from '@common/fitness/sample-week';
import { labelOf } from '@common/vocab';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TodaysMeals } from '@/features/meals';
import { cn } from '@/lib/cn';
import { useActivePlan } from '../api/get-plans';
import { ExerciseTargetList } from './exercise-target-list';

/**
 * The dashboard's personalized plan (spec section 2): the weekly schedule and today's exercises
 * from the member's active plan (the spec's fixed sample week only when they have none), and
 * today's meals from the meals feature.
 */
export function PersonalizedPlanDialog({ onClose }: { onClose: () => void }) {
  const active = useActivePlan();
  const plan = active.data;
  const todayWeekday = isoWeekday(localIsoDate());
  const week = WEEKDAY_NAMES.map((name, i) => {
    const weekday = i + 1;
    if (!plan) {
      const focus = SAMPLE_WEEK.find((d) => d.weekday === weekday)?.focus ?? 'rest';
      return { weekday, name, text: labelOf(focus), rest: focus === 'rest' };
    }
    const day = plan.schedule.find((d) => d.weekday === weekday);
    return { weekday, name, text: day ? (day.title ?? plan.name) : 'Rest', rest: !day };
  });
  const todayDay = plan?.schedule.find((d) => d.weekday === todayWeekday);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Your personalized plan</DialogTitle>
          <DialogDescription>
            {plan
              ? [plan.name, `${plan.frequency} days/week`, perSessionLabel(plan.minutesPerSession)]
                  .filter(Boolean)
                  .join(' · ')
              : 'A sample week to get you going. Create a plan to make it yours.'}
          </DialogDescription>
        </DialogHeader>
        {active.isPending ? (
          <Spinner label="Loading your plan" />
        ) : (
          <>
            <section aria-labelledby="plan-week-title">
              <h3 id="plan-week-title" className="mb-2 font-semibold">
                Weekly schedule{plan ? '' : ' (sample)'}
              </h3>
              <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
                {week.map((d) => (
                  <li
                    key={d.weekday}
                    className={cn(
                      'flex justify-between rounded-md px-2 py-1',
                      d.weekday === todayWeekday ? 'bg-primary-soft font-semibold' : 'bg-muted/50',
                    )}
                  >
                    <span>{d.name}</span>
                    <span className={cn(d.rest && 'text-muted-foreground')}>{d.text}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="plan-today-title">
              <h3 id="plan-today-title" className="mb-2 font-semibold">
                Today's exercises
              </h3>
              {plan && !todayDay && <p className="text-sm text-muted-foreground">Rest day: nothing planned today.</p>}
              <ExerciseTargetList exercises={plan ? (todayDay?.exercises ?? []) : SAMPLE_TODAY.exercises} />
            </section>
            <section aria-labelledby="plan-meals-title">
              <h3 id="plan-meals-title" className="mb-2 font-semibold">
                Today's meals
              </h3>
              <TodaysMeals />
            </section>
          </>
        )}
        <DialogFooter>
          {plan ? (
            <Link to="/workouts?start=today" className={buttonVariants()} onClick={onClose}>
              Start Workout
            </Link>
          ) : (
            <Link to="/workouts?tab=create" className={buttonVariants()} onClick={onClose}>
              Create a Plan
            </Link>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
