import type { WorkoutLog } from '@common/schemas/workout-logs';
import { type LoggerStart, newExercise, newSet } from './live-workout';

/** A saved log, opened for editing: every saved set is a done set; supersets stay linked. */
export function loggerForLog(log: WorkoutLog): LoggerStart {
  return {
    mode: 'manual',
    title: log.title,
    planId: log.planId,
    log,
    exercises: log.exercises.map((e, i) =>
      newExercise(
        e,
        e.sets.map((s) => newSet(s, true)),
        i > 0 && e.supersetGroup !== null && log.exercises[i - 1].supersetGroup === e.supersetGroup,
      ),
    ),
  };
}
