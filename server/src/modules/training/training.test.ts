import type { ActivityDetail } from '@common/schemas/activities';
import type { HeartRateSettings, TrainingLoad } from '@common/schemas/training';
import { TRAINING_MESSAGES as M } from '@common/training-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FixturePoint } from '../../db/seed/tracks/route';
import { buildRoute } from '../../db/seed/tracks/route';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile, uploadRun } from '../../test/factories/activities';
import { buildLog, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { toFit } from '../../test/fixtures/activities/fit';
import { useTestApp } from '../../test/test-app';
import { backfillHeartRateHistograms } from './backfill';

const ctx = useTestApp();
let bench: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

// Heart rate jumps about (90 to 189 bpm), one reading a second; every 150 m the watch records
// nothing for 7 s (still time at the last reading) and halfway the recording pauses for 2 minutes
// (no time at any heart rate). Uneven intervals make "the reading where an interval starts" matter.
const heartRate = (i: number) => 90 + ((i * 37) % 100);
const STRETCHES = [
  ...Array.from({ length: 10 }, () => ({ metres: 150, speed: 3, gapSeconds: 7 })),
  { metres: 1500, speed: 3, gapSeconds: 120 },
  { metres: 1500, speed: 3 },
];

/**
 * The test's own sum, from the fixture's points (not the stored track): each interval of at most
 * 30 s counts at the reading where it starts, in the zone whose bounds are written out here for a
 * max of 190 bpm (50-60-70-80-90 %: 95, 114, 133, 152, 171).
 */
function expectedZoneSeconds(points: FixturePoint[]): { zones: number[]; below: number } {
  const starts = [95, 114, 133, 152, 171];
  const zones = [0, 0, 0, 0, 0];
  let below = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const seconds = (points[i + 1].timeMs - points[i].timeMs) / 1000;
    if (seconds > 30) continue;
    const bpm = points[i].hr!;
    const zone = starts.filter((s) => bpm >= s).length;
    if (zone === 0) below += seconds;
    else zones[zone - 1] += seconds;
  }
  return { zones, below };
}

/** Banister's TRIMP written out per interval, for a resting 50 and a max 190. */
function expectedBanister(points: FixturePoint[]): number {
  let load = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const seconds = (points[i + 1].timeMs - points[i].timeMs) / 1000;
    if (seconds > 30) continue;
    const x = Math.min(1, Math.max(0, (points[i].hr! - 50) / 140));
    load += (seconds / 60) * x * 0.64 * Math.exp(1.92 * x);
  }
  return load;
}

const page = async (id: number, cookie: string) =>
  (await apiAs(ctx, cookie).get(`/api/activities/${id}`)).json() as ActivityDetail;

async function setHeartRate(cookie: string, body: Record<string, unknown>) {
  return apiAs(ctx, cookie).put('/api/training/heart-rate', {
    maxHeartRate: null,
    restingHeartRate: null,
    useHighestRecorded: false,
    ...body,
  });
}

