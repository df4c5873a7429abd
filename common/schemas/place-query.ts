import { z } from 'zod';
import { PLACE_LIMITS } from './places';

// The place search's query schema (the composer's autocomplete uses ./places.ts without zod).

/** GET /api/places?q=&limit=. Queries shorter than 2 characters answer an empty list. */
export const placeQuerySchema = z.object({
  q: z.string().max(PLACE_LIMITS.queryMax, `q must be at most ${PLACE_LIMITS.queryMax} characters`).default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PLACE_LIMITS.resultsMax, `limit must be at most ${PLACE_LIMITS.resultsMax}`)
    .default(PLACE_LIMITS.resultsDefault),
});
