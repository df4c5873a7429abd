import { createHash } from 'node:crypto';
import { exerciseNameKey } from '@common/exercises/names';
import { REVIEW_TEXTS as T } from '@common/history-import-texts';
import type { WorkoutReview } from '@common/schemas/history-import';
import { type DistanceUnit, formatDistance, formatWeight, type WeightUnit } from '@common/units';
import type { DraftSet, DraftWorkout } from './draft-types';
import { importKey } from './import-repository';
import type { LoggedSet, LoggedWorkout } from './logged-workouts-repository';
import { roundTo } from './values';

// Each workout of a file against the member's history, so an import never stores a workout twice
// and never drops one without a word (D13):
// - imported: this source's import wrote it before (same start and exercise names: the key of
//   decision 0015) and it holds the same sets: skipped;
// - in_log: not imported from here, but the history holds it: the same day, the same exercises in
//   the same order, each with the same sets (kind, reps, weight, time, distance, RPE, RIR). Logged
//   here and in Strong, or read from a FitCircle export: skipped. The title, duration and notes are
//   not compared (another app names the same workout otherwise); nor is RIR when the file has no
//   RIR column (Strong, Hevy: checkWorkouts leaves the history's out), as the file says nothing of it;
// - changed: imported before, but its sets differ from the history's now (corrected in the file,
//   or edited here): the member decides;
// - similar: on that day the history holds a workout with the same title or the same exercises,
//   with other sets: the member decides;
// - kept: changed or similar, but the member chose "Keep mine" for this workout with these very
//   sets in an earlier import (kept-workouts-repository.ts, marked by checkWorkouts): skipped;
// - new: the rest (a run and a lifting session on one day are two workouts).

export type Checked =
  | { workout: DraftWorkout; key: string; status: 'new' }
  | { workout: DraftWorkout; key: string; status: 'imported' | 'in_log' | 'kept'; logId: number }
  | { workout: DraftWorkout; key: string; status: 'changed' | 'similar'; log: LoggedWorkout };

/** The library exercise a file's name certainly is (matched by itself), or null. */
export type ExerciseIdOf = (name: string) => number | null;

interface Units {
  weight: WeightUnit | null;
  distance: DistanceUnit | null;
}

/**
 * What the database keeps of a set, at its precision (kind, reps, kg to 0.01, seconds, km to
 * 0.001, RPE to 0.1, RIR): float noise in an export ('12.900000000000034') is the same set. The
 * RIR comes last and only when there is one: 0 is an answer, not a blank (unlike a missing RPE,
 * which is never 0), and a set without one has the figures (and so the "Keep mine" digest,
 * setsDigest) it had before sets carried RIR.
 */
export function setFigures(s: DraftSet): (string | number)[] {
  const at = (value: number | null, decimals: number) => roundTo(value ?? 0, decimals);
  const figures = [
    s.kind,
    at(s.reps, 0),
    at(s.weightKg, 2),
    at(s.durationSeconds, 0),
    at(s.distanceKm, 3),
    at(s.rpe, 1),
  ];
  return s.rir === null ? figures : [...figures, `RIR ${s.rir}`];
}

/** Two sets are the same when everything the database keeps of them is (at its precision). */
export function sameSet(a: DraftSet, b: LoggedSet): boolean {
  const [fa, fb] = [setFigures(a), setFigures(b)];
  return fa.length === fb.length && fa.every((v, i) => v === fb[i]);
}

/** A workout the member decides on (keep theirs, or add the file's). */
export const isAsked = (c: Checked): c is Extract<Checked, { status: 'changed' | 'similar' }> =>
  c.status === 'changed' || c.status === 'similar';

const SKIPPED: readonly Checked['status'][] = ['imported', 'in_log', 'kept'];

/**
 * A workout the import may write: new, or asked about (the member's answer may add it). One it
 * skips whatever the member answers (imported, in the log, kept before) is not; a status added
 * later counts as writable until SKIPPED lists it, so its names are asked rather than guessed.
 */
export const mayBeWritten = (c: Checked): boolean => !SKIPPED.includes(c.status);

function sameExercise(name: string, id: number | null, logged: LoggedWorkout['exercises'][number]): boolean {
  if (id !== null && id === logged.exerciseId) return true;
  const key = exerciseNameKey(name);
  return (
    key === exerciseNameKey(logged.name) || (logged.sourceName !== null && key === exerciseNameKey(logged.sourceName))
  );
}

function sameExercises(w: DraftWorkout, log: LoggedWorkout, idOf: ExerciseIdOf): boolean {
  return (
    w.exercises.length === log.exercises.length &&
    w.exercises.every((e, i) => sameExercise(e.name, idOf(e.name), log.exercises[i]))
  );
}

