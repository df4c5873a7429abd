import { createHash } from 'node:crypto';
import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { Queryable } from '../../db/pool';
import { HttpError } from '../../lib/http-errors';
import { findLogByClientKey } from './log-repository';
import type { ClientKey } from './log-writes';

// Workouts saved exactly once (issue 17): an offline client sends each finished workout with a
// UUID it made, as often as it takes to hear an answer. The key belongs to the member; its first
// body is remembered by hash, so a key reused for another workout is refused, never merged.

/** The key and the hash of the validated body (its keys in the schema's order, so stable). */
export function clientKeyOf(key: string, body: WorkoutLogBody): ClientKey {
  return { key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

/**
 * The id of the log the member stored under this key, if any; 422 when it was stored with another
 * body (the IETF Idempotency-Key draft's answer to a reused key).
 */
export async function logStoredUnderKey(db: Queryable, userId: number, c: ClientKey): Promise<number | undefined> {
  const stored = await findLogByClientKey(db, userId, c.key);
  if (!stored) return undefined;
  if (stored.requestHash !== c.requestHash) {
    throw new HttpError(422, M.idempotencyKeyReused, { [IDEMPOTENCY_KEY_FIELD]: M.idempotencyKeyReused });
  }
  return stored.id;
}

const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
