import { defaultCoachSettings } from '@common/coach';
import type { CoachHistory, CoachSession } from '@common/schemas/coach';
import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { coachKeys } from '../api/keys';
import { formatSets } from './format-suggestion';
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
    const entry = { date: '2025-03-12', logId: null, sets: sets(60, 10, 9, 8) };
    expect(pending).toEqual([entry, entry]);

    const before = [{ date: '2025-03-10', logId: 1, sets: sets(60, 10, 9, 8) }];
    const settings = defaultCoachSettings('kg');
    const offline = suggestFromHistory({ history: history(before), settings, entry: null, pending });
    const synced = suggestFromHistory({
      history: history([{ ...entry, logId: 2 }, { ...entry, logId: 2 }, ...before]),
      settings,
      entry: null,
      pending,
    });
    // Two workouts are no stall, before and after the sync.
    expect(offline.outcome).toBe('repeat');
    expect({ ...offline, lastSession: null }).toEqual({ ...synced, lastSession: null });
  });

  it('with a heavy entry and a back-off entry: the back-off card follows the back-off sets', () => {
    const queryClient = new QueryClient();
    rememberPendingWorkout(
      queryClient,
      {
        date: '2025-03-12',
        title: 'Bench day',
        planId: null,
        durationMinutes: 45,
        notes: null,
        exercises: [
          { exerciseId: BENCH, sets: sets(100, 3) },
          { exerciseId: BENCH, sets: sets(80, 8, 8, 7) },
        ],
      },
      '2025-03-12',
    );
    const pending = queryClient.getQueryData<PendingSessions>(coachKeys.pending())![BENCH];
    const backOff = {
      progression: { scheme: 'double' as const, min: 8, max: 10 },
      sets: 3,
      plan: { id: 4, name: 'Bench block' },
    };
    const settings = defaultCoachSettings('kg');
    const s = suggestFromHistory({ history: history([]), settings, entry: backOff, pending, occurrence: 2 });
    expect(formatSets(s.sets, s.unit)).toBe('80 kg × 9, 9, 8');
    // The first card, the heavy one, keeps following the heavy set.
    const top = suggestFromHistory({ history: history([]), settings, entry: null, pending, occurrence: 1 });
    expect(top.sets[0].weight).toBe(100);
  });
});
