import { type LiveExercise, type LiveWorkout, newExercise, newSet, type SetValues } from './live-workout';

type Field = 'title' | 'date' | 'minutes' | 'notes' | 'effort';

export type LiveAction =
  | { type: 'set-field'; field: Field; value: string }
  | { type: 'set-rest-seconds'; seconds: number }
  /** A set was marked done at `now`: the rest starts. */
  | { type: 'rest-start'; now: number }
  | { type: 'rest-extend'; seconds: number; now: number }
  | { type: 'rest-stop' }
  | {
      type: 'add-exercise';
      exercise: Pick<LiveExercise, 'exerciseId' | 'name' | 'category' | 'loggingType'>;
      done?: boolean;
    }
  | { type: 'remove-exercise'; exerciseKey: string }
  | { type: 'toggle-superset'; exerciseKey: string }
  | { type: 'add-set'; exerciseKey: string; done?: boolean }
  | { type: 'remove-set'; exerciseKey: string; setKey: string }
  | { type: 'update-set'; exerciseKey: string; setKey: string; values: Partial<SetValues> }
  | { type: 'toggle-done'; exerciseKey: string; setKey: string }
  /** The coach's next session (issue 33): fills the sets not done yet, once per exercise. */
  | { type: 'apply-suggestion'; exerciseKey: string; sets: Pick<SetValues, 'weightKg' | 'reps'>[] }
  /** The coach's warm-up ramp, added before the working sets. */
  | { type: 'add-warmups'; exerciseKey: string; sets: Pick<SetValues, 'weightKg' | 'reps'>[]; done?: boolean };

function mapExercise(state: LiveWorkout, key: string, change: (e: LiveExercise) => LiveExercise): LiveWorkout {
  return { ...state, exercises: state.exercises.map((e) => (e.key === key ? change(e) : e)) };
}

function mapSet(
  state: LiveWorkout,
  exerciseKey: string,
  setKey: string,
  change: (s: LiveExercise['sets'][number]) => LiveExercise['sets'][number],
) {
  return mapExercise(state, exerciseKey, (e) => ({
    ...e,
    sets: e.sets.map((s) => (s.key === setKey ? change(s) : s)),
  }));
}

/** Every change to the workout being logged, as a pure function of the state. */
export function liveWorkoutReducer(state: LiveWorkout, action: LiveAction): LiveWorkout {
  switch (action.type) {
    case 'set-field':
      return { ...state, [action.field]: action.value };
    case 'set-rest-seconds':
      return { ...state, restSeconds: action.seconds };
    case 'rest-start':
      return { ...state, restEndsAt: action.now + state.restSeconds * 1000 };
    case 'rest-extend':
      return { ...state, restEndsAt: Math.max(state.restEndsAt ?? action.now, action.now) + action.seconds * 1000 };
    case 'rest-stop':
      return { ...state, restEndsAt: null };
    case 'add-exercise':
      return {
        ...state,
        exercises: [...state.exercises, newExercise(action.exercise, [newSet({}, action.done)])],
      };
    case 'remove-exercise': {
      const exercises = state.exercises.filter((e) => e.key !== action.exerciseKey);
      // The first exercise has nothing before it to be a superset with.
      if (exercises[0]?.supersetWithPrevious) exercises[0] = { ...exercises[0], supersetWithPrevious: false };
      return { ...state, exercises };
    }
    case 'toggle-superset':
      if (state.exercises[0]?.key === action.exerciseKey) return state;
      return mapExercise(state, action.exerciseKey, (e) => ({ ...e, supersetWithPrevious: !e.supersetWithPrevious }));
    case 'add-set':
      // A new set repeats the last one's figures (the usual next set), as a normal set; its effort is its own.
      return mapExercise(state, action.exerciseKey, (e) => {
        const last = e.sets.at(-1);
        return { ...e, sets: [...e.sets, newSet({ ...last, kind: 'normal', rpe: null, rir: null }, action.done)] };
      });
    case 'apply-suggestion':
      return mapExercise(state, action.exerciseKey, (e) => (e.coached ? e : applySuggestion(e, action.sets)));
    case 'add-warmups':
      return mapExercise(state, action.exerciseKey, (e) => ({
        ...e,
        sets: [...action.sets.map((s) => newSet({ ...s, kind: 'warmup' }, action.done)), ...e.sets],
      }));
    case 'remove-set':
      return mapExercise(state, action.exerciseKey, (e) => ({
        ...e,
        sets: e.sets.filter((s) => s.key !== action.setKey),
      }));
    case 'update-set':
      // Editing reps or weight overrides the suggestion: the set is the member's from now on.
      return mapSet(state, action.exerciseKey, action.setKey, (s) => ({
        ...s,
        ...action.values,
        suggested: 'reps' in action.values || 'weightKg' in action.values ? false : s.suggested,
      }));
    case 'toggle-done':
      return mapSet(state, action.exerciseKey, action.setKey, (s) => ({ ...s, done: !s.done }));
  }
}

/**
 * The suggestion's sets over the exercise's working sets: a set not done yet takes the suggested
 * reps (and weight, when there is one) and shows as a suggestion; a done set and a warm-up stay as
 * they are; sets the suggestion adds are appended. Marks the exercise coached.
 */
function applySuggestion(e: LiveExercise, sets: Pick<SetValues, 'weightKg' | 'reps'>[]): LiveExercise {
  const working = e.sets.filter((s) => s.kind !== 'warmup');
  const next = e.sets.map((s) => {
    const i = working.indexOf(s);
    const target = sets[i];
    if (!target || s.done || s.kind === 'warmup') return s;
    return { ...s, reps: target.reps, ...(target.weightKg !== null && { weightKg: target.weightKg }), suggested: true };
  });
  const extra = sets.slice(working.length).map((t) => ({ ...newSet(t), suggested: true }));
  return { ...e, sets: [...next, ...extra], coached: true };
}
