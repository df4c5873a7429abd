// Limits of the gyms domain, without zod: screens import these without downloading the schemas.

export const GYM_LIMITS = {
  nameMax: 120,
  addressMax: 200,
  cityMax: 100,
  stateMax: 100,
  zipMax: 20,
  phoneMax: 40,
  urlMax: 500,
  openingHoursMax: 500,
  descriptionMax: 2000,
  amenityMax: 40,
  amenitiesMax: 20,
  queryMax: 100,
  /** The top of the staff rating's scale (its bottom is 0). */
  ratingMax: 5,
  /** Nearby search radius cap (km): past it a "nearby" list stops meaning anything. */
  radiusMaxKm: 500,
  /** Radius choices offered by the finder; the default is the spec's 10 km. */
  radiusChoicesKm: [5, 10, 25, 50, 100] as const,
  membersPreview: 12,
} as const;

/** The cursor for the page after this gym in a nearby list. */
export function nearbyCursor(gym: { id: number; distance?: number }): string {
  // The distance exactly as answered: a JS number prints as the shortest text that reads back the same.
  return `${gym.distance ?? 0},${gym.id}`;
}
