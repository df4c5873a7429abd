import { SAMPLE_TODAY } from '@common/fitness/sample-week';
import type { Exercise } from '@common/schemas/workout-exercises';
import type { PlanDay, WorkoutPlan } from '@common/schemas/workouts';
import { type LiveExercise, newExercise, newSet } from './live-workout';

export type TodaysWorkout =
  | { kind: 'plan'; plan: WorkoutPlan; day: PlanDay }
  | { kind: 'rest'; plan: WorkoutPlan; next: PlanDay | null }
  | { kind: 'sample' };

/**
 * Today's Workout (D5): the active plan's day for today's weekday, a rest day of that plan, or,
 * with no active plan, the spec's sample card as a suggestion.
 */
export function todaysWorkout(activePlan: WorkoutPlan | null | undefined, weekday: number): TodaysWorkout {
  if (!activePlan) return { kind: 'sample' };
  const day = activePlan.schedule.find((d) => d.weekday === weekday);
  if (day) return { kind: 'plan', plan: activePlan, day };
  // The next planned day, counting on past Sunday into next week.
  const next =
    [...activePlan.schedule].sort((a, b) => ((a.weekday - weekday + 7) % 7) - ((b.weekday - weekday + 7) % 7))[0] ??
    null;
  return { kind: 'rest', plan: activePlan, next };
}

/** The sample workout's exercises, found in the library by name, ready to be logged for real. */
export function sampleExercises(library: readonly Exercise[]): LiveExercise[] {
  const byName = new Map(library.filter((e) => !e.custom).map((e) => [e.name, e]));
  return SAMPLE_TODAY.exercises.flatMap((planned) => {
    const exercise = byName.get(planned.name);
    if (!exercise) return [];
    const sets = Array.from({ length: planned.sets }, () => newSet({ reps: planned.reps }));
    return [
      newExercise(
        {
          exerciseId: exercise.id,
          name: exercise.name,
          category: exercise.category,
          loggingType: exercise.loggingType,
        },
        sets,
      ),
    ];
  });
}
