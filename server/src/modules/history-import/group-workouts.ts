import { createHash } from 'node:crypto';
import { countOf } from '@common/en-us-format';
import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import { type ImportProblem, IMPORT_LIMITS as L } from '@common/schemas/history-import';
import { LOG_LIMITS, logDateProblem, SUPERSET_GROUP_MAX } from '@common/schemas/workout-logs';
import { type DistanceUnit, distanceToKm, type WeightUnit, weightToKg } from '@common/units';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import type { DraftExercise, DraftSet, DraftWorkout } from './draft-types';
import { type RawSet, RowProblem } from './formats/types';
import { roundTo } from './values';

// Rows become workouts: grouped by the format's workout key, exercises by consecutive name, with
// weights in kg and distances in km. A row that fails a check is left out and listed by line.

interface Units {
  weight: WeightUnit | null;
  distance: DistanceUnit | null;
}

interface Building {
  first: RawSet;
  exercises: (DraftExercise & { supersetKey: string | null })[];
  notes: string[];
}

/**
 * The stored set, or a RowProblem. Unknown units count as kg and km until the member says (the
 * preview is built again with their answer); until then a figure is refused only when it is not
 * plausible in either unit (as lb, the lighter reading; as km, the shorter), and said without one.
 */
function toDraftSet(s: RawSet, units: Units): DraftSet {
  const weightKg = !s.weight ? null : weightToKg(s.weight, units.weight ?? 'kg');
  if (s.weight && weightToKg(s.weight, units.weight ?? 'lb') > L.weightKgMax)
    throw new RowProblem(P.tooHeavy(s.weight, units.weight, L.weightKgMax));
  if (s.reps !== null && s.reps > L.repsMax) throw new RowProblem(P.tooManyReps(s.reps, L.repsMax));
  const km = s.distance ? distanceToKm(s.distance, units.distance ?? 'km') : null;
  if (s.distance && km !== null && km > L.distanceKmMax)
    throw new RowProblem(P.tooFar(s.distance, units.distance, L.distanceKmMax));
  const seconds = s.seconds ? Math.round(s.seconds) : null;
  if (seconds !== null && seconds > L.setSecondsMax) throw new RowProblem(P.tooLong(seconds));
  return {
    kind: s.kind,
    reps: s.reps || null,
    weightKg,
    // The database keeps distances from 10 m: a shorter one (a few metres of a sled) is 10 m.
    distanceKm: km === null ? null : Math.max(roundTo(km, 3), 0.01),
    durationSeconds: seconds || null,
    rpe: s.rpe,
    rir: s.rir,
  };
}

function addSet(workout: Building, s: RawSet, set: DraftSet): void {
  const last = workout.exercises.at(-1);
  let exercise = last && last.name === s.exercise && last.supersetKey === s.supersetKey ? last : undefined;
  if (!exercise) {
    if (workout.exercises.length >= LOG_LIMITS.exercisesMax)
      throw new RowProblem(P.tooManyExercises(LOG_LIMITS.exercisesMax));
    exercise = { name: s.exercise, notes: null, supersetKey: s.supersetKey, supersetGroup: null, sets: [] };
    workout.exercises.push(exercise);
  }
  if (exercise.sets.length >= LOG_LIMITS.setsPerExerciseMax) {
    throw new RowProblem(P.tooManySets(s.exercise, LOG_LIMITS.setsPerExerciseMax));
  }
  exercise.sets.push(set);
  // Hevy repeats an exercise's notes on each of its rows: they are kept once, with their exercise.
  if (s.exerciseNotes && !exercise.notes?.split('\n\n').includes(s.exerciseNotes)) {
    exercise.notes = exercise.notes ? `${exercise.notes}\n\n${s.exerciseNotes}` : s.exerciseNotes;
  }
}

/** Superset keys of one workout become groups 1, 2, ... in order of appearance. */
function supersetGroups(exercises: Building['exercises']): void {
  const groups = new Map<string, number>();
  for (const e of exercises) {
    if (e.supersetKey === null) continue;
    if (!groups.has(e.supersetKey)) groups.set(e.supersetKey, groups.size + 1);
    const group = groups.get(e.supersetKey)!;
    e.supersetGroup = group <= SUPERSET_GROUP_MAX ? group : null;
  }
}

