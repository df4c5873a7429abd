import type { CoachSession } from '@common/schemas/coach';
import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import type { QueryClient } from '@tanstack/react-query';
import { coachKeys } from '../api/keys';

// Workouts saved on this device and not yet synced (issue 17), as the coach reads them: sessions
// per exercise, newest first. Kept in the query cache under ['workouts', ...], which the offline
// store keeps on the device; the rules leave out one the server's history already holds.

export type PendingSessions = Record<number, CoachSession[]>;

const KEEP_DAYS = 14;

/** Adds a workout kept on the device: each exercise's entries in it go in front of the others. */
export function rememberPendingWorkout(queryClient: QueryClient, body: WorkoutLogBody, today: string): void {
  queryClient.setQueryData<PendingSessions>(coachKeys.pending(), (before = {}) => {
    const after: PendingSessions = {};
    const oldest = new Date(Date.parse(today) - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const [id, sessions] of Object.entries(before)) {
      const kept = sessions.filter((s) => s.date >= oldest);
      if (kept.length) after[Number(id)] = kept;
    }
    // Each entry of an exercise is a session, the workout's entries next to each other in their
    // order, as the server answers them once synced: the rules count the workout once and let a
    // back-off entry follow its own sets (common/coach/sessions.ts).
    const byExercise = new Map<number, CoachSession[]>();
    for (const e of body.exercises) {
      const sets = e.sets.map((s) => ({
        kind: s.kind,
        reps: s.reps ?? null,
        weightKg: s.weightKg ?? null,
        rpe: s.rpe ?? null,
        rir: s.rir ?? null,
      }));
      const entry: CoachSession = { date: body.date, logId: null, sets };
      byExercise.set(e.exerciseId, [...(byExercise.get(e.exerciseId) ?? []), entry]);
    }
    for (const [id, entries] of byExercise) after[id] = [...entries, ...(after[id] ?? [])];
    return after;
  });
}
