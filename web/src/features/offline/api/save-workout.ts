import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import type { WorkoutLog, WorkoutLogBody } from '@common/schemas/workout-logs';
import { api } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
import { queueWorkout, removeEntry } from '../lib/outbox';
import { sendFailureOf } from '../lib/send-result';

/**
 * Saves a newly finished workout exactly once (issue 17): it goes into the outbox first, then
 * POST /api/workout-logs (in the browser's zone) with its Idempotency-Key. Answers the stored
 * log; null when it stays queued (offline, the server busy, signed out) to be synced later. A
 * refusal (400, 404, 409...) is thrown with the workout taken out of the queue: the member is
 * still in the logger, with the workout on screen, and fixes it there.
 */
export async function saveWorkoutOnce(userId: number, key: string, body: WorkoutLogBody): Promise<WorkoutLog | null> {
  const entry = await queueWorkout(userId, key, body);
  try {
    const log = await api.post<WorkoutLog>(inBrowserZone('/api/workout-logs'), body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    await removeEntry(entry);
    return log;
  } catch (error) {
    if (sendFailureOf(error).kind !== 'refused') return null;
    await removeEntry(entry);
    throw error;
  }
}