function sameWorkout(w: DraftWorkout, log: LoggedWorkout, idOf: ExerciseIdOf): boolean {
  return (
    sameExercises(w, log, idOf) &&
    w.exercises.every(
      (e, i) =>
        e.sets.length === log.exercises[i].sets.length && e.sets.every((s, j) => sameSet(s, log.exercises[i].sets[j])),
    )
  );
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function compareWithLog(workouts: DraftWorkout[], logged: LoggedWorkout[], idOf: ExerciseIdOf): Checked[] {
  const byKey = new Map<string, LoggedWorkout[]>();
  for (const log of logged) if (log.importKey) byKey.set(log.importKey, [...(byKey.get(log.importKey) ?? []), log]);
  const claimed = new Set<number>();
  const checked: (Checked | null)[] = workouts.map((workout) => {
    const key = importKey(workout);
    const versions = byKey.get(key);
    if (!versions) return null;
    for (const v of versions) claimed.add(v.id);
    const found = versions.find((v) => sameWorkout(workout, v, idOf));
    return found
      ? { workout, key, status: 'imported', logId: found.id }
      : { workout, key, status: 'changed', log: versions[0] };
  });
  // Then the history's workouts of the day, each standing for one workout of the file at most.
  for (const [i, workout] of workouts.entries()) {
    if (checked[i]) continue;
    const found = logged.find((l) => l.date === workout.date && !claimed.has(l.id) && sameWorkout(workout, l, idOf));
    if (!found) continue;
    claimed.add(found.id);
    checked[i] = { workout, key: importKey(workout), status: 'in_log', logId: found.id };
  }
  return workouts.map((workout, i) => {
    const done = checked[i];
    if (done) return done;
    const key = importKey(workout);
    const like = logged.find(
      (l) =>
        l.date === workout.date &&
        !claimed.has(l.id) &&
        (sameTitle(l.title, workout.title) || sameExercises(workout, l, idOf)),
    );
    return like ? { workout, key, status: 'similar', log: like } : { workout, key, status: 'new' };
  });
}

/**
 * The re-import key of a workout added as another version of one imported before: its own key
 * with a digest of its sets, so each version keeps its row and is recognised next time.
 */
export function versionFingerprint(w: DraftWorkout): string {
  const sets = JSON.stringify(w.exercises.map((e) => [e.name.trim().toLowerCase(), e.sets]));
  return `${w.fingerprint}~${createHash('sha256').update(sets).digest('hex').slice(0, 8)}`;
}

function setText(s: DraftSet | LoggedSet | undefined, units: Units): string {
  if (!s) return T.noSet;
  const parts: string[] = [];
  if (s.weightKg) parts.push(`${formatWeight(Number(s.weightKg), units.weight ?? 'kg')} × ${s.reps ?? 0}`);
  else if (s.reps) parts.push(`${s.reps} reps`);
  if (s.distanceKm) parts.push(formatDistance(Number(s.distanceKm), units.distance ?? 'km'));
  if (s.durationSeconds) parts.push(`${s.durationSeconds} s`);
  if (s.rpe) parts.push(`RPE ${s.rpe}`);
  if (s.rir !== null) parts.push(`RIR ${s.rir}`);
  if (s.kind !== 'normal') parts.push(`(${s.kind})`);
  return parts.join(' ') || T.noSet;
}

const DIFFERENCES_LISTED = 4;

/** How a file's workout differs from the history's, in a few lines. */
function differences(w: DraftWorkout, log: LoggedWorkout, idOf: ExerciseIdOf, units: Units): string[] {
  if (!sameExercises(w, log, idOf)) {
    return [
      T.exercisesDiffer(
        log.exercises.map((e) => e.sourceName ?? e.name),
        w.exercises.map((e) => e.name),
      ),
    ];
  }
  const lines: string[] = [];
  for (const [i, e] of w.exercises.entries()) {
    const mine = log.exercises[i].sets;
    for (let j = 0; j < Math.max(e.sets.length, mine.length); j++) {
      const file = e.sets[j];
      if (file && mine[j] && sameSet(file, mine[j])) continue;
      lines.push(T.setDiffers(e.name, j + 1, setText(mine[j], units), setText(file, units)));
    }
  }
  if (lines.length <= DIFFERENCES_LISTED) return lines;
  return [...lines.slice(0, DIFFERENCES_LISTED - 1), T.moreDifferences(lines.length - DIFFERENCES_LISTED + 1)];
}

/** The preview's entry for a workout the member decides on. */
export function reviewOf(
  c: Extract<Checked, { status: 'changed' | 'similar' }>,
  idOf: ExerciseIdOf,
  units: Units,
): WorkoutReview {
  return {
    key: c.key,
    status: c.status,
    date: c.workout.date,
    title: c.workout.title,
    yours: { logId: c.log.id, title: c.log.title },
    differences: differences(c.workout, c.log, idOf, units),
  };
}
