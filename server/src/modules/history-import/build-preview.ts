import { IMPORT_LIMITS, type ImportPreview } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import { type Checked, compareWithLog, type ExerciseIdOf, isAsked, reviewOf } from './compare-with-log';
import type { DraftWorkout, ParsedHistory } from './draft-types';
import { nameKey } from './exercise-matching';
import { ExerciseMatcher, namesToChoose } from './exercise-names';
import type { EffortColumns } from './formats/types';
import { keptKey, loadKeptKeys } from './kept-workouts-repository';
import { loadLibrary, loadNameChoices } from './library-repository';
import { type LoggedWorkout, loadLoggedWorkouts } from './logged-workouts-repository';
import type { StoredUpload } from './upload-repository';

// The preview: what the file holds and what importing it would do. It reads, never writes.

export function dateRangeOf(workouts: DraftWorkout[]): { from: string; to: string } | null {
  if (workouts.length === 0) return null;
  let from = workouts[0].date;
  let to = from;
  for (const w of workouts) {
    if (w.date < from) from = w.date;
    if (w.date > to) to = w.date;
  }
  return { from, to };
}

/** The library exercise a file's name is without asking (for comparing with the history). */
export const idOfName =
  (matcher: ExerciseMatcher): ExerciseIdOf =>
  (name) =>
    matcher.automatic({ key: nameKey(name), name })?.exercise.id ?? null;

/**
 * A file without an RPE or an RIR column (Strong and Hevy write no RIR, their older exports no
 * RPE) says nothing about it: the history's are left out of the comparison, so a workout logged
 * here with RIR and in Strong is still that workout. A FitCircle export compares both.
 */
function comparedAs(log: LoggedWorkout, columns: EffortColumns): LoggedWorkout {
  if (columns.rpe && columns.rir) return log;
  const set = (s: LoggedWorkout['exercises'][number]['sets'][number]) => ({
    ...s,
    rpe: columns.rpe ? s.rpe : null,
    rir: columns.rir ? s.rir : null,
  });
  return { ...log, exercises: log.exercises.map((e) => ({ ...e, sets: e.sets.map(set) })) };
}

/**
 * Each workout of the file against the member's history on its day (compare-with-log.ts); one it
 * would ask about is kept, without asking, when the member chose "Keep mine" for it with the
 * same sets before.
 */
export async function checkWorkouts(
  db: Queryable,
  userId: number,
  parsed: ParsedHistory,
  matcher: ExerciseMatcher,
): Promise<Checked[]> {
  const loaded = await loadLoggedWorkouts(
    db,
    userId,
    parsed.source,
    parsed.workouts.map((w) => w.date),
  );
  const logged = loaded.map((log) => comparedAs(log, parsed.effortColumns));
  const checked = compareWithLog(parsed.workouts, logged, idOfName(matcher));
  const asked = checked.filter(isAsked);
  if (asked.length === 0) return checked;
  const kept = await loadKeptKeys(
    db,
    userId,
    parsed.source,
    asked.map((c) => c.workout),
  );
  return checked.map((c) =>
    isAsked(c) && kept.has(keptKey(c.workout))
      ? { workout: c.workout, key: c.key, status: 'kept', logId: c.log.id }
      : c,
  );
}

export async function buildPreview(
  db: Queryable,
  userId: number,
  upload: StoredUpload,
  parsed: ParsedHistory,
): Promise<ImportPreview> {
  const [library, earlier] = await Promise.all([loadLibrary(db, userId), loadNameChoices(db, userId)]);
  const matcher = new ExerciseMatcher(library, earlier, parsed.source);
  const checked = await checkWorkouts(db, userId, parsed, matcher);
  const count = (status: Checked['status']) => checked.filter((c) => c.status === status).length;
  const toReview = checked.filter(isAsked).map((c) => reviewOf(c, idOfName(matcher), parsed.units));
  const sets = parsed.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
  return {
    token: upload.token,
    expiresAt: upload.expiresAt.toISOString(),
    source: parsed.source,
    format: parsed.format,
    delimiter: parsed.delimiter,
    units: {
      weightStated: parsed.stated.weight,
      distanceStated: parsed.stated.distance,
      weight: parsed.units.weight,
      distance: parsed.units.distance,
      needsWeight: parsed.stated.weight === null && parsed.hasWeights,
      needsDistance: parsed.stated.distance === null && parsed.hasDistances,
    },
    workouts: parsed.workouts.length,
    sets: sets.length,
    warmupSets: sets.filter((s) => s.kind === 'warmup').length,
    alreadyImported: count('imported'),
    alreadyInLog: count('in_log'),
    keptBefore: count('kept'),
    newWorkouts: count('new'),
    toReview,
    dateRange: dateRangeOf(parsed.workouts),
    skipped: parsed.skipped,
    problems: parsed.problems.slice(0, IMPORT_LIMITS.problemsListed),
    problemCount: parsed.problems.length,
    exercises: matcher.describe(namesToChoose(checked)),
    notes: parsed.notes,
  };
}
