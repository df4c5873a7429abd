import type { LoggingType } from '../exercises/vocab';
import { COACH_LIMITS, type CoachHistory, type CoachSession, type CoachSet } from '../schemas/coach';

// What the rules read of a session: its working sets. A warm-up never counts; a drop set
// continues the set before it at a lighter weight, so it is neither a target nor a measure. A set
// with no reps was not done, and a weight × reps set with no weight says nothing of the load.

export interface WorkingSession {
  date: string;
  /**
   * The session's working load in kg: the heaviest (for assisted exercises the least
   * assistance; 0 when a weighted or assisted set gives none); null for reps-only exercises.
   */
  loadKg: number | null;
  /** The reps of the working sets at that load, in order (lighter back-off sets left aside). */
  reps: number[];
  /** Every working set, whatever its load (the effort-based estimate reads them all). */
  sets: CoachSet[];
}

const SAME_KG = 0.005;
export const sameLoad = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < SAME_KG;

export function isWorkingSet(set: CoachSet, type: LoggingType): boolean {
  if (set.kind === 'warmup' || set.kind === 'dropset' || (set.reps ?? 0) < 1) return false;
  return type !== 'weight_reps' || (set.weightKg ?? 0) > 0;
}

/** The session's working sets and load, or null when it has none (warm-ups only, say). */
export function workingSession(session: CoachSession, type: LoggingType): WorkingSession | null {
  const sets = session.sets.filter((s) => isWorkingSet(s, type));
  if (sets.length === 0) return null;
  if (type === 'reps_only') return { date: session.date, loadKg: null, reps: sets.map((s) => s.reps!), sets };
  const loadOf = (s: CoachSet) => s.weightKg ?? 0;
  const loads = sets.map(loadOf);
  const loadKg = type === 'assisted_bodyweight' ? Math.min(...loads) : Math.max(...loads);
  const reps = sets.filter((s) => sameLoad(loadOf(s), loadKg)).map((s) => s.reps!);
  return { date: session.date, loadKg, reps, sets };
}

/**
 * The history's workouts, newest first, each the exercise's entries in it in their order. The
 * history answers each entry of the exercise in a workout as its own session, the entries of one
 * workout next to each other with its date and logId; so a workout that holds the exercise twice
 * (a heavy entry, then a back-off entry, or two exercises merged into one) is one workout, and
 * two entries never count as two sessions (three of them would make a stall). A workout kept on
 * the device has no logId yet: its entries share its date. (Two such workouts on one date that
 * both hold the exercise read as one until they sync: a rare case, and the reading is then the
 * member's own sets of that day.)
 */
export function workoutsOf(sessions: readonly CoachSession[]): CoachSession[][] {
  const workouts: CoachSession[][] = [];
  for (const s of sessions) {
    const current = workouts.at(-1);
    if (current && current[0].date === s.date && current[0].logId === s.logId) current.push(s);
    else workouts.push([s]);
  }
  return workouts;
}

/**
 * What one entry of a workout or plan day follows: in each workout of the history, the
 * exercise's entry in the same place (`occurrence` 1 is its first entry, 2 its second). A coach
 * tracks a heavy top set and its lighter back-off sets each on its own: the back-off entry
 * progresses from the back-off sets it did, never from the heavy entry's weight. A workout that
 * has no entry in that place is left aside; none at all, and the entry has no history of its own
 * (the coach suggests nothing rather than borrow another entry's weight).
 */
export function entrySessions(
  history: CoachHistory,
  occurrence: number,
): { sessions: WorkingSession[]; last: CoachSession | null } {
  const entries = workoutsOf(history.sessions).flatMap((w) => w[occurrence - 1] ?? []);
  return {
    sessions: entries.flatMap((s) => workingSession(s, history.loggingType) ?? []),
    last: entries[0] ?? null,
  };
}

/**
 * Each workout's working sets, all its entries together, newest first: what the effort-based
 * estimate reads, since a max is the exercise's whichever entry showed it (a back-off entry's
 * target is its own percentage of the max the heavy sets estimate).
 */
export function workoutSessions(history: CoachHistory): WorkingSession[] {
  return workoutsOf(history.sessions).flatMap(
    (w) => workingSession({ ...w[0], sets: w.flatMap((s) => s.sets) }, history.loggingType) ?? [],
  );
}

/** Each entry's place among the entries of its exercise in one workout or plan day: [bench, squat, bench] → [1, 1, 2]. */
export function entryOccurrences(exerciseIds: readonly number[]): number[] {
  const seen = new Map<number, number>();
  return exerciseIds.map((id) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n;
  });
}

/**
 * The history with workouts saved on this device and not yet synced (issue 17) in front: they
 * were done after everything the server knows on their date or before it. Still newest first and
 * at most COACH_LIMITS.historySessions workouts, so the browser reads what the server will once
 * they sync. `pending` is newest first, like the history, each workout's entries in their order.
 */
export function withPendingSessions(history: CoachHistory, pending: readonly CoachSession[]): CoachHistory {
  if (pending.length === 0) return history;
  // One the server already holds (same date, same entries and sets) has synced: it is not counted
  // twice. A device may still keep one in the earlier form, all its entries' sets in one session:
  // that form of a synced workout counts as held too.
  const key = (w: CoachSession[]) =>
    `${w[0].date}|${JSON.stringify(w.map((e) => e.sets.map((x) => [x.kind, x.reps, x.weightKg])))}`;
  const oneSession = (w: CoachSession[]) => [{ ...w[0], sets: w.flatMap((e) => e.sets) }];
  const synced = new Set(workoutsOf(history.sessions).flatMap((w) => [key(w), key(oneSession(w))]));
  const mine = workoutsOf(pending.map((p) => ({ ...p, logId: null }))).filter(
    (w) => w.some((e) => e.sets.length > 0) && !synced.has(key(w)),
  );
  const sessions = [...mine, ...workoutsOf(history.sessions)]
    .map((w, order) => ({ w, order }))
    .sort((a, b) => (a.w[0].date === b.w[0].date ? a.order - b.order : a.w[0].date < b.w[0].date ? 1 : -1))
    .slice(0, COACH_LIMITS.historySessions)
    .flatMap(({ w }) => w);
  return { ...history, sessions };
}
