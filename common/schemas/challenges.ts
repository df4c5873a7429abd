import { z } from 'zod';
import { earliestDateOnEarth } from '../challenge-dates';
import {
  CHALLENGE_GOALS,
  CHALLENGE_METRICS,
  CHALLENGE_SPORTS,
  CHALLENGE_LIMITS as L,
  CHALLENGE_MESSAGES as M,
} from '../challenges-texts';
import { addDays, utcIsoDate } from '../fitness/dates';
import { hasVisibleText } from '../visible-text';
import { ID_MAX, idSchema } from './id';
import { pageQuerySchema } from './paging';

// One contract for challenges (issue 34): the form and the routes share these schemas.

export type { Challenge, ChallengeDetail, Leaderboard, LeaderboardRow } from './responses/challenges';

const isoDate = z.iso.date({ error: M.dateInvalid });

/** Whether `tz` is a time zone this runtime knows (IANA names such as 'Europe/Berlin'). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string({ error: M.timeZoneInvalid }).max(64, M.timeZoneInvalid).refine(isTimeZone, {
  error: M.timeZoneInvalid,
});

/** Whole days from `a` to `b` (ISO dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * POST /api/challenges. A date range in the creator's time zone (`timeZone`, the browser's), at
 * most a year, ending today or later there; `target` (in the metric's unit: km, seconds,
 * sessions, kg, records) is each member's goal, or with `goal: 'group'` the members' total to
 * reach together.
 */
// The title is the challenge's link and heading: one of only invisible characters would show empty.
const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .refine(hasVisibleText, M.titleInvisible)
  .max(L.titleMax, M.titleMax);
const description = z
  .string()
  .trim()
  .max(L.descriptionMax, M.descriptionMax)
  .nullish()
  .transform((v) => v || null);

/** PUT /api/challenges/{id}: the title and description (the rules stay what members joined). */
export const challengeTextSchema = z.object({ title, description });

export const challengeInputSchema = z
  .object({
    title,
    description,
    clubId: idSchema(M.clubNotFound)
      .nullish()
      .transform((v) => v ?? null),
    metric: z.enum(CHALLENGE_METRICS, { error: M.metricInvalid }),
    sport: z.enum(CHALLENGE_SPORTS, { error: M.sportInvalid }),
    goal: z.enum(CHALLENGE_GOALS).default('individual'),
    target: z
      .number({ error: M.targetInvalid })
      .positive(M.targetInvalid)
      .max(L.targetMax, M.targetInvalid)
      .nullish()
      .transform((v) => v ?? null),
    startsOn: isoDate,
    endsOn: isoDate,
    timeZone: timeZoneSchema.default('UTC'),
  })
  .superRefine((c, ctx) => {
    const days = daysBetween(c.startsOn, c.endsOn);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.endBeforeStart });
    else if (days > L.rangeDaysMax) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.rangeTooLong });
    // Ended in every time zone; the server refuses one ended in its own (lastDayPassed) too.
    else if (c.endsOn < earliestDateOnEarth())
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.endedAlready });
    // A year from today anywhere on Earth: a challenge in 2099 would only sit in the list.
    if (c.startsOn > addDays(utcIsoDate(new Date(Date.now() + 14 * 3_600_000)), L.startDaysAheadMax))
      ctx.addIssue({ code: 'custom', path: ['startsOn'], message: M.startsTooFar });
    if (c.goal === 'group' && c.target === null)
      ctx.addIssue({ code: 'custom', path: ['target'], message: M.targetRequired });
    if (c.metric === 'weight_lifted' && c.sport !== 'any' && c.sport !== 'strength')
      ctx.addIssue({ code: 'custom', path: ['sport'], message: M.sportMetricMismatch });
    if (c.metric === 'distance' && c.sport === 'strength')
      ctx.addIssue({ code: 'custom', path: ['sport'], message: M.strengthMetricMismatch });
  });
export type ChallengeInput = z.input<typeof challengeInputSchema>;
export type ChallengeInputParsed = z.output<typeof challengeInputSchema>;

/** POST /api/challenges/{id}/join: the member's own time zone (the browser's), for their days. */
export const joinChallengeSchema = z
  .object({ timeZone: timeZoneSchema.optional() })
  .nullish()
  .transform((v) => v ?? {});

/** GET /api/challenges: `?q=` searches public challenges' titles; running ones, ending soonest first. */
export const challengeListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(L.queryMax, M.queryMax)
    .optional()
    .transform((v) => v || undefined),
});
export type ChallengeListQuery = z.output<typeof challengeListQuerySchema>;

/** GET /api/challenges/{id}/leaderboard: the top `limit` rows, then `after=<value>,<userId>` for more. */
export const leaderboardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(L.boardMax, `limit must be at most ${L.boardMax}`)
    .default(L.boardDefault),
  after: z
    .string()
    .regex(/^\d+(\.\d+)?,\d{1,10}$/, M.cursorInvalid)
    .transform((v) => {
      const [value, userId] = v.split(',');
      return { value, userId: Number(userId) };
    })
    // Ten digits pass the pattern but not PostgreSQL's integer: a 400, never the database's error.
    .refine((c) => c.userId <= ID_MAX, M.cursorInvalid)
    .optional(),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;
