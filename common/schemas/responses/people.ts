import { z } from 'zod';
import { ACTIVITY_LEVELS, BODY_TYPES, FITNESS_GOALS, PRIVACY_CHOICES } from '../../vocab';
import type { FollowCounts, FollowListItem, FollowResult, PersonCard, Profile, SuggestedPerson } from '../people';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the people routes answer (the interfaces in ../people.ts).

export const personCardSchema = userSummarySchema
  .extend({
    isFollowing: z.boolean(),
    bio: z.string().nullable().describe("Null when the member's profile visibility hides details from the viewer."),
  })
  .meta({ id: 'PersonCard' });
export const personCardListSchema = z.array(personCardSchema);

export const suggestedPersonSchema = personCardSchema
  .extend({
    mutualCount: z.int().describe('How many of the people the viewer follows follow this member.'),
    sharedGoal: z.enum(FITNESS_GOALS).nullable(),
    sameGym: z.boolean(),
  })
  .meta({ id: 'SuggestedPerson' });
export const suggestedPersonListSchema = z.array(suggestedPersonSchema);

export const followListItemSchema = z
  .object({
    id: z.int().describe("The follow's own id: `?before=` pages on it."),
    user: userSummarySchema,
    friend: z.object({ id: z.int() }),
    isFollowing: z.boolean(),
    followsYou: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'FollowListItem' });
export const followListSchema = z.array(followListItemSchema);

export const followCountsSchema = z.object({ followers: z.int(), following: z.int(), isFollowing: z.boolean() });

export const followResultSchema = z.object({
  followerId: z.int(),
  followingId: z.int(),
  status: z.literal('accepted'),
  createdAt: z.string(),
});

export const profileSchema = z
  .object({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    profileImageUrl: z.string().nullable(),
    profilePicture: z.string().nullable(),
    profileImageKey: z.string().nullable(),
    isTrainer: z.boolean(),
    email: z.string().optional(),
    isAdmin: z.boolean().optional(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    fitnessGoal: z.enum(FITNESS_GOALS).nullable(),
    createdAt: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    bodyType: z.enum(BODY_TYPES).nullable(),
    activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
    followersCount: z.int(),
    followingCount: z.int(),
    postsCount: z.int(),
    isFollowing: z.boolean(),
    followsYou: z.boolean(),
    isOwnProfile: z.boolean(),
    visibility: z.enum(PRIVACY_CHOICES),
    detailsHidden: z.boolean(),
    metricsHidden: z.boolean(),
    workoutsHidden: z.boolean(),
  })
  .meta({
    id: 'Profile',
    description: 'Details the viewer may not see (D5) are null; a private profile shows only its card and counts.',
  });

export type _Checks = [
  Expect<SameType<z.output<typeof personCardSchema>, PersonCard>>,
  Expect<SameType<z.output<typeof suggestedPersonSchema>, SuggestedPerson>>,
  Expect<SameType<z.output<typeof followListItemSchema>, FollowListItem>>,
  Expect<SameType<z.output<typeof followCountsSchema>, FollowCounts>>,
  Expect<SameType<z.output<typeof followResultSchema>, FollowResult>>,
  Expect<SameType<z.output<typeof profileSchema>, Profile>>,
];
