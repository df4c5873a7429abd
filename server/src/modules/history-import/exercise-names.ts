import type { ExerciseChoice, ExerciseRef, ImportExerciseName, ImportSource } from '@common/schemas/history-import';
import { appMeaning } from './app-names';
import type { DraftSet, DraftWorkout } from './draft-types';
import { type LibraryExercise, LibraryIndex, nameKey } from './exercise-matching';
import { type OwnExerciseInput, ownExerciseFor, proposeOwnExercise } from './own-exercise';

// The exercise names of a file: how each matches the member's library (for the preview) and what
// each becomes on commit (the member's choices; names that match by themselves need none).

export interface NameUse {
  key: string;
  /** The first spelling the file uses. */
  name: string;
  sets: DraftSet[];
  workouts: number;
}

export function namesInFile(workouts: DraftWorkout[]): NameUse[] {
  const uses = new Map<string, NameUse & { lastWorkout: DraftWorkout | null }>();
  for (const w of workouts) {
    for (const e of w.exercises) {
      const key = nameKey(e.name);
      let use = uses.get(key);
      if (!use) {
        use = { key, name: e.name.trim(), sets: [], workouts: 0, lastWorkout: null };
        uses.set(key, use);
      }
      use.sets.push(...e.sets);
      if (use.lastWorkout !== w) use.workouts += 1;
      use.lastWorkout = w;
    }
  }
  return [...uses.values()].map(({ lastWorkout: _, ...use }) => use);
}

export const exerciseRef = (e: LibraryExercise): ExerciseRef => ({
  exerciseId: e.id,
  name: e.name,
  equipment: e.equipment,
});

type Automatic = { exercise: LibraryExercise; by: 'name' | 'alias' | 'earlier_import' };

export class ExerciseMatcher {
  private readonly index: LibraryIndex;
  private readonly byId = new Map<number, LibraryExercise>();
  /** Catalogue exercises by key ('hip_thrust.bodyweight'): movement and equipment. */
  private readonly byKey = new Map<string, LibraryExercise>();

  constructor(
    library: LibraryExercise[],
    private readonly earlier: Map<string, number>,
    private readonly source: ImportSource = 'fitcircle',
  ) {
    this.index = new LibraryIndex(library);
    for (const e of library) {
      this.byId.set(e.id, e);
      if (!e.custom && e.movement) this.byKey.set(`${e.movement}.${e.equipment}`, e);
    }
  }

  /**
   * The exercise a name is without asking, in this order: the member's own choice for it (in an
   * earlier import, or a re-map since), their own exercise of that name, the one catalogue exercise with that name or
   * alias (the same movement with the same equipment), read as the source app means it
   * (app-names.ts). Null: the member chooses.
   */
  automatic(use: { key: string; name: string }): Automatic | null {
    const chosen = this.byId.get(this.earlier.get(use.key) ?? 0);
    if (chosen) return { exercise: chosen, by: 'earlier_import' };
    const own = this.index.ownNamed(use.name);
    if (own) return { exercise: own, by: 'name' };
    const meant = appMeaning(this.source, use.name);
    if (meant === null) return null;
    if (meant !== undefined) {
      const exercise = this.byKey.get(meant);
      return exercise ? { exercise, by: 'alias' } : null;
    }
    return this.index.catalogueNamed(use.name);
  }

  /** For the preview: unmatched names first (they need the member), then by how often they occur. */
  describe(uses: NameUse[]): ImportExerciseName[] {
    return uses
      .map((use): ImportExerciseName => {
        const auto = this.automatic(use);
        return {
          name: use.name,
          sets: use.sets.length,
          workouts: use.workouts,
          status: auto ? 'matched' : 'unmatched',
          match: auto ? exerciseRef(auto.exercise) : null,
          matchedBy: auto?.by ?? null,
          options: auto ? [] : this.index.closest(use.name).map(exerciseRef),
          proposed: auto ? null : proposeOwnExercise(use.name, use.sets),
        };
      })
      .sort((a, b) => Number(a.status === 'matched') - Number(b.status === 'matched') || b.sets - a.sets);
  }

  /**
   * What each name becomes: an exercise id, or an own exercise to create. `missing` lists the
   * names that need a choice and have none; `unknown` is set when a choice names an exercise
   * outside the member's library. `remembered` holds the member's choices of an existing exercise,
   * so the next import matches those names at once.
   */
  resolve(uses: NameUse[], choices: ExerciseChoice[]) {
    const chosen = new Map(choices.map((c) => [nameKey(c.name), c]));
    const ids = new Map<string, number>();
    const creates = new Map<string, OwnExerciseInput>();
    const remembered = new Map<string, number>();
    const missing: string[] = [];
    let unknown = false;
    for (const use of uses) {
      const choice = chosen.get(use.key);
      if (choice?.action === 'create') {
        creates.set(use.key, ownExerciseFor(use.name, use.sets, choice));
      } else if (choice?.action === 'match') {
        if (!this.byId.has(choice.exerciseId)) unknown = true;
        ids.set(use.key, choice.exerciseId);
        if (choice.exerciseId !== this.automatic(use)?.exercise.id) remembered.set(use.key, choice.exerciseId);
      } else {
        const auto = this.automatic(use);
        if (auto) ids.set(use.key, auto.exercise.id);
        else missing.push(use.name);
      }
    }
    return { ids, creates, remembered, missing, unknown };
  }

  categoryOf(id: number) {
    return this.byId.get(id)?.category;
  }
}
