import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { LoggerStart } from '../components/workout-logger-dialog';
import { newSet } from './live-workout';

/** A saved log, opened for editing: every saved set is a done set. */
export function loggerForLog(log: WorkoutLog): LoggerStart {
  return {
    mode: 'manual',
    title: log.title,
    planId: log.planId,
    log,
    exercises: log.exercises.map((e, i) => ({
      key: `log-${log.id}-${i}`,
      exerciseId: e.exerciseId,
      name: e.name,
      category: e.category,
      sets: e.sets.map((s) => newSet(s, true)),
    })),
  };
}
