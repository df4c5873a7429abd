import { z } from 'zod';
import { CHALLENGE_GOALS, CHALLENGE_METRICS, CHALLENGE_SPORTS } from '../../challenges-texts';
import { userSummarySchema } from './user';

// What the challenges routes answer (issue 34). Values are in the metric's unit (km, seconds,
// sessions, kg, records) as numbers.

export const challengeSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string().nullable(),
    club: z.object({ id: z.int(), name: z.string() }).nullable(),
    creator: userSummarySchema,
    metric: z.enum(CHALLENGE_METRICS),
    sport: z.enum(CHALLENGE_SPORTS),
    goal: z.enum(CHALLENGE_GOALS),
    target: z.number().nullable(),
    startsOn: z.string(),
    endsOn: z.string(),
    timeZone: z.string(),
    participantCount: z.int(),
    joined: z.boolean().describe('Whether the viewer takes part.'),
    createdAt: z.string(),
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.output<typeof challengeSchema>;
export const challengeListSchema = z.array(challengeSchema);
export const challengeDetailSchema = challengeSchema;
export type ChallengeDetail = Challenge;

export const leaderboardRowSchema = z
  .object({
    rank: z.int().describe('1 + how many the viewer may see are ahead (ties share a rank).'),
    user: userSummarySchema,
    value: z.number(),
    progress: z.number().nullable().describe('value / target (0-1+), or null without a target.'),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;

export const leaderboardSchema = z
  .object({
    challengeId: z.int(),
    rows: z.array(leaderboardRowSchema),
    me: leaderboardRowSchema
      .extend({
        privateValue: z
          .number()
          .describe('What counts only in your own view (items your audience cannot see); value includes it here.'),
      })
      .nullable()
      .describe("The viewer's own row (null when not taking part)."),
    total: z.number().describe("The participants' counted total (the group goal's progress)."),
    target: z.number().nullable(),
    participantCount: z.int(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.output<typeof leaderboardSchema>;
