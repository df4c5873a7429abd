// The exercise catalogue's vocabulary (issue 30): what an exercise is done with, which muscles it
// trains, and what one set of it records. Shared by the server (catalogue, matcher, records) and the
// web (picker, catalogue page, logger), so both say the same thing.

/**
 * What the exercise is done with. Each equipment variant of a movement is its own exercise, so a
 * record is never shared between, say, a dumbbell and a machine lateral raise. Weighted and
 * assisted bodyweight are variants too: their kg are added load or assistance, not the bar's.
 */
export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'machine',
  'plate_loaded',
  'cable',
  'smith_machine',
  'kettlebell',
  'band',
  'bodyweight',
  'weighted_bodyweight',
  'assisted_bodyweight',
  'ez_bar',
  'trap_bar',
  'suspension',
  'cardio_machine',
  'other',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** The muscles an exercise trains, primary or secondary ('cardio' is the heart and lungs). */
export const MUSCLES = [
  'chest',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'lats',
  'upper_back',
  'lower_back',
  'traps',
  'neck',
  'abdominals',
  'obliques',
  'hip_flexors',
  'quadriceps',
  'hamstrings',
  'glutes',
  'adductors',
  'abductors',
  'calves',
  'full_body',
  'cardio',
] as const;
export type Muscle = (typeof MUSCLES)[number];

/** The coarse groups of the picker's filter and older answers (`muscleGroup`), one per exercise. */
export const MUSCLE_GROUPS = [
  'chest',
  'back',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'core',
  'quadriceps',
  'hamstrings',
  'glutes',
  'calves',
  'full_body',
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

const GROUP_OF_MUSCLE: Record<Muscle, MuscleGroup> = {
  chest: 'chest',
  shoulders: 'shoulders',
  biceps: 'biceps',
  triceps: 'triceps',
  forearms: 'forearms',
  lats: 'back',
  upper_back: 'back',
  lower_back: 'back',
  traps: 'back',
  neck: 'back',
  abdominals: 'core',
  obliques: 'core',
  hip_flexors: 'core',
  quadriceps: 'quadriceps',
  hamstrings: 'hamstrings',
  glutes: 'glutes',
  // The inner thigh sits with the front of the thigh, the outer hip with the glutes (its main abductor).
  adductors: 'quadriceps',
  abductors: 'glutes',
  calves: 'calves',
  full_body: 'full_body',
  cardio: 'full_body',
};

/** The coarse group of an exercise: its first primary muscle's; null when no muscle is known. */
export function muscleGroupOf(primary: readonly Muscle[]): MuscleGroup | null {
  return primary.length > 0 ? GROUP_OF_MUSCLE[primary[0]] : null;
}

/** The muscles a coarse group covers, for filtering by group. */
export function musclesOfGroup(group: MuscleGroup): Muscle[] {
  return MUSCLES.filter((m) => GROUP_OF_MUSCLE[m] === group);
}

/**
 * What one set records, which decides the logger's boxes and how records rank:
 * - weight_reps: load × reps (heavier is better);
 * - reps_only: reps, no load (push-ups);
 * - weighted_bodyweight: reps with added load (a belt on a dip); more added is better;
 * - assisted_bodyweight: reps with assistance (an assisted pull-up machine); less assistance is better;
 * - duration: time (a plank, a stretch);
 * - distance_duration: distance and time (a run, a row).
 */
export const LOGGING_TYPES = [
  'weight_reps',
  'reps_only',
  'weighted_bodyweight',
  'assisted_bodyweight',
  'duration',
  'distance_duration',
] as const;
export type LoggingType = (typeof LOGGING_TYPES)[number];

/** Logging types whose sets carry a load in kg (added, assisting or lifted). */
export const LOADED_TYPES: readonly LoggingType[] = ['weight_reps', 'weighted_bodyweight', 'assisted_bodyweight'];

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  barbell: 'Barbell',
  dumbbell: 'Dumbbell',
  machine: 'Machine',
  plate_loaded: 'Plate-loaded machine',
  cable: 'Cable',
  smith_machine: 'Smith machine',
  kettlebell: 'Kettlebell',
  band: 'Band',
  bodyweight: 'Bodyweight',
  weighted_bodyweight: 'Weighted bodyweight',
  assisted_bodyweight: 'Assisted bodyweight',
  ez_bar: 'EZ bar',
  trap_bar: 'Trap bar',
  suspension: 'Suspension trainer',
  cardio_machine: 'Cardio machine',
  other: 'Other',
};

export const MUSCLE_LABELS: Record<Muscle, string> = {
  chest: 'Chest',
  shoulders: 'Shoulders',
  biceps: 'Biceps',
  triceps: 'Triceps',
  forearms: 'Forearms',
  lats: 'Lats',
  upper_back: 'Upper back',
  lower_back: 'Lower back',
  traps: 'Traps',
  neck: 'Neck',
  abdominals: 'Abs',
  obliques: 'Obliques',
  hip_flexors: 'Hip flexors',
  quadriceps: 'Quadriceps',
  hamstrings: 'Hamstrings',
  glutes: 'Glutes',
  adductors: 'Adductors',
  abductors: 'Abductors',
  calves: 'Calves',
  full_body: 'Full body',
  cardio: 'Cardio',
};

export const LOGGING_TYPE_LABELS: Record<LoggingType, string> = {
  weight_reps: 'Weight × reps',
  reps_only: 'Reps only',
  weighted_bodyweight: 'Added weight × reps',
  assisted_bodyweight: 'Assistance × reps',
  duration: 'Time',
  distance_duration: 'Distance and time',
};

/** The category (calories, older answers) a logging type belongs to when nothing else says. */
export function categoryOfLoggingType(type: LoggingType): 'strength' | 'cardio' {
  return type === 'distance_duration' ? 'cardio' : 'strength';
}
