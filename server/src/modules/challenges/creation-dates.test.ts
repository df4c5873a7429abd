import { CHALLENGE_MESSAGES as M } from '@common/challenges-texts';
import { addDays, isoDateAtUtcOffset, utcIsoDate } from '@common/fitness/dates';
import type { Challenge } from '@common/schemas/challenges';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// A challenge whose last day is already over could be created, then not joined and listed
// nowhere. Creating one is refused in the challenge's own time zone; one still running there is
// made, listed and joined, wherever UTC's date stands.
const ctx = useTestApp();

// Two zones without daylight saving, at the two ends of the clocks, so "today" there is plain
// arithmetic from UTC (and not the code under test): UTC+14 and UTC−12 (`Etc/GMT+12`: POSIX sign).
const FAR_EAST = 'Pacific/Kiritimati';
const FAR_WEST = 'Etc/GMT+12';
const todayFarEast = () => isoDateAtUtcOffset(-14 * 60);
const todayFarWest = () => isoDateAtUtcOffset(12 * 60);

const challengeCount = async () => (await ctx.db.query('select count(*)::int as n from challenges')).rows[0].n;

describe('creating a challenge whose last day is over', () => {
  it('is refused with a 400 naming the last day, long ago or yesterday in its own far-east zone', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, creator.cookie);
    const before = await challengeCount();

    // The tester's case: all of it in the past.
    const longAgo = await api.post('/api/challenges', challengeBody({ startsOn: '2025-01-01', endsOn: '2025-01-10' }));
    expect(longAgo.statusCode, longAgo.body).toBe(400);
    expect(longAgo.json()).toMatchObject({ message: M.endedAlready, errors: { endsOn: M.endedAlready } });

    // Yesterday in UTC+14 is today in UTC for ten hours of every day, and never over in UTC−12:
    // only the challenge's own zone says it has ended.
    const lastDay = addDays(todayFarEast(), -1);
    const yesterdayEast = await api.post(
      '/api/challenges',
      challengeBody({ startsOn: addDays(lastDay, -6), endsOn: lastDay, timeZone: FAR_EAST }),
    );
    expect(yesterdayEast.statusCode, yesterdayEast.body).toBe(400);
    expect(yesterdayEast.json()).toMatchObject({ message: M.endedAlready, errors: { endsOn: M.endedAlready } });
    expect(await challengeCount()).toBe(before);
  });

  it('accepts one whose last day is today in its own zone, even when that is yesterday in UTC; it is listed and joined', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    // Today in UTC−12 is yesterday in UTC before noon UTC, and today after it.
    const lastDay = todayFarWest();
    expect([utcIsoDate(), addDays(utcIsoDate(), -1)]).toContain(lastDay);
    const range = { startsOn: addDays(lastDay, -6), endsOn: lastDay };
    // The same last day is over in UTC+14 (a day or two ahead): refused there.
    const east = await apiAs(ctx, creator.cookie).post(
      '/api/challenges',
      challengeBody({ ...range, title: 'Last day east', timeZone: FAR_EAST }),
    );
    expect(east.statusCode, east.body).toBe(400);
    expect(east.json().errors).toEqual({ endsOn: M.endedAlready });

    const created = await apiAs(ctx, creator.cookie).post(
      '/api/challenges',
      challengeBody({ ...range, title: 'Last day west', timeZone: FAR_WEST }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    expect(created.json()).toMatchObject({ endsOn: lastDay, timeZone: FAR_WEST });

    const listed = await apiAs(ctx, member.cookie).get('/api/challenges?q=Last%20day%20west');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(idsOf(listed.json() as Challenge[])).toContain(id);
    const joined = await apiAs(ctx, member.cookie).post(`/api/challenges/${id}/join`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    const mine = await apiAs(ctx, member.cookie).get('/api/challenges/mine');
    expect(idsOf(mine.json() as Challenge[])).toContain(id);
  });

  it('accepts a running one in UTC, as before', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const today = utcIsoDate();
    const res = await apiAs(ctx, creator.cookie).post(
      '/api/challenges',
      challengeBody({ startsOn: addDays(today, -3), endsOn: today }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
