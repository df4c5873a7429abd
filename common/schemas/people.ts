import { z } from 'zod';
import { LIMITS } from '../limits';
import { PEOPLE_MESSAGES } from '../people-texts';
import { MESSAGES } from '../texts';
import { hasVisibleText, visibleOrNull } from '../visible-text';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BODY_TYPES,
  type BodyType,
  FITNESS_GOALS,
  type FitnessGoal,
  type PrivacyChoice,
} from '../vocab';
import { confirmPasswordSchema, samePassword } from './auth';
import { idTextSchema } from './id';
import type { UserSummary } from './user';

// The people domain's contract (spec sections 3, 5, 7): profile edits, follows, search,
// suggestions and the account calls. One schema drives each form and its route (STYLE habit 1).

const blankToNull = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());

/** A required name part: trimmed, not empty, not only characters that show nothing. */
const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(hasVisibleText, message)
    .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`);

/** Height or weight: a number or numeric text; empty means unset (spec section 5). */
/**
 * A figure as a member types it: digits with an optional decimal point. `Number()` alone would
 * also read '0x50' as 80 and '1e2' as 100, which nobody means by their weight.
 */
export function typedDecimal(text: string): number {
  return /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
}

function measure(min: number, max: number, messages: { nan: string; min: string; max: string }) {
  return z
    .union([z.number(), z.string(), z.null()], { error: messages.nan })
    .transform((v) =>
      v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? typedDecimal(v) : v,
    )
    .pipe(z.number({ error: messages.nan }).min(min, messages.min).max(max, messages.max).nullable());
}

/** A vocabulary value; '' and null both mean "not set". */
function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: message })
    .transform((v) => (v === '' ? null : v) as T[number] | null);
}

/** 'YYYY-MM-DD' of a Date in UTC. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The latest date it is anywhere on Earth (UTC+14): a birthday entered as "today" by a member far
 * east of the server is not "in the future".
 */
export const latestTodayIso = (now = Date.now()) => isoDate(new Date(now + 14 * 60 * 60 * 1000));

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDate(d) === v;
}

const dateOfBirth = z
  .union([z.string(), z.null()], { error: PEOPLE_MESSAGES.dateOfBirthInvalid })
  .transform(blankToNull)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, PEOPLE_MESSAGES.dateOfBirthInvalid)
      .refine(isRealDate, PEOPLE_MESSAGES.dateOfBirthInvalid)
      .refine((v) => v >= LIMITS.dateOfBirthMin && v <= latestTodayIso(), PEOPLE_MESSAGES.dateOfBirthRange)
      .nullable(),
  );

export const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Where this app serves uploads from (media storage's urlFor, on disk and in a bucket alike). */
export const UPLOADS_PATH = '/uploads/';

/**
 * Whether a picture URL points at an upload the app serves: `/uploads/<key>`, or an absolute URL
 * with that path (the server also checks its origin is this app's). Pictures on other sites are
 * never shown: the page's CSP allows images only from the app itself (D8: media is ours).
 */
export const isUploadsUrl = (v: string) =>
  v.startsWith(UPLOADS_PATH) || (isHttpUrl(v) && new URL(v).pathname.startsWith(UPLOADS_PATH));

/** A picture: the URL of a file the member uploaded to the app. Empty removes it. */
const pictureUrl = z
  .union([z.string(), z.null()], { error: MESSAGES.invalidUrl })
  .transform(blankToNull)
  .pipe(
    z
      .string()
      .max(2048, MESSAGES.invalidUrl)
      .refine((v) => v.startsWith(UPLOADS_PATH) || isHttpUrl(v), { message: MESSAGES.invalidUrl, abort: true })
      .refine(isUploadsUrl, PEOPLE_MESSAGES.profileImageOutside)
      .nullable(),
  );

const profileFields = {
  firstName: requiredName(MESSAGES.firstNameRequired),
  lastName: requiredName(MESSAGES.lastNameRequired),
  bio: z
    .union([z.string(), z.null()])
    .transform((v) => visibleOrNull(v?.trim()))
    .pipe(z.string().max(LIMITS.bioMax, MESSAGES.bioMax).nullable()),
  dateOfBirth,
  height: measure(LIMITS.heightMinCm, LIMITS.heightMaxCm, {
    nan: PEOPLE_MESSAGES.heightNumber,
    min: MESSAGES.heightMin,
    max: MESSAGES.heightMax,
  }),
  weight: measure(LIMITS.weightMinKg, LIMITS.weightMaxKg, {
    nan: PEOPLE_MESSAGES.weightNumber,
    min: MESSAGES.weightMin,
    max: MESSAGES.weightMax,
  }),
  bodyType: choice(BODY_TYPES, PEOPLE_MESSAGES.bodyTypeInvalid),
  fitnessGoal: choice(FITNESS_GOALS, PEOPLE_MESSAGES.fitnessGoalInvalid),
  activityLevel: choice(ACTIVITY_LEVELS, PEOPLE_MESSAGES.activityLevelInvalid),
  profileImageUrl: pictureUrl,
  profileImageKey: z.union([z.string().max(200), z.null()]).transform(blankToNull),
};

/** The full name the Settings profile form edits (at least 2 characters). */
const settingsName = z
  .string({ error: MESSAGES.settingsNameMin })
  .trim()
  .min(LIMITS.settingsNameMin, MESSAGES.settingsNameMin)
  .refine(hasVisibleText, MESSAGES.settingsNameMin)
  .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`);

