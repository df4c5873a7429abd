// What the leg movements share: the muscles each family works, and the rule for bare names.
import { exerciseNameKey } from '@common/exercises/names';
import type { CatalogueEntry, MovementSpec } from './define';

/**
 * Drops from a bodyweight variant the bare names ("Hip Thrust") that the old library gave to a
 * loaded variant of the same movement (its "Hip Thrust" is a barbell hip thrust): members' rows
 * keep that name, so the bodyweight variant is found only by its spellings with the equipment
 * ("Hip Thrust (Bodyweight)", "Bodyweight Hip Thrust").
 */
export function withoutBareNames(entries: CatalogueEntry[], bare: string[]): CatalogueEntry[] {
  const keys = new Set(bare.map(exerciseNameKey));
  return entries.map((e) =>
    e.equipment === 'bodyweight' ? { ...e, aliases: e.aliases.filter((a) => !keys.has(exerciseNameKey(a))) } : e,
  );
}

export const squat: MovementSpec = {
  primary: ['quadriceps', 'glutes'],
  secondary: ['hamstrings', 'adductors', 'lower_back'],
};
export const lunge: MovementSpec = { primary: ['quadriceps', 'glutes'], secondary: ['hamstrings', 'adductors'] };
export const hinge: MovementSpec = { primary: ['hamstrings', 'glutes'], secondary: ['lower_back', 'forearms'] };
export const bridge: MovementSpec = { primary: ['glutes'], secondary: ['hamstrings'] };
export const calf: MovementSpec = { primary: ['calves'] };
