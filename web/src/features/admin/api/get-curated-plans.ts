import type { MealPlan } from '@common/schemas/meals';
import type { WorkoutPlanSummary } from '@common/schemas/workouts';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/workout-plans?q=: the curated (Recommended) workout plans. */
export const useCuratedWorkoutPlans = (q: string) =>
  useKeysetList<WorkoutPlanSummary>(adminKeys.workoutPlans(q), '/api/admin/workout-plans', {
    params: { q },
    keepPrevious: true,
  });

/** GET /api/admin/meal-plans?q=: the curated (Recommended) meal plans. */
export const useCuratedMealPlans = (q: string) =>
  useKeysetList<MealPlan>(adminKeys.mealPlans(q), '/api/admin/meal-plans', { params: { q }, keepPrevious: true });
