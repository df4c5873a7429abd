import { z } from 'zod';
import { LIMITS } from '../limits';

// Place search (spec section 5 and 7; DECISIONS D7): cities from a bundled offline gazetteer.

export const PLACE_LIMITS = { resultsDefault: 8, resultsMax: 20, queryMax: 100 } as const;

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

/** Whether a typed text is long enough to search (autocomplete starts at 2 characters). */
export function isPlaceQueryLongEnough(text: string): boolean {
  return text.trim().length >= LIMITS.placeSearchMinChars;
}

export interface Place {
  /** The GeoNames id of the city. */
  id: number;
  name: string;
  /** The first-level region when the gazetteer names it (a US state, 'ENG'); null otherwise. */
  region: string | null;
  /** The country's English name, e.g. 'France'. */
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  /** What a post shows as its location: 'Paris, France', 'Austin, TX, United States'. */
  label: string;
}
