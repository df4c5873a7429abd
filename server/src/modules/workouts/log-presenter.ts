import { setVolumeKg } from '@common/fitness/one-rep-max';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { LogRow } from './log-repository';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function presentLog(row: LogRow): WorkoutLog {
  const sets = row.exercises.flatMap((e) => e.sets);
  return {
    id: row.id,
    userId: row.user_id,
    date: row.performed_on,
    title: row.title,
    planId: row.plan_id,
    planName: row.plan_name,
    durationMinutes: row.duration_minutes,
    notes: row.notes,
    effort: row.effort,
    exercises: row.exercises,
    totalSets: sets.length,
    totalVolumeKg: round1(sets.reduce((sum, set) => sum + setVolumeKg(set), 0)),
    estimatedCalories: row.estimated_calories,
    createdAt: row.created_at.toISOString(),
  };
}
