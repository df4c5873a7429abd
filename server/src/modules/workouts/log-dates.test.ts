import { randomUUID } from 'node:crypto';
import { addDays, utcIsoDate } from '@common/fitness/dates';
import { IDEMPOTENCY_KEY_HEADER } from '@common/schemas/workout-logs';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPENAPI_PATH } from '../../plugins/openapi';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// A workout is logged up to the member's own tomorrow, in the zone the app sends (`?tz=`, as the
// meals diary takes it), not UTC's: Honolulu is UTC-10, Kiritimati UTC+14, so at some hours each
// is on another date than UTC. Without a zone (old clients) the rule stays UTC's tomorrow.

const HONOLULU = `?tz=${encodeURIComponent('Pacific/Honolulu')}`;
const KIRITIMATI = `?tz=${encodeURIComponent('Pacific/Kiritimati')}`;

const ctx = useTestApp();
let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});
afterEach(() => vi.useRealTimers());

/** Sets the server's clock to `time` UTC on the real today (only Date: the database's timers run on). */
function clockAt(time: string): string {
  const day = utcIsoDate();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T${time}Z`));
  return day;
}

const workout = (date: string) => ({
  date,
  title: 'Bench day',
  durationMinutes: 30,
  exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 60 }] }],
});

function call(method: 'POST' | 'PUT', url: string, cookie: string, payload: object, key?: string) {
  const headers = { cookie, ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }) };
  return ctx.app.inject({ method, url, payload, headers });
}

describe('POST and PUT /api/workout-logs in the member zone', () => {
  it('refuses a member in Honolulu a date two days ahead of their own, and takes their tomorrow', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // 19:00 the day before in Honolulu: their tomorrow is UTC's today, UTC's tomorrow two days off.
    const utcDay = clockAt('05:00:00');
    const ahead = await call('POST', `/api/workout-logs${HONOLULU}`, cookie, workout(addDays(utcDay, 1)));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({ message: M.logDateFuture, errors: { date: M.logDateFuture } });
    // The offline outbox's keyed save and an edit are held to the same day.
    const keyed = await call('POST', `/api/workout-logs${HONOLULU}`, cookie, workout(addDays(utcDay, 1)), randomUUID());
    expect(keyed.json().errors).toEqual({ date: M.logDateFuture });
    const logId = await buildLog(ctx.db, user.id, { date: addDays(utcDay, -1) });
    const edit = await call('PUT', `/api/workout-logs/${logId}${HONOLULU}`, cookie, workout(addDays(utcDay, 1)));
    expect(edit.json().errors).toEqual({ date: M.logDateFuture });

    expect((await call('POST', `/api/workout-logs${HONOLULU}`, cookie, workout(utcDay))).statusCode).toBe(201);
    expect((await call('PUT', `/api/workout-logs/${logId}${HONOLULU}`, cookie, workout(utcDay))).statusCode).toBe(200);
  });

  it('takes their own today and tomorrow from a member in Kiritimati while UTC is a day behind', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // 02:00 the day after in Kiritimati: their today is UTC's tomorrow, their tomorrow two days off.
    const utcDay = clockAt('12:00:00');
    for (const date of [addDays(utcDay, 1), addDays(utcDay, 2)]) {
      const res = await call('POST', `/api/workout-logs${KIRITIMATI}`, cookie, workout(date), randomUUID());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().date).toBe(date);
    }
    const beyond = await call('POST', `/api/workout-logs${KIRITIMATI}`, cookie, workout(addDays(utcDay, 3)));
    expect(beyond.json().errors).toEqual({ date: M.logDateFuture });
  });

  it("keeps UTC's tomorrow without a zone, and refuses a zone the runtime does not know", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const utcDay = clockAt('12:00:00');
    expect((await call('POST', '/api/workout-logs', cookie, workout(addDays(utcDay, 1)))).statusCode).toBe(201);
    const ahead = await call('POST', '/api/workout-logs', cookie, workout(addDays(utcDay, 2)));
    expect(ahead.json()).toEqual({ message: M.logDateFuture, errors: { date: M.logDateFuture } });
    const unknown = await call('POST', '/api/workout-logs?tz=Mars%2FOlympus', cookie, workout(utcDay));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ tz: 'Unknown time zone' });
  });

  it('documents the optional tz on both writes', async () => {
    const doc = (await ctx.app.inject({ url: OPENAPI_PATH })).json();
    for (const operation of [doc.paths['/api/workout-logs'].post, doc.paths['/api/workout-logs/{id}'].put]) {
      const tz = operation.parameters.find((p: { in: string; name: string }) => p.in === 'query' && p.name === 'tz');
      expect(tz).toMatchObject({ required: false });
      expect(tz.description).toContain('tomorrow');
    }
  });
});