describe('heart-rate settings', () => {
  it('refuses out-of-bounds heart rates with the member’s message and stores nothing', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ maxHeartRate: 99 }, M.maxHeartRateRange],
      [{ maxHeartRate: 231 }, M.maxHeartRateRange],
      [{ maxHeartRate: 180.5 }, M.maxHeartRateRange],
      [{ maxHeartRate: 190, restingHeartRate: 24 }, M.restingHeartRateRange],
      [{ maxHeartRate: 190, restingHeartRate: 121 }, M.restingHeartRateRange],
      [{ maxHeartRate: 130, restingHeartRate: 115 }, M.restingBelowMax],
      [{ maxHeartRate: 190, useHighestRecorded: true }, M.maxOrHighest],
      [{ useHighestRecorded: true }, M.noHighestRecorded],
      [{ useHighestRecorded: undefined }, M.useHighestRequired],
    ];
    for (const [body, message] of cases) {
      const res = await setHeartRate(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const settings = (await apiAs(ctx, cookie).get('/api/training/heart-rate')).json() as HeartRateSettings;
    expect(settings).toEqual({
      maxHeartRate: null,
      restingHeartRate: null,
      useHighestRecorded: false,
      highestRecorded: null,
      inUse: null,
    });
    expect((await apiAs(ctx).get('/api/training/heart-rate')).statusCode).toBe(401);
  });

  it('a set max gives %-of-max zones; with a resting heart rate the zones use the reserve', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await setHeartRate(cookie, { maxHeartRate: 190 });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json() as HeartRateSettings;
    expect(set.inUse).toMatchObject({ maxHeartRate: 190, maxSource: 'set', zoneModel: 'percent_max' });
    expect(set.inUse!.zones.map((z) => z.minBpm)).toEqual([95, 114, 133, 152, 171]);
    const withResting = (await setHeartRate(cookie, { maxHeartRate: 190, restingHeartRate: 50 })).json();
    expect(withResting.inUse.zoneModel).toBe('heart_rate_reserve');
    expect(withResting.inUse.loadMethod).toBe('banister_trimp');
    expect(withResting.inUse.zones.map((z: { minBpm: number }) => z.minBpm)).toEqual([120, 134, 148, 162, 176]);
  });

  it('offers the highest recorded heart rate, labelled with its activity, and uses it only when chosen', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const run = await uploadRun(ctx.app, cookie, { heartRate: (i) => 120 + (i % 60), name: 'Hill repeats' });
    const before = (await apiAs(ctx, cookie).get('/api/training/heart-rate')).json() as HeartRateSettings;
    expect(before.highestRecorded).toEqual({
      bpm: 179,
      activityId: run.id,
      activityTitle: 'Hill repeats',
      startedAt: run.startedAt,
    });
    expect(before.inUse).toBeNull();
    const chosen = (await setHeartRate(cookie, { useHighestRecorded: true })).json() as HeartRateSettings;
    expect(chosen.inUse).toMatchObject({ maxHeartRate: 179, maxSource: 'highest_recorded' });
    const page1 = await page(run.id, cookie);
    expect(page1.heartRateZones?.maxSource).toBe('highest_recorded');
  });
});

describe('time in heart-rate zones on the activity page', () => {
  it('sums each zone’s seconds as the file’s timed points give them (GPX)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const run = await uploadRun(ctx.app, cookie, { heartRate, stretches: STRETCHES, fields: { visibility: 'public' } });
    // No max yet: no zones, and the page knows the activity has heart rate (to say how to set one).
    const noMax = await page(run.id, cookie);
    expect(noMax.heartRateZones).toBeNull();
    expect(noMax.training).toMatchObject({ hasHeartRate: true, maxHeartRateKnown: false, load: null });

    await setHeartRate(cookie, { maxHeartRate: 190 });
    const own = await page(run.id, cookie);
    const expected = expectedZoneSeconds(run.points);
    expect(own.heartRateZones!.zones.map((z) => z.seconds)).toEqual(expected.zones);
    expect(own.heartRateZones!.belowZone1Seconds).toBe(expected.below);
    // The pause is in no zone: the zones and below-zone time add up to the recording without it.
    const total = expected.zones.reduce((a, b) => a + b, 0) + expected.below;
    const recorded = (run.points.at(-1)!.timeMs - run.points[0].timeMs) / 1000;
    expect(total).toBe(recorded - 120);
    // Others see neither the zones nor the load: they follow the owner's own heart rates.
    const seen = await page(run.id, stranger.cookie);
    expect(seen.heartRateZones).toBeNull();
    expect(seen.training).toBeNull();
  });

  it('a FIT file from an indoor run gets its zones too, and an activity without heart rate none', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await setHeartRate(cookie, { maxHeartRate: 190 });
    const points = buildRoute({ stretches: [{ metres: 1200, speed: 3 }], heartRate });
    const res = await uploadFile(ctx.app, 'treadmill.fit', toFit(points, { indoor: true }), { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const fit = await page(res.json().activity.id, cookie);
    expect(fit.heartRateZones!.zones.map((z) => z.seconds)).toEqual(expectedZoneSeconds(points).zones);

    const plain = await uploadRun(ctx.app, cookie, { km: 1 });
    const noHr = await page(plain.id, cookie);
    expect(noHr.heartRateZones).toBeNull();
    expect(noHr.training).toMatchObject({ hasHeartRate: false, load: null, effort: null });
  });

  it('the start-up task gives activities saved before it, or measured again since, the histogram of their track', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await setHeartRate(cookie, { maxHeartRate: 190 });
    const run = await uploadRun(ctx.app, cookie, { heartRate, stretches: STRETCHES });
    const before = await page(run.id, cookie);
    await ctx.db.query('delete from activity_training where activity_id = $1', [run.id]);
    expect((await page(run.id, cookie)).heartRateZones).toBeNull();
    expect(await backfillHeartRateHistograms(ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await page(run.id, cookie)).heartRateZones).toEqual(before.heartRateZones);
    expect(await backfillHeartRateHistograms(ctx.db)).toBe(0);
    // An activity measured again (a newer measuring version) gets a histogram of its new track.
    await ctx.db.query(`update activity_training set hr_bpm = '{100}', hr_seconds = '{1}' where activity_id = $1`, [
      run.id,
    ]);
    await ctx.db.query('update activities set measured_version = measured_version + 1 where id = $1', [run.id]);
    expect(await backfillHeartRateHistograms(ctx.db)).toBe(1);
    expect((await page(run.id, cookie)).heartRateZones).toEqual(before.heartRateZones);
  });
});

