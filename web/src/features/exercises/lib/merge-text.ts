import type { Exercise } from '@common/schemas/workout-exercises';

/**
 * What a merge will do, in words for its confirmation: how many sessions move, that plans,
 * favourites and the note follow, and whether the merged exercise is deleted (own) or stays
 * (catalogue).
 */
export function mergeConfirmText(source: Exercise, target: Exercise, sessions: number): string {
  const moved =
    sessions === 0
      ? `You have no logged sessions of ${source.name}; its place in your plans, your favourite and your note move to ${target.name}.`
      : `${sessions} logged ${sessions === 1 ? 'session' : 'sessions'} of ${source.name}, with its place in your plans, your favourite and your note, move to ${target.name}, and its records count there.`;
  const after = source.custom
    ? `${source.name} is your own exercise: it is then deleted. This cannot be undone.`
    : `${source.name} stays in the catalogue, without your logs. This cannot be undone.`;
  return `${moved} ${after}`;
}
