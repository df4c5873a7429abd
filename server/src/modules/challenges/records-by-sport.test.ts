import { addDays, utcIsoDate } from '@common/fitness/dates';
import { describe, expect, it } from 'vitest';
import { createChallengeAs, joinChallengeAs, leaderboardAs } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';

// A personal record beats the member's earlier efforts of the same sport: a ride's fast kilometre
// is no running record (the member's records list shows none), and an earlier ride does not take
// a faster run's record away.
const ctx = useTestApp();

const today = utcIsoDate();
const noonUtc = (days: number) => new Date(`${addDays(today, days)}T12:00:00Z`);

describe('a records challenge', () => {
  it('counts an effort faster than the earlier ones of its own sport only', async () => {
    const member = await buildSignedInUser(ctx.db);
    const id = await createChallengeAs(ctx, member.cookie, {
      title: 'Records',
      metric: 'records',
      sport: 'any',
      startsOn: addDays(today, -20),
    });
    await joinChallengeAs(ctx, member.cookie, id);
    const activity = (days: number, sport: string, speed: number) =>
      uploadRun(ctx.app, member.cookie, {
        start: noonUtc(days),
        stretches: [{ metres: 3000, speed }],
        fields: { sport, visibility: 'public' },
      });
    await activity(-6, 'run', 3); // the first run: nothing to beat
    await activity(-5, 'ride', 8); // the first ride, faster than the run: still nothing to beat
    await activity(-4, 'ride', 6); // a slower ride: no record
    const records = async () => (await leaderboardAs(ctx, member.cookie, id)).me?.value;
    expect(await records()).toBe(0);
    await activity(-3, 'run', 4); // faster than the earlier run, slower than the rides: a running record
    expect(await records()).toBe(1);
  });
});