describe('training load of a session', () => {
  it('from heart rate: Edwards’ TRIMP with only a max, Banister’s with a resting heart rate', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const run = await uploadRun(ctx.app, cookie, { heartRate, stretches: STRETCHES });
    await setHeartRate(cookie, { maxHeartRate: 190 });
    const { zones } = expectedZoneSeconds(run.points);
    const edwards = zones.reduce((sum, s, i) => sum + (s / 60) * (i + 1), 0);
    const own = await page(run.id, cookie);
    expect(own.training).toMatchObject({ loadMethod: 'edwards_trimp', maxHeartRateKnown: true });
    expect(own.training!.load).toBeCloseTo(edwards, 1);

    await setHeartRate(cookie, { maxHeartRate: 190, restingHeartRate: 50 });
    const banister = await page(run.id, cookie);
    expect(banister.training!.loadMethod).toBe('banister_trimp');
    expect(banister.training!.load).toBeCloseTo(expectedBanister(run.points), 1);
    // A rating does not replace a heart-rate load.
    await apiAs(ctx, cookie).put(`/api/activities/${run.id}/effort`, { effort: 9 });
    expect((await page(run.id, cookie)).training).toMatchObject({ effort: 9, loadMethod: 'banister_trimp' });
  });

  it('from the rating of effort without heart rate: moving minutes × rating; no rating, no load', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const run = await uploadRun(ctx.app, cookie, { km: 2 });
    expect((await page(run.id, cookie)).training).toMatchObject({ load: null, loadMethod: null });
    const res = await apiAs(ctx, cookie).put(`/api/activities/${run.id}/effort`, { effort: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ effort: 6 });
    const rated = await page(run.id, cookie);
    expect(rated.training).toMatchObject({ effort: 6, loadMethod: 'session_rpe' });
    expect(rated.training!.load).toBeCloseTo((run.movingSeconds! / 60) * 6, 1);
    // Cleared again: unknown again.
    await apiAs(ctx, cookie).put(`/api/activities/${run.id}/effort`, { effort: null });
    expect((await page(run.id, cookie)).training).toMatchObject({ effort: null, load: null });
  });

  it('a workout log carries its rating (logger body, update, or the effort route)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const body = {
      date: '2026-10-01',
      title: 'Bench day',
      durationMinutes: 50,
      effort: 7,
      exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 80 }] }],
    };
    const created = await api.post('/api/workout-logs', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().effort).toBe(7);
    const id = created.json().id as number;
    // An update without the field keeps the rating; with null it clears it.
    const { effort: _, ...withoutEffort } = body;
    expect((await api.put(`/api/workout-logs/${id}`, withoutEffort)).json().effort).toBe(7);
    expect((await api.put(`/api/workout-logs/${id}`, { ...body, effort: null })).json().effort).toBeNull();
    expect((await api.put(`/api/workout-logs/${id}/effort`, { effort: 4 })).json()).toEqual({ effort: 4 });
    expect((await api.get(`/api/workout-logs/${id}`)).json().effort).toBe(4);
    const load = (await api.get('/api/training/load?from=2026-10-01&to=2026-10-01')).json() as TrainingLoad;
    expect(load.sessions).toEqual([
      {
        kind: 'workout',
        id,
        title: 'Bench day',
        date: '2026-10-01',
        effort: 4,
        load: 200,
        loadMethod: 'session_rpe',
        hasHeartRate: false,
      },
    ]);
    expect(load.days[0]).toMatchObject({ load: 200, notCounted: 0 });
  });

  it('refuses a rating out of 1-10 and someone else’s session (404 hidden, 403 visible)', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const open = await uploadRun(ctx.app, owner.cookie, { km: 1, fields: { visibility: 'public' } });
    const hidden = await uploadRun(ctx.app, owner.cookie, { km: 1.5, fields: { visibility: 'private' } });
    for (const effort of [0, 11, 5.5, '7']) {
      const res = await apiAs(ctx, owner.cookie).put(`/api/activities/${open.id}/effort`, { effort });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.effortRange);
    }
    expect((await apiAs(ctx, other.cookie).put(`/api/activities/${open.id}/effort`, { effort: 5 })).statusCode).toBe(
      403,
    );
    expect((await apiAs(ctx, other.cookie).put(`/api/activities/${hidden.id}/effort`, { effort: 5 })).statusCode).toBe(
      404,
    );
    expect((await apiAs(ctx, admin.cookie).put(`/api/activities/${hidden.id}/effort`, { effort: 5 })).statusCode).toBe(
      403,
    );
    expect((await apiAs(ctx, other.cookie).put('/api/activities/999999999/effort', { effort: 5 })).statusCode).toBe(
      404,
    );
    expect((await apiAs(ctx).put(`/api/activities/${open.id}/effort`, { effort: 5 })).statusCode).toBe(401);
    expect((await page(open.id, owner.cookie)).training!.effort).toBeNull();

    const log = await buildLog(ctx.db, owner.user.id, { date: '2026-10-02' });
    // Workout activity is friends-only for a new member: a stranger may not see the log.
    expect((await apiAs(ctx, other.cookie).put(`/api/workout-logs/${log}/effort`, { effort: 5 })).statusCode).toBe(404);
    expect((await apiAs(ctx, admin.cookie).put(`/api/workout-logs/${log}/effort`, { effort: 5 })).statusCode).toBe(403);
    const { rows } = await ctx.db.query('select effort from workout_logs where id = $1', [log]);
    expect(rows[0].effort).toBeNull();
  });
});