/**
 * PUT /api/users/{id}: any subset of the profile fields (the Edit Profile form sends all of them,
 * Settings sends `name` and the body data). Absent fields stay as they are. Badges are not profile
 * fields (DECISIONS D11): `isTrainer` and `badges` are read only so the server can refuse a change
 * with 403 (an unchanged `isTrainer`, as older clients send it, is ignored).
 */
export const updateProfileSchema = z
  .object({ ...profileFields, name: settingsName })
  .partial()
  .extend({
    isTrainer: z.boolean({ error: 'isTrainer must be true or false' }).optional(),
    badges: z.unknown().optional(),
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileBody = z.output<typeof updateProfileSchema>;

/** The Edit Profile form: every field, first and last name required. */
export const editProfileFormSchema = z.object(profileFields);
export type EditProfileFormInput = z.input<typeof editProfileFormSchema>;
export type EditProfileFormValues = z.output<typeof editProfileFormSchema>;

/** Settings → Profile: full name, bio and body data. */
export const settingsProfileFormSchema = z.object({
  name: settingsName,
  bio: profileFields.bio,
  height: profileFields.height,
  weight: profileFields.weight,
  bodyType: profileFields.bodyType,
  fitnessGoal: profileFields.fitnessGoal,
  activityLevel: profileFields.activityLevel,
});
export type SettingsProfileFormInput = z.input<typeof settingsProfileFormSchema>;

const settingsPassword = z
  .string({ error: MESSAGES.settingsPasswordMin })
  .min(LIMITS.passwordMin, MESSAGES.settingsPasswordMin)
  .max(LIMITS.passwordMax, MESSAGES.passwordMax);

/** POST /api/auth/password and the Settings → Account form. */
export const changePasswordSchema = z
  .object({
    currentPassword: settingsPassword,
    newPassword: settingsPassword,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => samePassword(v.newPassword, v.confirmPassword), {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/follow: the follower is always the session user (D4); a followerId sent is ignored. */
export const followBodySchema = z.object({
  followingId: idTextSchema(PEOPLE_MESSAGES.followingIdRequired),
});

export const userIdParamSchema = z.object({
  userId: idTextSchema(),
});

export const usernameOrIdParamSchema = z.object({
  // Named `id` like the other /api/users/{id} routes: OpenAPI refuses two templates for one path.
  id: z
    .string()
    .trim()
    .min(1, PEOPLE_MESSAGES.userNotFound)
    .max(100, PEOPLE_MESSAGES.userNotFound)
    .describe("A member's username or id."),
});

const smallLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.peopleLimitMax, `limit must be at most ${LIMITS.peopleLimitMax}`)
    .default(fallback);

/** GET /api/search/users?q=: blank answers []. */
export const searchUsersQuerySchema = z.object({
  q: z.string().max(LIMITS.searchTextMax, PEOPLE_MESSAGES.searchTooLong).default(''),
  limit: smallLimit(20),
  /** The last member of the page before: the next page starts after them in the ranking. */
  before: idTextSchema('before must be an id').optional(),
});

/** GET /api/follows/suggested and /api/suggested-users?limit=10. */
export const suggestionsQuerySchema = z.object({ limit: smallLimit(LIMITS.suggestedUsersLimit) });

// Responses

/** A member in search results and suggestions: the public card, for every profile. */
export interface PersonCard extends UserSummary {
  isFollowing: boolean;
  /** Only when the member's profile visibility lets the viewer see details; else null. */
  bio: string | null;
}

export interface SuggestedPerson extends PersonCard {
  /** How many of the people the viewer follows follow this member. */
  mutualCount: number;
  /** The fitness goal both share, when the viewer may see it. */
  sharedGoal: FitnessGoal | null;
  /** This member calls the viewer's home gym home too (when the viewer may see their details). */
  sameGym: boolean;
}

/** Follow list items (spec section 3) plus the flags Follow Back needs. */
export interface FollowListItem {
  /** The follow's own id: `?before=` pages on it. */
  id: number;
  /** The other member: the one followed (Following) or the follower (Followers). */
  user: UserSummary;
  friend: { id: number };
  /** Whether the viewer follows `user`. */
  isFollowing: boolean;
  /** Whether `user` follows the viewer. */
  followsYou: boolean;
  createdAt: string;
}

/** GET /api/follows/counts/{userId} (spec section 3). */
export interface FollowCounts {
  followers: number;
  following: number;
  isFollowing: boolean;
}

/** POST /api/follows/{id} and POST /api/follow. */
export interface FollowResult {
  followerId: number;
  followingId: number;
  status: 'accepted';
  createdAt: string;
}

/**
 * GET /api/users/{usernameOrId}. Details the viewer may not see (D5) are null: a private profile
 * shows others only its name, username, picture and counts.
 */
export interface Profile {
  id: number;
  username: string;
  name: string;
  profileImageUrl: string | null;
  profilePicture: string | null;
  /** The owner and admins only. */
  profileImageKey: string | null;
  isTrainer: boolean;
  /** The owner and admins only. */
  email?: string;
  /** Shown with the details. */
  isAdmin?: boolean;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  fitnessGoal: FitnessGoal | null;
  createdAt: string | null;
  // Fitness metrics: also subject to the member's fitnessMetrics choice.
  dateOfBirth: string | null;
  height: number | null;
  weight: number | null;
  bodyType: BodyType | null;
  activityLevel: ActivityLevel | null;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
  followsYou: boolean;
  isOwnProfile: boolean;
  /** The member's profile visibility, so the screen can say why details are hidden. */
  visibility: PrivacyChoice;
  detailsHidden: boolean;
  metricsHidden: boolean;
  /** The member's workout activity choice hides their plans and logs from this viewer. */
  workoutsHidden: boolean;
}
