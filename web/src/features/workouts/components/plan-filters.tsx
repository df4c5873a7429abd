import {
  labelOf,
  WORKOUT_FILTER_GOALS,
  WORKOUT_LEVELS,
  type WorkoutFilterGoal,
  type WorkoutLevel,
} from '@common/vocab';
import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { PlanFilters as Filters } from '../api/get-plans';

const levelOptions = [
  { value: 'all', label: 'All levels' },
  ...WORKOUT_LEVELS.map((v) => ({ value: v, label: labelOf(v) })),
];
const goalOptions = [
  { value: 'all', label: 'All goals' },
  ...WORKOUT_FILTER_GOALS.map((v) => ({ value: v, label: labelOf(v) })),
];

/** Experience Level and Fitness Goal ('all' or a value); Apply Filters applies them to the plan lists. */
export function PlanFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [level, setLevel] = useState('all');
  const [goal, setGoal] = useState('all');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      level: level === 'all' ? undefined : (level as WorkoutLevel),
      goal: goal === 'all' ? undefined : (goal as WorkoutFilterGoal),
    });
  };
  return (
    <form onSubmit={apply} aria-label="Plan filters" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="filter-level">{WORKOUT_TEXTS.experienceLevel}</Label>
        <Select id="filter-level" options={levelOptions} value={level} onChange={(e) => setLevel(e.target.value)} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="filter-goal">{WORKOUT_TEXTS.fitnessGoal}</Label>
        <Select id="filter-goal" options={goalOptions} value={goal} onChange={(e) => setGoal(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary">
        {WORKOUT_TEXTS.applyFilters}
      </Button>
    </form>
  );
}
