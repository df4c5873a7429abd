import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../api';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';

/**
 * The headers of a create call that takes an Idempotency-Key (a workout log, issue 17; an add to
 * the food diary): an optional UUID the client made for one intended create, sent again unchanged
 * with every retry of it. Loose: the request's other headers (cookie, origin) stay as they are.
 */
export const idempotencyKeyHeadersSchema = (description?: string) => {
  const key = z.uuid({ error: M.idempotencyKeyInvalid }).optional();
  return z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: description ? key.describe(description) : key });
};
