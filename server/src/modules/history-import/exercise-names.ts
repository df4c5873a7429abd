import type { ExerciseChoice, ImportExerciseName } from '@common/schemas/history-import';
import type { DraftSet, DraftWorkout } from './draft-types';
import { type LibraryExercise, nameKey, suggestExercise } from './exercise-matching';
import { type OwnExerciseInput, ownExerciseFor } from './own-exercise';

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

const ref = (e: LibraryExercise) => ({ exerciseId: e.id, name: e.name });

/** The exercise a name matches without asking: the same name, or the member's earlier choice. */
function automaticMatch(
  key: string,
  byKey: Map<string, LibraryExercise>,
  byId: Map<number, LibraryExercise>,
  earlier: Map<string, number>,
) {
  const same = byKey.get(key);
  if (same) return { exercise: same, by: 'name' as const };
  const chosen = byId.get(earlier.get(key) ?? 0);
  return chosen ? { exercise: chosen, by: 'earlier_import' as const } : null;
}

export class ExerciseMatcher {
  private readonly byKey = new Map<string, LibraryExercise>();
  private readonly byId = new Map<number, LibraryExercise>();

  constructor(
    private readonly library: LibraryExercise[],
    private readonly earlier: Map<string, number>,
  ) {
    // The member's own exercise wins over a curated one of the same name.
    for (const e of library) this.byKey.set(nameKey(e.name), e);
    for (const e of library) this.byId.set(e.id, e);
  }

  /** For the preview: unmatched names first (they need the member), then by how often they occur. */
  describe(uses: NameUse[]): ImportExerciseName[] {
    return uses
      .map((use): ImportExerciseName => {
        const auto = automaticMatch(use.key, this.byKey, this.byId, this.earlier);
        const suggestion = auto ? null : suggestExercise(use.name, this.library);
        return {
          name: use.name,
          sets: use.sets.length,
          workouts: use.workouts,
          status: auto ? 'matched' : 'unmatched',
          match: auto ? ref(auto.exercise) : null,
          matchedBy: auto?.by ?? null,
          suggestion: suggestion ? ref(suggestion) : null,
        };
      })
      .sort((a, b) => Number(a.status === 'matched') - Number(b.status === 'matched') || b.sets - a.sets);
  }

  /**
   * What each name becomes: an exercise id, or an own exercise to create. `missing` lists the
   * names that need a choice and have none; `unknown` is set when a choice names an exercise
   * outside the member's library.
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
      const auto = automaticMatch(use.key, this.byKey, this.byId, this.earlier);
      if (choice?.action === 'create') {
        creates.set(use.key, ownExerciseFor(use.name, use.sets, this.library));
      } else if (choice?.action === 'match') {
        if (!this.byId.has(choice.exerciseId)) unknown = true;
        ids.set(use.key, choice.exerciseId);
        if (choice.exerciseId !== this.byKey.get(use.key)?.id) remembered.set(use.key, choice.exerciseId);
      } else if (auto) {
        ids.set(use.key, auto.exercise.id);
      } else missing.push(use.name);
    }
    return { ids, creates, remembered, missing, unknown };
  }

  categoryOf(id: number) {
    return this.byId.get(id)?.category;
  }
}
