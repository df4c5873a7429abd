import { searchExercises } from '@common/exercises/search';
import { EQUIPMENT, type Equipment, MUSCLE_LABELS, MUSCLES, type Muscle } from '@common/exercises/vocab';
import { EXERCISE_TEXTS } from '@common/exercises-texts';
import type { Exercise } from '@common/schemas/workout-exercises';

// The catalogue page's search and filters, run on the device over the whole library (one bounded
// answer), so typing never waits for the network.

export interface CatalogueFilter {
  /** What was typed: typo-tolerant, over names, aliases, muscles and equipment. */
  q: string;
  equipment: Equipment | '';
  /** A primary or a secondary muscle. */
  muscle: Muscle | '';
  /** Only the member's own exercises. */
  mine: boolean;
}

export const NO_FILTER: CatalogueFilter = { q: '', equipment: '', muscle: '', mine: false };

export const isFiltered = (f: CatalogueFilter) => f.q.trim() !== '' || f.equipment !== '' || f.muscle !== '' || f.mine;

/** The exercises that pass the filters and fit the search, best fit first (by name without a search). */
export function filterLibrary(library: readonly Exercise[], f: CatalogueFilter): Exercise[] {
  const narrowed = library.filter(
    (e) =>
      (!f.equipment || e.equipment === f.equipment) &&
      (!f.muscle || e.primaryMuscles.includes(f.muscle) || e.secondaryMuscles.includes(f.muscle)) &&
      (!f.mine || e.custom),
  );
  return searchExercises(narrowed, f.q);
}

/** The exercises of the ids that are still in the library, in the ids' order (recently used first). */
export function pickByIds(library: readonly Exercise[], ids: readonly number[], max: number): Exercise[] {
  const byId = new Map(library.map((e) => [e.id, e]));
  return ids.flatMap((id) => byId.get(id) ?? []).slice(0, max);
}

/** 'Chest, Triceps', or 'Muscles not set'. */
export function musclesText(muscles: readonly Muscle[]): string {
  return muscles.length > 0 ? muscles.map((m) => MUSCLE_LABELS[m]).join(', ') : EXERCISE_TEXTS.musclesUnknown;
}

const isEquipment = (v: string | null): v is Equipment => v !== null && (EQUIPMENT as readonly string[]).includes(v);
const isMuscle = (v: string | null): v is Muscle => v !== null && (MUSCLES as readonly string[]).includes(v);

/** The filter the address holds (`?q=&equipment=&muscle=&mine=1`), so Back returns to the same list; unknown values are dropped. */
export function filterFromParams(params: URLSearchParams): CatalogueFilter {
  const equipment = params.get('equipment');
  const muscle = params.get('muscle');
  return {
    q: params.get('q') ?? '',
    equipment: isEquipment(equipment) ? equipment : '',
    muscle: isMuscle(muscle) ? muscle : '',
    mine: params.get('mine') === '1',
  };
}

/** The address's parameters of a filter (only those set). */
export function paramsOfFilter(f: CatalogueFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q.trim()) out.q = f.q.trim();
  if (f.equipment) out.equipment = f.equipment;
  if (f.muscle) out.muscle = f.muscle;
  if (f.mine) out.mine = '1';
  return out;
}
