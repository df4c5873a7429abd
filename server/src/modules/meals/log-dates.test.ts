import { addDays, utcIsoDate } from '@common/fitness/dates';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';
import { assertLoggableDate, latestLogDate } from './log-dates';

// The diary takes days up to the member's own tomorrow, not the server's (UTC): Honolulu is
// UTC-10, Kiritimati UTC+14, so at some hours each is on another date than UTC.

const HONOLULU = 'Pacific/Honolulu';
const KIRITIMATI = 'Pacific/Kiritimati';
/** 05:00 UTC on 10 March: 19:00 on the 9th in Honolulu, 19:00 on the 10th in Kiritimati. */
const EARLY_UTC = new Date('2026-03-10T05:00:00Z');
/** 12:00 UTC on 10 March: 02:00 on the 11th in Kiritimati. */
const NOON_UTC = new Date('2026-03-10T12:00:00Z');

/** The error assertLoggableDate throws, or null when it takes the date. */
function refusal(date: string, timeZone: string | undefined, now: Date) {
  try {
    assertLoggableDate(date, timeZone, now);
    return null;
  } catch (error) {
    return error as { statusCode: number; message: string; errors?: Record<string, string> };
  }
}

describe('the last day the diary takes', () => {
  it("is tomorrow on the member's own calendar", () => {
    expect(latestLogDate(HONOLULU, EARLY_UTC)).toBe('2026-03-10');
    expect(latestLogDate(KIRITIMATI, EARLY_UTC)).toBe('2026-03-11');
    expect(latestLogDate(KIRITIMATI, NOON_UTC)).toBe('2026-03-12');
    // Without a zone the request's day is UTC's, as the diary's GET takes it.
    expect(latestLogDate(undefined, EARLY_UTC)).toBe('2026-03-11');
  });

  it('refuses a member in Honolulu a day two days ahead of their own date, in the product words', () => {
    expect(refusal('2026-03-10', HONOLULU, EARLY_UTC)).toBeNull();
    expect(refusal('2026-03-11', HONOLULU, EARLY_UTC)).toMatchObject({
      statusCode: 400,
      message: MEAL_MESSAGES.dateOutOfRange,
      errors: { date: MEAL_MESSAGES.dateOutOfRange },
    });
  });

  it('takes their own today and tomorrow from a member in Kiritimati while UTC is on the day before', () => {
    expect(refusal('2026-03-11', KIRITIMATI, NOON_UTC)).toBeNull();
    expect(refusal('2026-03-12', KIRITIMATI, NOON_UTC)).toBeNull();
    expect(refusal('2026-03-13', KIRITIMATI, NOON_UTC)?.message).toBe(MEAL_MESSAGES.dateOutOfRange);
  });

  it('refuses days before 2000 and zones the runtime does not know', () => {
    expect(refusal('1999-12-31', KIRITIMATI, NOON_UTC)?.message).toBe(MEAL_MESSAGES.dateOutOfRange);
    expect(refusal('2026-03-10', 'Mars/Olympus', NOON_UTC)).toMatchObject({
      statusCode: 400,
      errors: { tz: MEAL_MESSAGES.timeZoneInvalid },
    });
  });
});

describe('POST /api/meal-logs and /from-plan with the member zone', () => {
  const ctx = useTestApp();
  let banana: Awaited<ReturnType<typeof starterFood>>;
  beforeAll(async () => {
    await ensureStarterFoods(ctx.db);
    banana = await starterFood(ctx.db, 'banana');
  });
  afterEach(() => vi.useRealTimers());

  /** Sets the server's clock to `time` UTC on the real today (only Date: the database's timers run on). */
  const clockAt = (time: string) => {
    const day = utcIsoDate();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T${time}Z`));
    return day;
  };
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const food = (date: string) => ({ date, meal: 'lunch', foodId: banana.id, grams: 100 });

  it('refuses a member in Honolulu two days ahead of their own date, and takes their tomorrow', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await buildMealPlan(ctx.db, user.id);
    const utcDay = clockAt('05:00:00');
    // Honolulu is still on the day before UTC's: its tomorrow is UTC's today.
    const tz = `?tz=${encodeURIComponent(HONOLULU)}`;
    const ahead = await post(`/api/meal-logs${tz}`, cookie, food(addDays(utcDay, 1)));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ message: MEAL_MESSAGES.dateOutOfRange });
    const planAhead = await post(`/api/meal-logs/from-plan${tz}`, cookie, {
      date: addDays(utcDay, 1),
      planId: plan.id,
      meal: 'breakfast',
    });
    expect(planAhead.json()).toMatchObject({ message: MEAL_MESSAGES.dateOutOfRange });
    expect((await post(`/api/meal-logs${tz}`, cookie, food(utcDay))).statusCode).toBe(201);
  });

  it('takes their own today and tomorrow from a member in Kiritimati while UTC is on the day before', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const utcDay = clockAt('12:00:00');
    const tz = `?tz=${encodeURIComponent(KIRITIMATI)}`;
    for (const date of [addDays(utcDay, 1), addDays(utcDay, 2)]) {
      const res = await post(`/api/meal-logs${tz}`, cookie, food(date));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().date).toBe(date);
    }
    const unknown = await post('/api/meal-logs?tz=Mars%2FOlympus', cookie, food(utcDay));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ tz: MEAL_MESSAGES.timeZoneInvalid });
  });
});
