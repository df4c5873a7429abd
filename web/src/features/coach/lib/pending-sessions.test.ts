import { defaultCoachSettings } from '@common/coach';
import type { CoachHistory, CoachSession } from '@common/schemas/coach';
import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { coachKeys } from '../api/keys';
import { type PendingSessions, rememberPendingWorkout } from './pending-sessions';
import { suggestFromHistory } from './suggest-from-history';

// A workout kept on the device counts as the server will count it once it syncs (issue 33).

const BENCH = 7;
const sets = (weightKg: number, ...reps: number[]) =>
  reps.map((r) => ({ kind: 'normal' as const, reps: r, weightKg, rpe: null, rir: null }));
const history = (sessions: CoachSession[]): CoachHistory => ({
  exerciseId: BENCH,
  equipment: 'barbell',
  loggingType: 'weight_reps',
  sessions,
});

describe('a workout kept on the device', () => {
  it('that holds an exercise twice is one session of it, as the server answers it once synced', () => {
    const queryClient = new QueryClient();
    const body: WorkoutLogBody = {
      date: '2025-03-12',
      title: 'Push',
      planId: null,
      durationMinutes: 45,
      notes: null,
      exercises: [
        { exerciseId: BENCH, sets: sets(60, 10, 9, 8) },
        { exerciseId: BENCH, sets: sets(60, 10, 9, 8) },
      ],
    };
    rememberPendingWorkout(queryClient, body, '2025-03-12');
    const pending = queryClient.getQueryData<PendingSessions>(coachKeys.pending())![BENCH];
    expect(pending).toEqual([{ date: '2025-03-12', logId: null, sets: sets(60, 10, 9, 8, 10, 9, 8) }]);

    const before = [{ date: '2025-03-10', logId: 1, sets: sets(60, 10, 9, 8) }];
    const settings = defaultCoachSettings('kg');
    const offline = suggestFromHistory({ history: history(before), settings, entry: null, pending });
    const synced = suggestFromHistory({
      history: history([{ date: '2025-03-12', logId: 2, sets: sets(60, 10, 9, 8, 10, 9, 8) }, ...before]),
      settings,
      entry: null,
      pending,
    });
    // Two workouts are no stall, before and after the sync.
    expect(offline.outcome).toBe('repeat');
    expect({ ...offline, lastSession: null }).toEqual({ ...synced, lastSession: null });
  });
});
