import { clipText } from './clip-text';
import { formatCount } from './en-us-format';
import { IMPORT_LIMITS } from './schemas/history-import-limits';
import { type DistanceUnit, distanceLimitIn, type WeightUnit, weightLimitIn } from './units';
import { LOG_LIMITS } from './workouts-limits';

// Texts of history import and data export (issue 15): one place for the server's messages and
// the screen's words.

const MB = IMPORT_LIMITS.maxBytes / (1024 * 1024);

export const IMPORT_MESSAGES = {
  emptyFile: 'The file is empty.',
  noWorkouts: 'We found no workouts in this file: it has a header but no sets.',
  tooLarge: `The file is larger than ${MB} MB. Export a shorter date range, or split the file, and import each part.`,
  notText: 'This file is not a CSV text file. Export your history as CSV and choose that file.',
  unknownHeader: (columns: string[]) =>
    `This doesn't look like a Strong, Hevy or FitCircle export. Columns found: ${
      clipText(
        columns
          .slice(0, 20)
          .map((c) => clipText(c))
          .join(', '),
        300,
      ) || 'none'
    }.`,
  previewGone: 'This preview has expired or was replaced by a newer upload. Choose the file again.',
  weightUnitNeeded: 'This file does not say whether weights are in kg or lb. Choose one.',
  distanceUnitNeeded: 'This file does not say whether distances are in km or miles. Choose one.',
  choiceNeeded: (names: string[]) =>
    `Choose a match, or "create as my own exercise", for: ${names
      .slice(0, 5)
      .map((n) => clipText(n))
      .join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}.`,
  exerciseUnknown: 'One of the chosen exercises is not in your library.',
  workoutDecisionNeeded: (titles: string[]) =>
    `Choose "keep mine" or "add the file's" for: ${titles
      .slice(0, 5)
      .map((t) => clipText(t))
      .join(', ')}${titles.length > 5 ? ` and ${titles.length - 5} more` : ''}.`,
  workoutDecisionUnknown: 'A decision names a workout this file does not ask about. Preview the file again.',
  importedNameUnknown: 'None of your imported workouts uses that exercise name.',
  tooManyOwnExercises: (creating: number, max: number) =>
    `This import would create ${creating} exercises of your own, over your limit of ${max}. Match some names to library exercises instead.`,
  nothingToImport: 'Nothing left to import: every workout in this file is already in your history or has problems.',
  tooManyPreviews: 'Too many uploads in a minute. Wait a moment and try again.',
  commitFailed: 'The import failed and nothing was saved. Try again.',
} as const;

