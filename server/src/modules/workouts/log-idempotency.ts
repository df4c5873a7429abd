import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { Queryable } from '../../db/pool';
import { assertSameRequest, type ClientKey } from '../../lib/idempotency-key';
import { findLogByClientKey } from './log-repository';

// Workouts saved exactly once (issue 17): an offline client sends each finished workout with a
// UUID it made, as often as it takes to hear an answer. The key belongs to the member; its first
// body is remembered by hash, so a key reused for another workout is refused, never merged.

/**
 * The id of the log the member stored under this key, if any; 422 when it was stored with another
 * body (the IETF Idempotency-Key draft's answer to a reused key).
 */
export async function logStoredUnderKey(db: Queryable, userId: number, c: ClientKey): Promise<number | undefined> {
  const stored = await findLogByClientKey(db, userId, c.key);
  if (!stored) return undefined;
  assertSameRequest(stored.requestHash, c, M.idempotencyKeyReused);
  return stored.id;
}
