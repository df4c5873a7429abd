import { z } from 'zod';
import { isIsoDate } from '../fitness/dates';
import { idTextSchema } from './id';
import { LOG_LIMITS, type LogSet } from './workout-logs';

// What the workout logger asks besides logs (issue 16, points 5 and 6): the member's last session
// of each exercise ("last time"), their favourite exercises and their recent ones.

const EXERCISE_IDS_MESSAGE = `exerciseIds must be 1 to ${LOG_LIMITS.exercisesMax} exercise ids separated by commas`;

/**
 * GET /api/workout-logs/last-sets?exerciseIds=1,2,3[&date=YYYY-MM-DD][&excludeLogId=N]: `date`
 * keeps to sessions up to that date (a past workout being logged); `excludeLogId` leaves out the
 * log being edited and everything after it.
 */
export const lastSetsQuerySchema = z.object({
  exerciseIds: z
    .string({ error: EXERCISE_IDS_MESSAGE })
    .regex(/^\d{1,9}(,\d{1,9})*$/, EXERCISE_IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= LOG_LIMITS.exercisesMax && ids.every((id) => id > 0), EXERCISE_IDS_MESSAGE),
  date: z.string().refine(isIsoDate, 'date must be a date written YYYY-MM-DD').optional(),
  excludeLogId: idTextSchema('excludeLogId must be a log id').optional(),
});
export type LastSetsQuery = z.input<typeof lastSetsQuerySchema>;

/** The member's latest session of one exercise: its log, date and sets in order. */
export interface LastSession {
  exerciseId: number;
  logId: number;
  date: string;
  sets: LogSet[];
}

/** How many recent exercises the picker lists, and how many of the latest logs it looks at. */
export const RECENT_EXERCISES = { max: 8, logsScanned: 20 } as const;

/** PUT|DELETE /api/exercise-favourites/{exerciseId}. */
export const favouriteParamSchema = z.object({
  exerciseId: idTextSchema('Invalid exercise id'),
});
