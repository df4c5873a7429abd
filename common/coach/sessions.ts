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

/** The history's sessions that have working sets, newest first. */
export function workingSessions(history: CoachHistory): WorkingSession[] {
  return history.sessions.flatMap((s) => workingSession(s, history.loggingType) ?? []);
}

/**
 * The history with workouts saved on this device and not yet synced (issue 17) in front: they
 * were done after everything the server knows on their date or before it. Still newest first and
 * at most COACH_LIMITS.historySessions, so the browser reads what the server will once they sync.
 * `pending` is newest first, like the history.
 */
export function withPendingSessions(history: CoachHistory, pending: readonly CoachSession[]): CoachHistory {
  if (pending.length === 0) return history;
  // One the server already holds (same date, same sets) has synced: it is not counted twice.
  const key = (s: CoachSession) => `${s.date}|${JSON.stringify(s.sets.map((x) => [x.kind, x.reps, x.weightKg]))}`;
  const synced = new Set(history.sessions.map(key));
  const mine = pending.filter((p) => p.sets.length > 0 && !synced.has(key(p)));
  const sessions = [...mine.map((p) => ({ ...p, logId: null })), ...history.sessions]
    .map((s, order) => ({ s, order }))
    .sort((a, b) => (a.s.date === b.s.date ? a.order - b.order : a.s.date < b.s.date ? 1 : -1))
    .map(({ s }) => s)
    .slice(0, COACH_LIMITS.historySessions);
  return { ...history, sessions };
}
