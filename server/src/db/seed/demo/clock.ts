import { addDays } from '@common/fitness/dates';

// One clock for the whole demo (issue 16): every date and time is derived from the `now` the seed
// started with, in the community's own time zone, so nothing happens in the future, nobody acts
// before they joined, and "yesterday" in a post is yesterday on the calendar the members live by.

/** The demo community lives in and around New York City. */
export const COMMUNITY_TIME_ZONE = 'America/New_York';

const MINUTE = 60_000;
export const minutes = (n: number) => n * MINUTE;
export const hours = (n: number) => n * 60 * MINUTE;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMMUNITY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The community's calendar date ('YYYY-MM-DD') of an instant, `daysBack` days earlier. */
export function localDate(instant: Date, daysBack = 0): string {
  return addDays(dateFormat.format(instant), -daysBack);
}

/** Minutes the community's clock is ahead of UTC at an instant (negative in New York). */
function offsetMinutes(instant: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/** The instant of local time 'HH:MM' on a local date (daylight saving included). */
export function localTime(date: string, hhmm: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = hhmm.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - minutes(offsetMinutes(new Date(wall)));
  return new Date(wall - minutes(offsetMinutes(new Date(first))));
}

/** The earlier of two instants. */
export const earlier = (a: Date, b: Date) => (a < b ? a : b);
/** The later of two instants. */
export const later = (a: Date, b: Date) => (a > b ? a : b);