describe('fitness, fatigue and form', () => {
  it('over four weeks equal an EWMA worked out independently; unknown sessions are listed, not counted', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const empty = (await api.get('/api/training/load?from=2026-09-01&to=2026-09-28')).json() as TrainingLoad;
    expect(empty.firstLoadDate).toBeNull();
    expect(empty.days.every((d) => d.fitness === null && d.load === 0)).toBe(true);

    // Workouts on Mondays and Thursdays of September 2026, 30 to 65 minutes, rated 5 to 8.
    const loads = new Map<string, number>();
    const dates: string[] = [];
    for (let day = 1; day <= 28; day++) {
      const date = `2026-09-${String(day).padStart(2, '0')}`;
      if (![1, 4].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      const minutes = 30 + dates.length * 5;
      const effort = 5 + (dates.length % 4);
      const id = await buildLog(ctx.db, user.id, { date, durationMinutes: minutes });
      expect((await api.put(`/api/workout-logs/${id}/effort`, { effort })).statusCode).toBe(200);
      loads.set(date, minutes * effort);
      dates.push(date);
    }
    // An unrated workout: listed as not counted, its day's load only what is known (none).
    const unrated = await buildLog(ctx.db, user.id, { date: '2026-09-16', title: 'Unrated' });

    const res = await api.get('/api/training/load?from=2026-09-08&to=2026-09-28');
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json() as TrainingLoad;
    expect(load.firstLoadDate).toBe(dates[0]);
    expect(load.days).toHaveLength(21);
    // Independent: the recurrence a(t) = a(t-1) + (load(t) - a(t-1)) × (1 - e^(-1/τ)) from 0 on the first day.
    const averages = (tau: number) => {
      const k = 1 - Math.exp(-1 / tau);
      const out = new Map<string, number>();
      let a = 0;
      for (let d = 1; d <= 28; d++) {
        const date = `2026-09-${String(d).padStart(2, '0')}`;
        a = a * (1 - k) + (loads.get(date) ?? 0) * k;
        out.set(date, a);
      }
      return out;
    };
    const fitness = averages(42);
    const fatigue = averages(7);
    for (const day of load.days) {
      expect(day.load).toBe(loads.get(day.date) ?? 0);
      expect(day.fitness).toBeCloseTo(fitness.get(day.date)!, 1);
      expect(day.fatigue).toBeCloseTo(fatigue.get(day.date)!, 1);
      expect(day.form).toBeCloseTo(fitness.get(day.date)! - fatigue.get(day.date)!, 1);
    }
    expect(load.days.find((d) => d.date === '2026-09-16')).toMatchObject({ notCounted: 1 });
    const notCounted = load.sessions.filter((s) => s.load === null);
    expect(notCounted).toEqual([
      expect.objectContaining({ kind: 'workout', id: unrated, title: 'Unrated', effort: null }),
    ]);
    expect(load.sessions.filter((s) => s.load !== null)).toHaveLength(dates.filter((d) => d >= '2026-09-08').length);
  });

  it('puts an activity on the member’s own day (time zone) and refuses a bad range', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // 03:00 UTC on 2 October is still 1 October in New York.
    const run = await uploadRun(ctx.app, cookie, { km: 1, start: new Date(Date.UTC(2026, 9, 2, 3, 0, 0)) });
    await apiAs(ctx, cookie).put(`/api/activities/${run.id}/effort`, { effort: 5 });
    const ny = (
      await apiAs(ctx, cookie).get('/api/training/load?from=2026-10-01&to=2026-10-02&tz=America/New_York')
    ).json() as TrainingLoad;
    expect(ny.sessions.map((s) => s.date)).toEqual(['2026-10-01']);
    const utc = (
      await apiAs(ctx, cookie).get('/api/training/load?from=2026-10-01&to=2026-10-02')
    ).json() as TrainingLoad;
    expect(utc.sessions.map((s) => s.date)).toEqual(['2026-10-02']);
    for (const q of [
      'from=2026-10-02&to=2026-10-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-13-01',
      'tz=Mars/Base',
    ]) {
      expect((await apiAs(ctx, cookie).get(`/api/training/load?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('reads a time zone alias as the zone Intl means, where the database names or reads it otherwise', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // 00:30 on 2 July in Los Angeles (summer time): 07:30 UTC.
    const run = await uploadRun(ctx.app, cookie, { km: 1, start: new Date(Date.UTC(2026, 6, 2, 7, 30, 0)) });
    await apiAs(ctx, cookie).put(`/api/activities/${run.id}/effort`, { effort: 5 });
    // 'US/Pacific-New' is unknown to PostgreSQL's zone data (dropped in tzdata 2020b); 'PST' is a
    // fixed UTC-8 there (1 July, 23:30), Los Angeles with its summer time for Intl.
    for (const tz of ['US/Pacific-New', 'PST']) {
      const res = await apiAs(ctx, cookie).get(`/api/training/load?from=2026-07-01&to=2026-07-02&tz=${tz}`);
      expect(res.statusCode, `${tz}: ${res.body}`).toBe(200);
      expect(
        (res.json() as TrainingLoad).sessions.map((s) => s.date),
        tz,
      ).toEqual(['2026-07-02']);
    }
  });
});
