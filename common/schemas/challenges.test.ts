import { describe, expect, it } from 'vitest';
import { leaderboardQuerySchema } from './challenges';

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
