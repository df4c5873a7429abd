import { type LiveWorkout, nextKey } from './live-workout';

/**
 * The workout in progress as kept on the device (issue 17): the logger's whole state and the
 * Idempotency-Key it will be saved with, so a workout resumed after the tab was closed is still
 * stored at most once.
 */
export interface LoggerDraft {
  clientKey: string;
  workout: LiveWorkout;
}

/**
 * The draft's workout with fresh row keys: keys count up from 1 in each page load, so a restored
 * workout's old keys could collide with rows added after it.
 */
export function resumedWorkout(draft: LoggerDraft): LiveWorkout {
  return {
    ...draft.workout,
    exercises: draft.workout.exercises.map((e) => ({
      ...e,
      key: nextKey(),
      sets: e.sets.map((s) => ({ ...s, key: nextKey() })),
    })),
  };
}

/** Whether a kept draft is worth offering back: at least one exercise in it. */
export function isResumable(draft: LoggerDraft | null): draft is LoggerDraft {
  return draft !== null && draft.workout.exercises.length > 0;
}