const fingerprintOf = (exercises: DraftExercise[]) =>
  createHash('sha256')
    .update([...new Set(exercises.map((e) => e.name.trim().toLowerCase()))].sort().join('\n'))
    .digest('hex')
    .slice(0, 32);

export function groupWorkouts(sets: RawSet[], units: Units) {
  const problems: ImportProblem[] = [];
  const dateProblems = new Map<string, string | null>();
  const byKey = new Map<string, Building>();
  for (const s of sets) {
    try {
      let dateProblem = dateProblems.get(s.start.date);
      if (dateProblem === undefined) {
        dateProblem = logDateProblem(s.start.date);
        dateProblems.set(s.start.date, dateProblem);
      }
      if (dateProblem)
        throw new RowProblem(
          dateProblem === WORKOUT_MESSAGES.logDateFuture ? P.futureDate(s.start.date) : P.oldDate(s.start.date),
        );
      const set = toDraftSet(s, units);
      let workout = byKey.get(s.workoutKey);
      if (!workout) {
        workout = { first: s, exercises: [], notes: s.workoutNotes ? [s.workoutNotes] : [] };
        byKey.set(s.workoutKey, workout);
      }
      addSet(workout, s, set);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      problems.push({ line: s.line, message: err.message });
    }
  }
  const counts = { tooLong: 0, unknown: 0, notesCut: 0 };
  const twins = new Map<string, number>();
  const workouts: DraftWorkout[] = [];
  for (const w of byKey.values()) {
    supersetGroups(w.exercises);
    // A workout the file gives no duration for, or one past the limit (a timer left running), has
    // an unknown duration: its real length is not in the file, so no number is made up.
    const minutes = w.first.workoutSeconds ? Math.round(w.first.workoutSeconds / 60) : 0;
    if (minutes < 1) counts.unknown += 1;
    if (minutes > L.workoutMinutesMax) counts.tooLong += 1;
    const notes = w.notes.join('\n\n');
    if (notes.length > LOG_LIMITS.notesMax || w.exercises.some((e) => (e.notes?.length ?? 0) > LOG_LIMITS.notesMax))
      counts.notesCut += 1;
    const startedAt = `${w.first.start.date} ${w.first.start.time}`;
    const exercises = w.exercises.map(({ supersetKey: _, notes: exerciseNotes, ...e }) => ({
      ...e,
      notes: exerciseNotes ? exerciseNotes.slice(0, LOG_LIMITS.notesMax) : null,
    }));
    const base = `${startedAt}|${fingerprintOf(exercises)}`;
    const twin = (twins.get(base) ?? 0) + 1;
    twins.set(base, twin);
    workouts.push({
      startedAt,
      date: w.first.start.date,
      title: w.first.title.slice(0, LOG_LIMITS.titleMax),
      durationMinutes: minutes >= 1 && minutes <= L.workoutMinutesMax ? minutes : null,
      notes: notes ? notes.slice(0, LOG_LIMITS.notesMax) : null,
      exercises,
      fingerprint: twin === 1 ? fingerprintOf(exercises) : `${fingerprintOf(exercises)}#${twin}`,
    });
  }
  const notes = [
    counts.unknown
      ? workoutsThat(
          counts.unknown,
          'has no duration in the file: it is saved with an unknown duration.',
          'have no duration in the file: they are saved with an unknown duration.',
        )
      : '',
    counts.tooLong
      ? workoutsThat(
          counts.tooLong,
          `lasts over ${L.workoutMinutesMax / 60} hours (a timer left running?): it is saved with an unknown duration.`,
          `last over ${L.workoutMinutesMax / 60} hours (a timer left running?): they are saved with an unknown duration.`,
        )
      : '',
    counts.notesCut
      ? workoutsThat(
          counts.notesCut,
          `has notes over ${LOG_LIMITS.notesMax} characters: the rest is cut.`,
          `have notes over ${LOG_LIMITS.notesMax} characters: the rest is cut.`,
        )
      : '',
  ].filter(Boolean);
  return { workouts, problems, notes };
}

/** '1 workout has …', '3 workouts have …': the preview's notes about several workouts. */
function workoutsThat(count: number, singular: string, plural: string): string {
  return `${countOf(count, 'workout')} ${count === 1 ? singular : plural}`;
}
