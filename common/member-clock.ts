import { isoDateAtUtcOffset } from './fitness/dates';

// A page the server draws for a member (issue 21) may depend on the member's today: Workout Plans
// shows today's workout and marks today in the calendar. The server has no clock of the member's,
// so the app leaves its UTC offset in a cookie each time it starts, and the server draws such a
// page only when the member's date is the one its own clock would draw.

/** The cookie holding the browser's `Date#getTimezoneOffset()` in minutes. Not a secret. */
export const MEMBER_CLOCK_COOKIE = 'fc_utc_offset';

/** Real offsets run from UTC-12 (720) to UTC+14 (-840). */
const MAX_WEST = 720;
const MAX_EAST = -840;

/** The offset a cookie holds, or null when there is none or it is not a real offset. */
export function parseUtcOffset(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d{1,4}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= MAX_EAST && minutes <= MAX_WEST ? minutes : null;
}

/** The member's date now, from the cookie's offset; null when the cookie says nothing usable. */
export function memberTodayFromCookie(value: string | undefined, now: Date = new Date()): string | null {
  const offset = parseUtcOffset(value);
  return offset === null ? null : isoDateAtUtcOffset(offset, now);
}
