import type { CommitImportBody, ExerciseChoice, ImportPreview, ImportUnits } from '@common/schemas/history-import';

/** What the member picked for one exercise name: an exercise of their library, or to create it. */
export type Choice = { action: 'match'; exerciseId: number } | { action: 'create' };

/** The select's value for "create as my own exercise" (exercise ids are numbers). */
export const CREATE_VALUE = 'create';

/**
 * The starting choice for each name: its match, else the suggestion, else "create as my own
 * exercise". The member changes any of them before importing.
 */
export function initialChoices(preview: ImportPreview): Record<string, Choice> {
  const choices: Record<string, Choice> = {};
  for (const e of preview.exercises) {
    const pick = e.match ?? e.suggestion;
    choices[e.name] = pick ? { action: 'match', exerciseId: pick.exerciseId } : { action: 'create' };
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
