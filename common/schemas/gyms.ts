import { z } from 'zod';
import { GYM_LIMITS } from '../gyms-limits';
import { GYM_MESSAGES as M } from '../gyms-texts';
import { LIMITS } from '../limits';
import { hasVisibleText } from '../visible-text';
import { ID_MAX } from './id';
import { pageQuerySchema } from './paging';
import type { UserSummary } from './user';

// One contract for the gyms domain: the admin form and the routes share these schemas (STYLE habit 1).

export { GYM_LIMITS, nearbyCursor } from '../gyms-limits';

/** '' and null mean "not given" for numbers typed into a form; other strings are parsed. */
function blankToUndefined(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
}

const requiredCoordinate = (required: string, range: string, limit: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : range) })
      .min(-limit, range)
      .max(limit, range),
  );

/** Optional text: trimmed, blank becomes null, capped. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, M.textTooLong(label, max))
    .nullish()
    .transform((v) => v || null);

const httpUrl = z.url({ protocol: /^https?$/, error: M.urlInvalid });
const optionalUrl = optionalText('URL', GYM_LIMITS.urlMax).pipe(httpUrl.nullable());
/** A gym photo: an http(s) URL or a file uploaded to this site (/uploads/...). */
const optionalImageUrl = optionalText('Image URL', GYM_LIMITS.urlMax).refine(
  (v) => v === null || /^\/uploads\/[\w.-]+$/.test(v) || httpUrl.safeParse(v).success,
  M.urlInvalid,
);

/** Amenities arrive as a list (API) or as comma-separated text (the admin form). */
const amenities = z.preprocess(
  (value) => {
    const list = typeof value === 'string' ? value.split(',') : (value ?? []);
    return Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a.trim() : a)).filter((a) => a !== '') : list;
  },
  z
    .array(z.string().max(GYM_LIMITS.amenityMax, M.amenityTooLong))
    .max(GYM_LIMITS.amenitiesMax, M.amenitiesTooMany)
    // Case-insensitive duplicates collapse into the first spelling.
    .transform((list) => list.filter((a, i) => list.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i)),
);

/**
 * POST /api/gyms and PUT /api/gyms/{id} (admins): name and position required, the rest optional.
 * The name is the gym's card heading, map label and link: one of only invisible characters (a
 * zero-width space, which trim() keeps) would show empty, so it is refused.
 */
export const gymInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .refine(hasVisibleText, M.nameInvisible)
    .max(GYM_LIMITS.nameMax, M.nameMax),
  latitude: requiredCoordinate(M.latitudeRequired, M.latitudeRange, 90),
  longitude: requiredCoordinate(M.longitudeRequired, M.longitudeRange, 180),
  rating: z
    .preprocess(
      blankToUndefined,
      z.number({ error: M.ratingRange }).min(0, M.ratingRange).max(GYM_LIMITS.ratingMax, M.ratingRange).nullish(),
    )
    .transform((v) => v ?? null),
  address: optionalText('Address', GYM_LIMITS.addressMax),
  city: optionalText('City', GYM_LIMITS.cityMax),
  state: optionalText('State', GYM_LIMITS.stateMax),
  zipCode: optionalText('Zip code', GYM_LIMITS.zipMax),
  phone: optionalText('Phone', GYM_LIMITS.phoneMax).refine(
    (v) => v === null || (/^[+()\d\s.-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 3),
    M.phoneInvalid,
  ),
  website: optionalUrl,
  imageUrl: optionalImageUrl,
  openingHours: optionalText('Opening hours', GYM_LIMITS.openingHoursMax),
  amenities,
  description: optionalText('Description', GYM_LIMITS.descriptionMax),
});
export type GymInput = z.input<typeof gymInputSchema>;
export type GymInputParsed = z.output<typeof gymInputSchema>;

/**
 * A required query-string number: '' counts as missing (so `?lat=` is not read as 0). Non-optional:
 * a preprocess alone is documented as an optional parameter.
 */
const queryNumber = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: message })).nonoptional(message);

/**
 * GET /api/gyms/nearby. Paging is by distance: `after=<distance>,<id>` of the last gym seen
 * (its `distance` exactly as answered, in km), so Load More continues where the page ended.
 */
export const nearbyQuerySchema = z.object({
  lat: queryNumber(M.latQuery).pipe(z.number().min(-90, M.latQuery).max(90, M.latQuery)),
  lng: queryNumber(M.lngQuery).pipe(z.number().min(-180, M.lngQuery).max(180, M.lngQuery)),
  radius: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: M.radiusNumber })
      .gt(0, M.radiusPositive)
      .max(GYM_LIMITS.radiusMaxKm, M.radiusMax)
      .default(LIMITS.nearbyRadiusKmDefault),
  ),
  limit: pageQuerySchema.shape.limit,
  after: z
    .string()
    .regex(/^\d+(\.\d+)?(e-?\d+)?,\d{1,10}$/, M.afterCursor)
    .transform((v) => {
      const [distance, id] = v.split(',');
      return { distance: Number(distance), id: Number(id) };
    })
    .refine((v) => Number.isFinite(v.distance) && v.distance <= GYM_LIMITS.radiusMaxKm && v.id <= ID_MAX, M.afterCursor)
    .optional(),
});
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/** GET /api/gyms: `?q=` searches name, city and zip; paged newest first with `?before=<id>`. */
export const gymListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(GYM_LIMITS.queryMax, M.queryMax)
    .optional()
    .transform((v) => v || undefined),
});
export type GymListQuery = z.output<typeof gymListQuerySchema>;

/** A gym as the API answers it (spec section 3, Gym, plus the details members expect). */
export interface Gym {
  id: number;
  name: string;
  imageUrl: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  rating: number | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  openingHours: string | null;
  amenities: string[];
  description: string | null;
  isSample: boolean;
  createdAt: string;
  /** Great-circle distance in km from the searched point (nearby answers only), unrounded. */
  distance?: number;
}

/**
 * Who calls a gym home: how many allow it to be shown (D14; not suspended; the viewer counts
 * themself), and the first of those whose profile the viewer may see.
 */
export interface HomeGymInfo {
  isHomeGym: boolean;
  membersCount: number;
  members: UserSummary[];
}

export interface GymDetail extends Gym {
  homeGym: HomeGymInfo;
}

/** GET /api/gyms/home, PUT /api/gyms/{id}/home, DELETE /api/gyms/home. */
export interface MyHomeGym {
  gym: Gym | null;
}

/** GET /api/config/map: what the client needs to draw tiles (from server configuration). */
export interface MapConfig {
  tileUrl: string;
  attribution: string;
}
