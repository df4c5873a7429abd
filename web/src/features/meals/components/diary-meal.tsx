import { MEAL_MESSAGES } from '@common/meals-texts';
import type { Food } from '@common/schemas/meal-foods';
import type { MealLog } from '@common/schemas/meal-logs';
import { type MealPlanMeal, type MealType, PLAN_LIMITS } from '@common/schemas/meals';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useLogFood, useLogPlanMeal } from '../api/meal-day';
import { MEAL_LABELS } from '../lib/format';
import { DiaryEntry } from './diary-entry';
import { FoodPicker } from './food-picker';

/** One meal of the diary: what was eaten, add a food (search, grams, Log), or log the plan's meal. */
export function DiaryMeal({
  date,
  meal,
  entries,
  planMeal,
  planId,
}: {
  date: string;
  meal: MealType;
  entries: MealLog[];
  planMeal?: MealPlanMeal;
  planId?: number;
}) {
  const label = MEAL_LABELS[meal];
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<Food | null>(null);
  const [grams, setGrams] = useState('');
  const logFood = useLogFood();
  const logPlan = useLogPlanMeal();
  // One log request at a time per meal: a double click must not log the food twice.
  const sending = useSingleSubmit();
  const calories = entries.reduce((sum, e) => sum + e.calories, 0);
  // Typed as text, so '1,5' is 1.5 g and not 15; text that is not one number is said, never guessed.
  const reading = readDecimal(grams);
  const gramsValue = reading.ok ? reading.value : null;
  const gramsValid = gramsValue !== null && gramsValue >= PLAN_LIMITS.gramsMin && gramsValue <= PLAN_LIMITS.gramsMax;
  const gramsError = !reading.ok
    ? reading.message
    : gramsValue !== null && !gramsValid
      ? MEAL_MESSAGES.gramsRange
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !gramsValid) return;
    void sending.run(() =>
      logFood.mutateAsync({ date, meal, foodId: picked.id, grams: gramsValue }).then(() => {
        setPicked(null);
        setAdding(false);
      }),
    );
  };
  const logPlanMeal = (id: number) => void sending.run(() => logPlan.mutateAsync({ date, planId: id, meal }));

  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <h3 className="flex justify-between font-semibold">
        {label} <span className="font-normal tabular-nums text-muted-foreground">{Math.round(calories)} cal</span>
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing logged yet.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {entries.map((entry) => (
            <DiaryEntry key={entry.id} entry={entry} mealLabel={label} />
          ))}
        </ul>
      )}
      {picked ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={`Log ${picked.name}`}>
          <p className="w-full text-sm font-medium">{picked.name}</p>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`grams-${meal}`}>Grams</Label>
            <DecimalInput
              id={`grams-${meal}`}
              className="w-28"
              value={grams}
              aria-invalid={!gramsValid || undefined}
              aria-describedby={gramsError ? `grams-${meal}-error` : undefined}
              autoFocus
              onChange={(e) => setGrams(e.target.value)}
            />
            <FieldError id={`grams-${meal}-error`} message={gramsError} />
          </div>
          <Button type="submit" disabled={!gramsValid || sending.busy}>
            Log food
          </Button>
          <Button variant="ghost" onClick={() => setPicked(null)}>
            Cancel
          </Button>
        </form>
      ) : adding ? (
        <div className="flex flex-col gap-1">
          <FoodPicker
            label={`Search foods for ${label}`}
            onPick={(food) => {
              setPicked(food);
              setGrams(String(food.servingGrams));
            }}
          />
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setAdding(false)}>
            Close search
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add food to {label}
          </Button>
          {planMeal && planId && (
            <Button variant="secondary" size="sm" disabled={sending.busy} onClick={() => logPlanMeal(planId)}>
              Log {label} from my plan ({Math.round(planMeal.calories)} cal)
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
