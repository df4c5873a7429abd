import type { CoachSuggestion } from '@common/schemas/coach';
import { expect } from 'vitest';
import type { Db } from '../db/pool';
import { apiAs } from './api-client';
import { exerciseIdOf, loadWorkoutLibrary } from './factories/workouts';
import type { TestContext } from './test-app';

// What the coach's API tests share: the library's bench press and back squat, sets written
// compactly, and the suggestion as the route answers it.

/** Loads the exercise library once; answers the ids of the two lifts the coach tests use. */
export async function coachExercises(db: Db): Promise<{ bench: number; squat: number }> {
  await loadWorkoutLibrary(db);
  return { bench: await exerciseIdOf(db, 'Bench Press'), squat: await exerciseIdOf(db, 'Back Squat') };
}

/** A suggestion's sets as '62.5x8 62.5x8', '-' for no weight. */
export const shape = (s: CoachSuggestion) => s.sets.map((x) => `${x.weight ?? '-'}x${x.reps}`).join(' ');

/** Sets of the same weight: at(60, 12, 11) is 60 kg × 12, then × 11. */
export const at = (weightKg: number, ...reps: number[]) => reps.map((r) => ({ weightKg, reps: r }));

/** GET /api/exercises/{id}/suggestion for the member (fails the test on anything but 200). */
export async function suggestionFor(ctx: TestContext, cookie: string, id: number, query = '') {
  const res = await apiAs(ctx, cookie).get(`/api/exercises/${id}/suggestion${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CoachSuggestion>();
}
