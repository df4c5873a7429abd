import { MEAL_TYPES } from '@common/schemas/meals';
import { labelOf } from '@common/vocab';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useMealDay } from '../api/meal-day';
import { useActiveMealPlan } from '../api/meal-plans';
import { addDays, dayLabel, isoDay } from '../lib/dates';
import { DiaryMeal } from './diary-meal';
import { TargetsProgress } from './targets-progress';

const MISSING_LABELS = {
  weight: 'weight',
  height: 'height',
  age: 'date of birth',
  activityLevel: 'activity level',
} as const;

/** The food diary: a day's meals, totals and targets (today by default, in the browser's zone). */
export function FoodDiary() {
  const today = isoDay();
  const [date, setDate] = useState(today);
  const day = useMealDay(date);
  const active = useActiveMealPlan();
  const plan = active.data ?? undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {dayLabel(date, today)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next day"
          disabled={date >= today}
          onClick={() => setDate(addDays(date, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {day.isPending ? (
        <PageSpinner label="Loading the diary" />
      ) : day.isError ? (
        <EmptyState title="The diary could not be loaded" description="Please try again." />
      ) : (
        <>
          <section aria-label="Totals and targets" className="rounded-lg border border-border bg-card p-4">
            <h3 className="mb-3 font-semibold">
              Eaten {dayLabel(date, today).toLowerCase() === 'today' ? 'today' : 'that day'}{' '}
              <span className="font-normal text-muted-foreground">· target for {labelOf(day.data.targets.goal)}</span>
            </h3>
            <TargetsProgress totals={day.data.totals} targets={day.data.targets} />
            {day.data.targets.missing.length > 0 && (
              <p className="mt-3 text-sm text-muted-foreground">
                Targets use typical values for your {day.data.targets.missing.map((m) => MISSING_LABELS[m]).join(', ')}.{' '}
                <Link to="/edit-profile" className="font-medium text-primary underline-offset-4 hover:underline">
                  Add them to your profile
                </Link>{' '}
                for targets that fit you.
              </p>
            )}
          </section>
          <div className="grid gap-3 lg:grid-cols-2">
            {MEAL_TYPES.map((meal) => (
              <DiaryMeal
                key={meal}
                date={date}
                meal={meal}
                entries={day.data.entries.filter((e) => e.meal === meal)}
                planId={plan?.id}
                planMeal={plan?.meals.find((m) => m.meal === meal)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
