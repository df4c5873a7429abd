import type { CommitImportBody, ExerciseChoice, ImportPreview, ImportUnits } from '@common/schemas/history-import';

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

export const choiceValue = (choice: Choice) => (choice.action === 'create' ? CREATE_VALUE : String(choice.exerciseId));

export function choiceFromValue(value: string): Choice {
  return value === CREATE_VALUE ? { action: 'create' } : { action: 'match', exerciseId: Number(value) };
}

/** The commit's body: every name's choice, and the units the member answered. */
export function commitBody(choices: Record<string, Choice>, units: ImportUnits): CommitImportBody {
  const exercises: ExerciseChoice[] = Object.entries(choices).map(([name, choice]) =>
    choice.action === 'create' ? { name, action: 'create' } : { name, action: 'match', exerciseId: choice.exerciseId },
  );
  return { ...units, exercises };
}

/** Whether the units the preview needs are answered. */
export function unitsAnswered(preview: ImportPreview, units: ImportUnits): boolean {
  return (!preview.units.needsWeight || !!units.weightUnit) && (!preview.units.needsDistance || !!units.distanceUnit);
}
