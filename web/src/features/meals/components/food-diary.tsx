import { TARGET_TEXTS } from '@common/meals-texts';
import { targetSourceLabel } from '@common/nutrition/daily-target';
import type { MealDay } from '@common/schemas/meal-logs';
import { MEAL_TYPES } from '@common/schemas/meals';
import { ChevronLeft, ChevronRight, Utensils } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useMealDay } from '../api/meal-day';
import { useActiveMealPlan } from '../api/meal-plans';
import { addDays, dayLabel, isoDay } from '../lib/dates';
import { DailyTargetCard } from './daily-target-card';
import { DiaryMeal } from './diary-meal';
import { TargetsProgress } from './targets-progress';

/**
 * "33% of your daily target · from your plan Lean Bulk": the same percentage and source the
 * dashboard sidebar shows for the same day (common/nutrition/daily-target.ts).
 */
function DayAgainstTarget({ day, isToday }: { day: MealDay; isToday: boolean }) {
  const { target, percent, totals, entries } = day;
  return (
    <section aria-label="Totals and target" className="rounded-lg border border-border bg-card p-4">
      <h3 className="mb-1 font-semibold">Eaten {isToday ? 'today' : 'that day'}</h3>
      {target && percent !== null ? (
        <p className="mb-3 text-sm" data-testid="diary-target-summary">
          <span className="font-semibold tabular-nums">{percent}%</span> of your daily target ·{' '}
          <span className="text-muted-foreground">{targetSourceLabel(target)}</span>
        </p>
      ) : (
        <p className="mb-3 text-sm text-muted-foreground">
          {TARGET_TEXTS.noTargetShort}: set one above to see your day against it.
        </p>
      )}
      {entries.length === 0 ? (
        <div className="flex items-center gap-3 rounded-md bg-muted p-3 text-sm">
          <Utensils className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <span className="font-semibold">{isToday ? TARGET_TEXTS.firstMeal : 'Nothing logged that day'}</span>
            <span className="text-muted-foreground"> · add foods to a meal below.</span>
          </p>
        </div>
      ) : (
        <TargetsProgress
          totals={totals}
          targets={target ?? { calories: null, protein: null, carbs: null, fat: null }}
        />
      )}
    </section>
  );
}

/** The food diary: a day's meals and totals against the day's target (today by default, in the browser's zone). */
export function FoodDiary() {
  const today = isoDay();
  const [date, setDate] = useState(today);
  const day = useMealDay(date);
  const active = useActiveMealPlan();
  const plan = active.data ?? undefined;

  return (
    <div className="flex flex-col gap-4">
      <DailyTargetCard />
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
          <DayAgainstTarget day={day.data} isToday={date === today} />
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
