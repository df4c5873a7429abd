import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES } from '../challenges-texts';
import { addDays, utcIsoDate } from '../fitness/dates';
import { challengeInputSchema, leaderboardQuerySchema } from './challenges';

describe('leaderboardQuerySchema', () => {
  it('takes a cursor whose member id fits an integer column, and refuses one that does not', () => {
    expect(leaderboardQuerySchema.parse({ after: '1.5,2147483647' }).after).toEqual({
      value: '1.5',
      userId: 2147483647,
    });
    for (const after of ['1.5,2147483648', '1.5,9999999999', 'abc', '1.5', ',7']) {
      expect(leaderboardQuerySchema.safeParse({ after }).success, after).toBe(false);
    }
  });
});

describe('challengeInputSchema', () => {
  const body = (startsOn: string) => ({
    title: 'Miles',
    metric: 'distance',
    sport: 'run',
    startsOn,
    endsOn: addDays(startsOn, 30),
    timeZone: 'UTC',
  });

  it('takes a challenge starting within a year, and refuses one starting later', () => {
    expect(challengeInputSchema.safeParse(body(addDays(utcIsoDate(), 300))).success).toBe(true);
    const far = challengeInputSchema.safeParse(body('2099-01-01'));
    expect(far.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['startsOn', CHALLENGE_MESSAGES.startsTooFar],
    ]);
  });
});
