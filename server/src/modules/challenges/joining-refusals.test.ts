import { CHALLENGE_MESSAGES as M } from '@common/challenges-texts';
import { addDays, isoDateAtUtcOffset, utcIsoDate } from '@common/fitness/dates';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createChallengeAs } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// Joining is refused when it could not be kept: a last day already over on the member's own day
// (the day that decides what of theirs counts, and what their page shows), and a time zone the
// runtime knows but PostgreSQL does not, which made each later save of the member's runs fail.
const ctx = useTestApp();

// Zones without daylight saving at the two ends of the clocks (`Etc/GMT+12` is UTC−12: POSIX sign).
const FAR_EAST = 'Pacific/Kiritimati';
const FAR_WEST = 'Etc/GMT+12';
// Intl still knows this alias; the zone data removed it in 2020 and PostgreSQL refuses it.
const ALIAS_POSTGRES_LACKS = 'US/Pacific-New';

const today = utcIsoDate();

const createChallenge = (cookie: string, title: string) => createChallengeAs(ctx, cookie, { title });

const participants = async (id: number) =>
  (await ctx.db.query('select user_id from challenge_participants where challenge_id = $1', [id])).rows.map(
    (r) => r.user_id,
  );

describe('joining a challenge', () => {
  it("is refused once the last day is over on the member's own day, and open while it is not", async () => {
    const creator = await buildSignedInUser(ctx.db);
    const east = await buildSignedInUser(ctx.db);
    const west = await buildSignedInUser(ctx.db);
    const id = await createChallenge(creator.cookie, 'Over in the east');
    // Its last day is today in UTC−12: over in UTC+14, where it is a day or two later.
    const lastDay = isoDateAtUtcOffset(12 * 60);
    await ctx.db.query('update challenges set starts_on = $2::date - 7, ends_on = $2 where id = $1', [id, lastDay]);

    const late = await apiAs(ctx, east.cookie).post(`/api/challenges/${id}/join`, { timeZone: FAR_EAST });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(M.ended);
    const inTime = await apiAs(ctx, west.cookie).post(`/api/challenges/${id}/join`, { timeZone: FAR_WEST });
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(await participants(id)).toEqual([west.user.id]);
  });

  it('refuses a time zone PostgreSQL does not know, stores nothing, and the member goes on saving runs', async () => {
    const member = await buildSignedInUser(ctx.db);
    const id = await createChallenge(member.cookie, 'Unknown zone');
    const join = await apiAs(ctx, member.cookie).post(`/api/challenges/${id}/join`, {
      timeZone: ALIAS_POSTGRES_LACKS,
    });
    expect(join.statusCode, join.body).toBe(400);
    expect(join.json().errors).toEqual({ timeZone: M.timeZoneInvalid });
    expect(await participants(id)).toEqual([]);
    // Created with it, every member who joins without a zone of their own would take it: refused too.
    const before = (await ctx.db.query('select count(*)::int as n from challenges')).rows[0].n;
    const create = await apiAs(ctx, member.cookie).post(
      '/api/challenges',
      challengeBody({ title: 'Unknown zone', timeZone: ALIAS_POSTGRES_LACKS }),
    );
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json().errors).toEqual({ timeZone: M.timeZoneInvalid });
    expect((await ctx.db.query('select count(*)::int as n from challenges')).rows[0].n).toBe(before);

    const run = await uploadRun(ctx.app, member.cookie, {
      km: 2,
      start: new Date(`${addDays(today, -1)}T12:00:00Z`),
      fields: { sport: 'run', visibility: 'public' },
    });
    expect(run.id).toBeGreaterThan(0);
  });
});
