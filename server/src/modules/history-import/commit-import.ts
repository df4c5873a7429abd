import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import type { commitImportSchema, ImportResult, ImportStage } from '@common/schemas/history-import';
import { MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
import type pg from 'pg';
import { type Queryable, transaction } from '../../db/pool';
import { badRequest } from '../../lib/http-errors';
import { awardEarnedBadges } from '../badges';
import { workoutsChanged } from '../challenges';
import { countOwnExercises } from '../exercises';
import type { SessionUser } from '../sessions';
import { checkWorkouts, dateRangeOf } from './build-preview';
import { type Checked, isAsked, versionFingerprint } from './compare-with-log';
import type { DraftWorkout, ParsedHistory } from './draft-types';
import { nameKey } from './exercise-matching';
import { ExerciseMatcher, namesInFile, namesToChoose } from './exercise-names';
import { type ResolvedWorkout, writeImportedWorkouts } from './import-repository';
import { rememberKept } from './kept-workouts-repository';
import { createOwnExercises, loadLibrary, loadNameChoices, saveNameChoices } from './library-repository';
import type { OwnExerciseInput } from './own-exercise';
import { deleteUpload } from './upload-repository';

// Commit: every check first (units, a choice for every name and every workout asked about, the
// own-exercise limit), answered as a 400 before anything is written; then one transaction that
// checks the workouts again under the member's import lock (planCommit, the same checks, also
// answered as a 400) and writes it all or nothing.

type Body = ReturnType<typeof commitImportSchema.parse>;
type Decisions = Map<string, Body['workouts'][number]['action']>;
export type ProgressReport = (stage: ImportStage, percent: number) => void;

/**
 * The workouts to write: the new ones, and those the member decided to add; and those they kept
 * theirs for (remembered, so the same sets are not asked about again). A workout the preview
 * asked about needs a decision (none is assumed); one added beside the version imported before
 * keeps a key of its own.
 */
function workoutsToWrite(checked: Checked[], decisions: Decisions) {
  const missing: string[] = [];
  const write: DraftWorkout[] = [];
  const kept: DraftWorkout[] = [];
  for (const c of checked) {
    if (c.status === 'new') write.push(c.workout);
    if (!isAsked(c)) continue;
    const action = decisions.get(c.key);
    if (!action) missing.push(c.workout.title);
    else if (action === 'keep') kept.push(c.workout);
    else write.push(c.status === 'changed' ? { ...c.workout, fingerprint: versionFingerprint(c.workout) } : c.workout);
  }
  if (missing.length > 0) {
    throw badRequest(M.workoutDecisionNeeded(missing), { workouts: M.workoutDecisionNeeded(missing) });
  }
  return { write, kept };
}

/** What the commit needs besides the file: read before the transaction, used again under its lock. */
interface Prepared {
  matcher: ExerciseMatcher;
  choices: Body['exercises'];
  decisions: Decisions;
  /** The member's own exercises (lower-case names) and how many, for the own-exercise limit. */
  own: { names: Set<string>; count: number };
}

/**
 * The plan for the file's workouts as checked against the history: what each name the member
 * answers for becomes (namesToChoose, the preview's rule), the workouts to write and to keep, and
 * the own exercises to create. A 400 when a choice or a decision is missing or the own-exercise
 * limit would be passed. Run before the transaction and again under its lock, where a workout
 * skipped before may be writable now (the member deleted theirs meanwhile): its names then need
 * the member's choice like any other, and none is guessed.
 */
function planCommit(checked: Checked[], { matcher, choices, decisions, own }: Prepared) {
  const names = matcher.resolve(namesToChoose(checked), choices);
  if (names.missing.length > 0) {
    throw badRequest(M.choiceNeeded(names.missing), { exercises: M.choiceNeeded(names.missing) });
  }
  if (names.unknown) throw badRequest(M.exerciseUnknown, { exercises: M.exerciseUnknown });
  const { write, kept } = workoutsToWrite(checked, decisions);
  const creates = createsFor(names.creates, write);
  const newOwn = creates.filter(([, c]) => !own.names.has(c.name.toLowerCase()));
  if (own.count + newOwn.length > MAX_OWN_EXERCISES) {
    throw badRequest(M.tooManyOwnExercises(newOwn.length, MAX_OWN_EXERCISES));
  }
  return { names, write, kept, creates };
}

/** The checks that need the member's library, before the transaction; answers what it needs. */
export async function prepareCommit(
  db: pg.Pool,
  user: SessionUser,
  parsed: ParsedHistory,
  body: Body,
): Promise<Prepared> {
  if (parsed.units.weight === null && parsed.hasWeights)
    throw badRequest(M.weightUnitNeeded, { weightUnit: M.weightUnitNeeded });
  if (parsed.units.distance === null && parsed.hasDistances) {
    throw badRequest(M.distanceUnitNeeded, { distanceUnit: M.distanceUnitNeeded });
  }
  if (parsed.workouts.length === 0) throw badRequest(M.nothingToImport);
  const [library, earlier, ownCount] = await Promise.all([
    loadLibrary(db, user.id),
    loadNameChoices(db, user.id),
    countOwnExercises(db, user.id),
  ]);
  const matcher = new ExerciseMatcher(library, earlier, parsed.source);
  const checked = await checkWorkouts(db, user.id, parsed, matcher);
  const decisions: Decisions = new Map(body.workouts.map((d) => [d.key, d.action]));
  const asked = new Set(checked.filter(isAsked).map((c) => c.key));
  if ([...decisions.keys()].some((key) => !asked.has(key))) {
    throw badRequest(M.workoutDecisionUnknown, { workouts: M.workoutDecisionUnknown });
  }
  const own = { names: new Set(library.filter((e) => e.custom).map((e) => e.name.toLowerCase())), count: ownCount };
  const prepared = { matcher, choices: body.exercises, decisions, own };
  planCommit(checked, prepared);
  return prepared;
}

/**
 * The own exercises to create: those a written workout uses. A name whose only workouts are
 * skipped (imported before, in the log, kept as the member's) would stand in their library with
 * nothing logged under it. The next import asks about it again.
 */
function createsFor(creates: Map<string, OwnExerciseInput>, written: DraftWorkout[]) {
  const used = new Set(namesInFile(written).map((u) => u.key));
  return [...creates].filter(([key]) => used.has(key));
}

function resolveWorkouts(
  parsed: ParsedHistory,
  ids: Map<string, number>,
  categories: Map<number, ExerciseCategory>,
  weightKg: number | null,
): ResolvedWorkout[] {
  return parsed.workouts.map((w) => {
    const setsByCategory: Partial<Record<ExerciseCategory, number>> = {};
    const exercises = w.exercises.map((e) => {
      const exerciseId = ids.get(nameKey(e.name))!;
      const category = categories.get(exerciseId) ?? 'strength';
      setsByCategory[category] = (setsByCategory[category] ?? 0) + e.sets.length;
      return { exerciseId, sourceName: e.name.trim(), notes: e.notes, supersetGroup: e.supersetGroup, sets: e.sets };
    });
    // No duration, no estimate: calories are not made up from a length nobody knows.
    const estimatedCalories = estimateWorkoutCalories({ durationMinutes: w.durationMinutes, weightKg, setsByCategory });
    return { ...w, exercises, estimatedCalories };
  });
}

/** One import at a time per member, so two tabs cannot both pass the re-import check. */
export async function takeImportLock(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('history-import'), $1)`, [userId]);
}

/**
 * Starts the import's one transaction. `checked` settles once the workouts are checked again
 * under the lock: rejected with planCommit's 400 (nothing written) when they no longer pass, so
 * the caller answers it before it streams any progress. `done` answers the counts. No post, no
 * notification: these are past workouts (the notices of the challenges they count in, overtaken
 * or goal reached, are written as for a logged workout).
 */
export function startCommit(
  db: pg.Pool,
  user: SessionUser,
  token: string,
  parsed: ParsedHistory,
  prepared: Prepared,
  report: ProgressReport,
): { checked: Promise<void>; done: Promise<ImportResult> } {
  let pass = () => {};
  let refuse: (err: unknown) => void = () => {};
  const checked = new Promise<void>((resolve, reject) => {
    pass = resolve;
    refuse = reject;
  });
  const done = transaction(db, async (tx) => {
    await takeImportLock(tx, user.id);
    report('checking', 40);
    // Checked again under the lock: what the preview saw may have been imported, or deleted, since.
    const plan = planCommit(await checkWorkouts(tx, user.id, parsed, prepared.matcher), prepared);
    pass();
    report('writing', 50);
    const { names, write: fresh, kept, creates } = plan;
    const { ids: created, inserted } = await createOwnExercises(
      tx,
      user.id,
      creates.map(([, input]) => input),
    );
    const ids = new Map(names.ids);
    const categories = new Map<number, ExerciseCategory>();
    for (const id of names.ids.values()) categories.set(id, prepared.matcher.categoryOf(id) ?? 'strength');
    for (const [key, input] of creates) {
      const id = created.get(input.name.toLowerCase())!;
      ids.set(key, id);
      categories.set(id, input.category);
    }
    const workouts = resolveWorkouts({ ...parsed, workouts: fresh }, ids, categories, user.weight_kg);
    const { logIds, sets } = await writeImportedWorkouts(tx, user.id, parsed.source, workouts, (step) =>
      report('writing', 50 + step * 12),
    );
    await refreshStatistics(tx, sets);
    // Imported workouts are the member's training: they count in the challenges they joined like
    // logged ones (issue 34), all of them in one call, after the statistics are fresh (the records
    // are recounted once, over the whole history).
    await workoutsChanged(tx, user.id, logIds);
    // Imported workouts earn badges like logged ones (issue 16), in the same transaction.
    await awardEarnedBadges(tx, user.id);
    await saveNameChoices(tx, user.id, names.remembered);
    // "Keep mine" never edits the member's workout: only the choice is kept, for the next import.
    await rememberKept(tx, user.id, parsed.source, kept);
    await deleteUpload(tx, user.id, token);
    return {
      workoutsImported: workouts.length,
      setsImported: sets,
      workoutsSkipped: parsed.workouts.length - fresh.length,
      keptChoices: kept.length,
      exercisesCreated: inserted,
      dateRange: dateRangeOf(fresh),
    };
  });
  // A failure before the check rejects `checked` too; after it, this does nothing.
  done.catch(refuse);
  return { checked, done };
}

/** Imports at least this large refresh the planner's statistics before they answer. */
export const ANALYZE_AFTER_SETS = 500;

/**
 * After a large import the planner's statistics still describe the tables before it: a member's
 * records, read right after importing 7,000 sets, took 48 s on a plan chosen for the empty tables.
 * ANALYZE samples the three tables the import filled (a bounded sample, not a scan). It runs inside
 * the import's transaction, after the writes: ANALYZE counts the rows its own transaction inserted,
 * so the import's last statements (the earned badges' view, which reads every set of the member)
 * are planned on what is there too, and the statistics commit with the import (or roll back with
 * it). Run after the commit instead, they made the next member's import plan its badges on counts
 * that did not hold its own uncommitted rows: 2 s instead of 0.2 s.
 */
export async function refreshStatistics(tx: Queryable, setsImported: number): Promise<void> {
  if (setsImported < ANALYZE_AFTER_SETS) return;
  await tx.query('analyze workout_logs, workout_log_exercises, workout_log_sets');
}