/** What is wrong with one row; the preview lists them with the row's line number. */
export const ROW_PROBLEMS = {
  fieldCount: (found: number, expected: number) => `has ${found} fields where the header has ${expected}.`,
  csv: (detail: string) => `cannot be read as CSV (${clipText(detail, 200)}).`,
  date: (value: string) => `the date "${clipText(value)}" is not a date we can read.`,
  futureDate: (value: string) => `the date ${clipText(value)} is in the future.`,
  oldDate: (value: string) => `the date ${clipText(value)} is more than ${LOG_LIMITS.yearsBack} years ago.`,
  number: (column: string, value: string) => `${clipText(column)} "${clipText(value)}" is not a number.`,
  wholeNumber: (column: string, value: string) => `${clipText(column)} "${clipText(value)}" is not a whole number.`,
  negative: (column: string, value: string) => `${clipText(column)} is negative (${clipText(value)}).`,
  // A figure is stated in the file's unit, or with none while the member has not said which it is
  // (then it is refused only when no unit makes it plausible): never a unit the file does not hold.
  tooHeavy: (weight: number, unit: WeightUnit | null, maxKg: number) =>
    unit
      ? `a weight of ${formatCount(weight, 2)} ${unit} is not plausible (at most ${formatCount(weightLimitIn(maxKg, unit), 2)} ${unit}).`
      : `a weight of ${formatCount(weight, 2)} is not plausible in kg or lb (at most ${formatCount(maxKg)} kg or ${formatCount(weightLimitIn(maxKg, 'lb'))} lb).`,
  tooManyReps: (reps: number, max: number) => `${reps.toLocaleString('en-US')} reps is not plausible (at most ${max}).`,
  tooFar: (distance: number, unit: DistanceUnit | null, maxKm: number) =>
    unit
      ? `a distance of ${formatCount(distance, 3)} ${unit} is not plausible (at most ${formatCount(distanceLimitIn(maxKm, unit), 2)} ${unit}).`
      : `a distance of ${formatCount(distance, 3)} is not plausible in km or miles (at most ${formatCount(maxKm)} km or ${formatCount(distanceLimitIn(maxKm, 'mi'))} mi).`,
  tooLong: (seconds: number) => `a set of ${seconds.toLocaleString('en-US')} seconds is longer than a day.`,
  noExercise: 'the exercise name is empty.',
  setType: (value: string) => `the set type "${clipText(value)}" is not normal, warmup, dropset or failure.`,
  setOrder: (value: string) =>
    `Set Order "${clipText(value)}" is not a set number, W (warm-up), D (drop set) or F (failure).`,
  tooManySets: (exercise: string, max: number) => `more than ${max} sets of ${clipText(exercise)} in one workout.`,
  tooManyExercises: (max: number) => `more than ${max} exercises in one workout.`,
} as const;

export const IMPORT_TEXTS = {
  pageTitle: 'Import history',
  intro:
    'Bring your workouts from Strong or Hevy (or a FitCircle CSV) into your history. Nothing is saved until you press Import.',
  chooseFile: 'Choose a CSV file',
  importButton: 'Import',
  cancelButton: 'Cancel',
  createOwn: 'Create as my own exercise',
  /** The Import button when nothing is added, only "Keep mine" answers to remember. */
  saveChoices: (count: number) => (count === 1 ? 'Save my choice' : 'Save my choices'),
  rpeLeftOut: (sets: number) =>
    `${sets} ${sets === 1 ? 'set has an RPE' : 'sets have an RPE'} that is not ${LOG_LIMITS.rpeMin} to ${LOG_LIMITS.rpeMax} in halves: it is left out, the set is kept.`,
  rirLeftOut: (sets: number) =>
    `${sets} ${sets === 1 ? 'set has an RIR' : 'sets have an RIR'} that is not a whole number from 0 to ${LOG_LIMITS.rirMax}: it is left out, the set is kept.`,
} as const;

/** The preview's words for a workout the member decides on (WorkoutReview). */
export const REVIEW_TEXTS = {
  changed: 'Changed in the file since you imported it (or edited here since).',
  similar: 'Your history has a workout like it that day, with other sets.',
  keep: 'Keep mine',
  add: "Add the file's as another workout",
  keepRemembered:
    '“Keep mine” is remembered: importing this file again will not ask about that workout unless its sets change.',
  keptBefore: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'workout' : 'workouts'} you chose “Keep mine” for before (the file's sets unchanged) will be skipped`,
  exercisesDiffer: (yours: string[], file: string[]) =>
    `Exercises: ${clipText(yours.join(', '), 200) || 'none'} in your history; ${clipText(file.join(', '), 200) || 'none'} in the file.`,
  setDiffers: (exercise: string, set: number, yours: string, file: string) =>
    `${clipText(exercise)}, set ${set}: ${yours} in your history, ${file} in the file.`,
  noSet: 'no set',
  moreDifferences: (count: number) => `…and ${count} more ${count === 1 ? 'difference' : 'differences'}.`,
} as const;

export const DATA_EXPORT_TEXTS = {
  description:
    'One zip file: your workouts as a CSV you can open in a spreadsheet or import again, your posts, follows, plans, meal diary and messages as readable JSON, your photos and videos, and each GPS activity as GPX.',
} as const;
