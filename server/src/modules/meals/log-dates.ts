import { addDays } from '@common/fitness/dates';
import { EARLIEST_LOG_DATE } from '@common/meals-limits';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { badRequest } from '../../lib/http-errors';
import { todayIn } from './nutrition-targets';

// The diary takes days from 2000 up to tomorrow, as its message says, and tomorrow is the member's:
// the day after their today in the zone the app sends (`tz`, as the diary's GET). The server's own
// date (UTC) would let a member in Honolulu (UTC-10) log two days ahead of their date, and refuse a
// member in Kiritimati (UTC+14) their own tomorrow for half of each day.

/** The last date a member in `timeZone` may log at `now`: their tomorrow (UTC's without a zone). */
export function latestLogDate(timeZone: string | undefined, now: Date = new Date()): string {
  return addDays(todayIn(timeZone, now), 1);
}

/** 400 for a date before 2000 or after the member's tomorrow; 400 for a zone the runtime does not know. */
export function assertLoggableDate(date: string, timeZone: string | undefined, now: Date = new Date()): void {
  if (date < EARLIEST_LOG_DATE || date > latestLogDate(timeZone, now)) {
    throw badRequest(MEAL_MESSAGES.dateOutOfRange, { date: MEAL_MESSAGES.dateOutOfRange });
  }
}
