import type {
  CommitImportBody,
  ExerciseChoice,
  ImportPreview,
  ImportUnits,
  WorkoutDecision,
} from '@common/schemas/history-import';

/** What the member picked for one exercise name: an exercise of their library, or to create it. */
export type Choice = { action: 'match'; exerciseId: number } | { action: 'create' };

/** The select's value for "create as my own exercise" (exercise ids are numbers). */
export const CREATE_VALUE = 'create';
/** The select's value that opens the search for any other exercise of the library. */
export const OTHER_VALUE = 'other';

/**
 * The starting choice for each name: its match when it certainly is one (same movement, same
 * equipment, or the member's own choice before), else "create as my own exercise". A close
 * catalogue exercise is only offered, never chosen for the member: pressing Import without
 * reading a row never stores a lift as another.
 */
export function initialChoices(preview: ImportPreview): Record<string, Choice> {
  const choices: Record<string, Choice> = {};
  for (const e of preview.exercises) {
    choices[e.name] = e.match ? { action: 'match', exerciseId: e.match.exerciseId } : { action: 'create' };
  }
  return choices;
}

/**
 * The choices once the preview is recounted (other units): the member's choices kept, and the
 * starting choice for a name it lists anew. A workout skipped in the other units (the same sets as
 * a logged one in kg, not in lb) may be added in these, and the names it uses are then asked.
 */
export function choicesAfterRecount(preview: ImportPreview, chosen: Record<string, Choice>): Record<string, Choice> {
  return { ...initialChoices(preview), ...chosen };
}

export const choiceValue = (choice: Choice) => (choice.action === 'create' ? CREATE_VALUE : String(choice.exerciseId));

export function choiceFromValue(value: string): Choice {
  return value === CREATE_VALUE ? { action: 'create' } : { action: 'match', exerciseId: Number(value) };
}

/** The member's decision per workout the preview asks about, by its key; none at first. */
export type Decisions = Record<string, WorkoutDecision>;

/** The commit's body: every name's choice, the units the member answered, and their decisions. */
export function commitBody(
  choices: Record<string, Choice>,
  units: ImportUnits,
  decisions: Decisions = {},
): CommitImportBody {
  const exercises: ExerciseChoice[] = Object.entries(choices).map(([name, choice]) =>
    choice.action === 'create' ? { name, action: 'create' } : { name, action: 'match', exerciseId: choice.exerciseId },
  );
  const workouts = Object.entries(decisions).map(([key, action]) => ({ key, action }));
  return { ...units, exercises, ...(workouts.length > 0 ? { workouts } : {}) };
}

/** Whether every workout the preview asks about has the member's decision (none is assumed). */
export function decisionsAnswered(preview: ImportPreview, decisions: Decisions): boolean {
  return preview.toReview.every((r) => decisions[r.key] !== undefined);
}

/** How many workouts Import would add: the new ones and those the member chose to add. */
export function workoutsToAdd(preview: ImportPreview, decisions: Decisions): number {
  return preview.newWorkouts + preview.toReview.filter((r) => decisions[r.key] === 'add').length;
}

/**
 * Whether Import has something to save: workouts to add, or "Keep mine" answers to remember (so
 * the same file does not ask again), even when nothing is added.
 */
export function somethingToSave(preview: ImportPreview, decisions: Decisions): boolean {
  return workoutsToAdd(preview, decisions) > 0 || preview.toReview.length > 0;
}

/** Whether the units the preview needs are answered. */
export function unitsAnswered(preview: ImportPreview, units: ImportUnits): boolean {
  return (!preview.units.needsWeight || !!units.weightUnit) && (!preview.units.needsDistance || !!units.distanceUnit);
}
