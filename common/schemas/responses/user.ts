import { z } from 'zod';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../../units';
import { ACTIVITY_LEVELS, BODY_TYPES, FITNESS_GOALS } from '../../vocab';
import type { User, UserSummary } from '../user';
import type { Expect, SameType } from './type-check';

/** The small public card of a member, embedded in posts, comments and lists. */
export const userSummarySchema = z
  .object({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    profileImageUrl: z.string().nullable(),
    profilePicture: z.string().nullable().describe('Same as profileImageUrl (the spec reads both names).'),
    isTrainer: z.boolean(),
  })
  .meta({ id: 'UserSummary' });
export type _UserSummary = Expect<SameType<z.output<typeof userSummarySchema>, UserSummary>>;

const vocab = {
  bodyType: z.enum(BODY_TYPES).nullable(),
  fitnessGoal: z.enum(FITNESS_GOALS).nullable(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
};

/** A member as the API presents them; `email`, `emailVerified` and `units` to the member and admins only. */
export const userSchema = z
  .object({
    id: z.int(),
    username: z.string(),
    email: z.string().optional(),
    emailVerified: z.boolean().optional(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    height: z.number().nullable().describe('Centimetres.'),
    weight: z.number().nullable().describe('Kilograms.'),
    ...vocab,
    isTrainer: z.boolean(),
    isAdmin: z.boolean(),
    profileImageUrl: z.string().nullable(),
    profilePicture: z.string().nullable(),
    profileImageKey: z.string().nullable(),
    createdAt: z.string(),
    units: z.object({ weight: z.enum(WEIGHT_UNITS), distance: z.enum(DISTANCE_UNITS) }).optional(),
    isFollowing: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type _User = Expect<SameType<z.output<typeof userSchema>, User>>;
