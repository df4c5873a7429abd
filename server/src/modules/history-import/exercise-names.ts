import { equipmentStated } from '@common/exercises/names';
import type { ExerciseChoice, ExerciseRef, ImportExerciseName, ImportSource } from '@common/schemas/history-import';
import { appMeaning } from './app-names';
import { type Checked, mayBeWritten } from './compare-with-log';
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

/**
 * The names the member answers for, with their sets and workouts: those of the workouts the import
 * may write. A name only skipped workouts use (imported before, in the log, kept before) is not
 * asked: its answer would change nothing. The preview lists these and the commit requires a choice
 * for each, by this one rule, so the two cannot ask for different names.
 */
export function namesToChoose(checked: Checked[]): NameUse[] {
  return namesInFile(checked.filter(mayBeWritten).map((c) => c.workout));
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
  /** The catalogue's equipment variants of each movement, in catalogue order. */
  private readonly variants = new Map<string, LibraryExercise[]>();

  constructor(
    library: LibraryExercise[],
    private readonly earlier: Map<string, number>,
    private readonly source: ImportSource = 'fitcircle',
  ) {
    this.index = new LibraryIndex(library);
    for (const e of library) {
      this.byId.set(e.id, e);
      if (!e.custom && e.movement) {
        this.byKey.set(`${e.movement}.${e.equipment}`, e);
        this.variants.set(e.movement, [...(this.variants.get(e.movement) ?? []), e]);
      }
    }
  }

  /**
   * A catalogue exercise a name was found under, when the name does not settle which equipment
   * variant it is: the name states no equipment and the catalogue holds the movement in more than
   * one ("Squat": barbell, dumbbell, Smith machine, bodyweight...). Its bare spelling is the name or
   * alias of one variant ("Squat" is an alias of Back Squat), but a member's own "Squat" may be a
   * goblet or an air squat (D13: asked, never chosen). FitCircle's own names are exempt: each names
   * one variant (the export writes "Deadlift" for the barbell deadlift, and reads it back as it).
   */
  private unsettled(found: { exercise: LibraryExercise; by: 'name' | 'alias' }, name: string): boolean {
    if (this.source === 'fitcircle' && found.by === 'name') return false;
    if (equipmentStated(name) !== null || !found.exercise.movement) return false;
    return (this.variants.get(found.exercise.movement)?.length ?? 0) > 1;
  }

  /** For a name whose equipment is unsettled: every variant of its movement, to choose from. */
  private variantsOf(name: string): LibraryExercise[] {
    const found = this.index.catalogueNamed(name);
    if (!found?.exercise.movement || !this.unsettled(found, name)) return [];
    return this.variants.get(found.exercise.movement) ?? [];
  }

  /**
   * The exercise a name is without asking, in this order: the member's own choice for it (in an
   * earlier import, or a re-map since), their own exercise of that name, the one catalogue exercise with that name or
   * alias (the same movement with the same equipment), read as the source app means it
   * (app-names.ts), unless the name leaves its equipment unsettled (see unsettled). Null: the member
   * chooses.
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
    const found = this.index.catalogueNamed(use.name);
    return found && !this.unsettled(found, use.name) ? found : null;
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
          options: auto ? [] : this.optionsFor(use.name).map(exerciseRef),
          proposed: auto ? null : proposeOwnExercise(use.name, use.sets),
        };
      })
      .sort((a, b) => Number(a.status === 'matched') - Number(b.status === 'matched') || b.sets - a.sets);
  }

  /**
   * What an unmatched name is offered, none chosen: the variants of the movement it names when
   * only its equipment is unsettled, else the closest exercises of the library.
   */
  private optionsFor(name: string): LibraryExercise[] {
    const variants = this.variantsOf(name);
    return variants.length > 0 ? variants : this.index.closest(name);
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
