import { LIMITS } from '../limits';

// Place search (spec section 5 and 7; DECISIONS D7): cities from a bundled offline gazetteer.

export const PLACE_LIMITS = { resultsDefault: 8, resultsMax: 20, queryMax: 100 } as const;

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
