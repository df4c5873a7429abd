import { exerciseNameKey } from '@common/exercises/names';
import type { ImportSource } from '@common/schemas/history-import';

// Names that mean another exercise in the app they come from than in FitCircle's catalogue. The
// catalogue keeps the names of the exercise library FitCircle started with ("Hip Thrust" is its
// barbell hip thrust, "Goblet Squat" its kettlebell one), but Hevy's library uses some of those bare
// names for another equipment (its "Hip Thrust" has none, its "Goblet Squat" is done with a
// dumbbell). From that app such a name is the catalogue key given here, or, where what it means is
// not certain (null), it is not matched by itself at all: the member says.
//
// A name that states no equipment, for a movement the catalogue holds in several, is asked
// (exercise-names.ts), unless the app's own library fixes the equipment: the app's built-in bare
// names listed here (from its exercise list, as the fixtures hevy-library.csv and
// strong-library.csv hold them). A bare name not listed ("Squat", "Deadlift" in a Strong file: a
// member's own exercise, as Strong's built-ins are "Squat (Barbell)"...) is asked.

const HEVY: Record<string, string | null> = {
  'Hip Thrust': 'hip_thrust.bodyweight',
  'Goblet Squat': 'goblet_squat.dumbbell',
  'Hack Squat': 'hack_squat.barbell',
  'Walking Lunge': 'walking_lunge.bodyweight',
  'Step Up': 'step_up.bodyweight',
  'Standing Calf Raise': 'standing_calf_raise.bodyweight',
  // Hevy files it under "other" equipment: dumbbells, kettlebells, a trap bar or handles.
  'Farmers Walk': null,
  // Hevy's built-in bare names whose equipment its library fixes.
  'Back Extension (Hyperextension)': 'back_extension.bodyweight',
  'Bulgarian Split Squat': 'bulgarian_split_squat.dumbbell',
  'Chest Dip': 'chest_dip.bodyweight',
  'Chin Up': 'chin_up.bodyweight',
  'Face Pull': 'face_pull.cable',
  'Front Squat': 'front_squat.barbell',
  'Pull Up': 'pull_up.bodyweight',
  'Push Up': 'push_up.bodyweight',
  'Seated Calf Raise': 'seated_calf_raise.machine',
  'Sumo Deadlift': 'sumo_deadlift.barbell',
  'T Bar Row': 't_bar_row.barbell',
  'Triceps Pushdown': 'triceps_pushdown.cable',
};

const STRONG: Record<string, string | null> = {
  // Strong files it under "other" equipment, not the dumbbells the catalogue's Step-Up uses.
  'Step-up': null,
  // Strong's built-in bare names whose equipment its library fixes.
  'Hack Squat': 'hack_squat.machine',
  'Pull Up': 'pull_up.bodyweight',
  'T Bar Row': 't_bar_row.barbell',
};

const byKey = (names: Record<string, string | null>) =>
  new Map(Object.entries(names).map(([name, key]) => [exerciseNameKey(name), key]));

const APP_NAMES: Record<ImportSource, Map<string, string | null>> = {
  hevy: byKey(HEVY),
  strong: byKey(STRONG),
  fitcircle: new Map(),
};

/**
 * What a name from `source` means when that app means something else by it than the catalogue:
 * a catalogue key, null (not certain: the member chooses), or undefined (the app means what the
 * catalogue means).
 */
export function appMeaning(source: ImportSource, name: string): string | null | undefined {
  return APP_NAMES[source].get(exerciseNameKey(name));
}
