import { MEAL_GOALS, type MealGoal, optionsOf } from '@common/vocab';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/**
 * The goal selector (spec: default weight_loss). Choosing does nothing until Apply, which filters
 * the Suggested Meals and sets the goal that plan generation uses.
 */
export function GoalSelector({ applied, onApply }: { applied: MealGoal; onApply: (goal: MealGoal) => void }) {
  const [draft, setDraft] = useState<MealGoal>(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Meal goal">
      <div className="flex min-w-48 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="meal-goal">Goal</Label>
        <Select
          id="meal-goal"
          value={draft}
          options={optionsOf(MEAL_GOALS)}
          onChange={(event) => setDraft(event.target.value as MealGoal)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
