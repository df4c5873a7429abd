import { SECURITY_LIMITS } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { purgeEndedWrongCodeWindows } from '.';

// The daily cap's rows (docs/decisions/0040) matter only while their window runs: the hourly
// housekeeping drops the ended ones, and never one that still pauses a member's codes.
const ctx = useTestApp();
const HOURS = SECURITY_LIMITS.wrongCodesWindowHours;

async function windowOf(userId: number, startedHoursAgo: number, wrongCodes: number) {
  await ctx.db.query(
    `insert into two_factor_wrong_codes (user_id, window_started_at, wrong_codes)
     values ($1, now() - make_interval(hours => $2), $3)`,
    [userId, startedHoursAgo, wrongCodes],
  );
}

describe('the purge of wrong-code windows', () => {
  it('drops the windows that ended and keeps the running ones, a paused one included', async () => {
    const [ended, paused, running] = await Promise.all([buildUser(ctx.db), buildUser(ctx.db), buildUser(ctx.db)]);
    await windowOf(ended.id, HOURS + 1, SECURITY_LIMITS.wrongCodesPerDay);
    await windowOf(paused.id, HOURS - 1, SECURITY_LIMITS.wrongCodesPerDay);
    await windowOf(running.id, 2, 3);

    expect(await purgeEndedWrongCodeWindows(ctx.db)).toBe(1);
    const { rows } = await ctx.db.query<{ user_id: number }>(
      'select user_id from two_factor_wrong_codes order by user_id',
    );
    expect(rows.map((r) => r.user_id)).toEqual([paused.id, running.id].sort((a, b) => a - b));
  });
});
