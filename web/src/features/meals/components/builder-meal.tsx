import { PLAN_BUILDER_TEXTS } from '@common/meals-texts';
import { portionNutrients } from '@common/nutrition/nutrients';
import { type MealType, PLAN_LIMITS } from '@common/schemas/meals';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { MEAL_LABELS } from '../lib/format';
import { type DraftRow, draftFood, isGone, keptFoods, parseGrams } from './builder-draft';
import { FoodPicker } from './food-picker';

/**
 * One meal of the builder: its foods with editable grams, and a food search to add more. A food no
 * longer in the member's foods shows by its name with the plan's figures, marked as left out on
 * save, and can be removed.
 */
export function BuilderMeal({
  meal,
  foods,
  onChange,
}: {
  meal: MealType;
  foods: DraftRow[];
  onChange: (foods: DraftRow[]) => void;
}) {
  const [adding, setAdding] = useState(false);
  const label = MEAL_LABELS[meal];
  // What saving keeps, as the plan's totals count it.
  const calories = keptFoods(foods).reduce(
    (sum, f) => sum + portionNutrients(f.per100g, parseGrams(f.grams) || 0).calories,
    0,
  );
  const remove = (food: DraftRow) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Remove ${food.name} from ${label}`}
      onClick={() => onChange(foods.filter((f) => f.key !== food.key))}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold">
        {label} <span className="font-normal text-muted-foreground">· {Math.round(calories)} cal</span>
      </legend>
      {foods.length === 0 && <p className="text-sm text-muted-foreground">No foods yet.</p>}
      <ul className="flex flex-col gap-2">
        {foods.map((food) => {
          if (isGone(food)) {
            return (
              <li key={food.key} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]">
                  {food.name}
                  <span className="text-destructive"> {PLAN_BUILDER_TEXTS.goneNote}</span>
                </span>
                <span className="text-sm tabular-nums text-muted-foreground">
                  {food.grams} g · {Math.round(food.calories)} cal
                </span>
                {remove(food)}
              </li>
            );
          }
          const grams = parseGrams(food.grams);
          const invalid = !(grams >= PLAN_LIMITS.gramsMin && grams <= PLAN_LIMITS.gramsMax);
          return (
            <li key={food.key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]">{food.name}</span>
              <span className="flex items-center gap-1 text-sm">
                <DecimalInput
                  aria-label={`Grams of ${food.name} for ${label}`}
                  value={food.grams}
                  aria-invalid={invalid || undefined}
                  className="w-24"
                  onChange={(event) =>
                    onChange(foods.map((f) => (f.key === food.key ? { ...food, grams: event.target.value } : f)))
                  }
                />
                g
              </span>
              <span className="w-16 text-right text-sm tabular-nums text-muted-foreground">
                {Math.round(portionNutrients(food.per100g, grams || 0).calories)} cal
              </span>
              {remove(food)}
            </li>
          );
        })}
      </ul>
      {adding ? (
        <div className="flex flex-col gap-1">
          <FoodPicker
            label={`Search foods for ${label}`}
            onPick={(food) => {
              onChange([...foods, draftFood(food)]);
              setAdding(false);
            }}
          />
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setAdding(false)}>
            Close search
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add food to {label}
        </Button>
      )}
    </fieldset>
  );
}
