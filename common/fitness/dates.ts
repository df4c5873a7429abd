// Calendar dates as 'YYYY-MM-DD' strings. A workout happens on the member's local date, so dates
// are stored and compared as plain dates, never as instants: arithmetic runs in UTC, where a day is
// always 24 hours.

import { dateFormat } from '../intl-format';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) return Number.NaN;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2024-02-31 over to March: a real date reads back the same.
  return toIsoDateUtc(new Date(time)) === date ? time : Number.NaN;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function toIsoDateUtc(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(parse(value));
}

/** The date of an instant in UTC (what the server calls today without a hint from the client). */
export function utcIsoDate(instant: Date = new Date()): string {
  return toIsoDateUtc(instant);
}

/**
 * The date of an instant on a clock `utcOffsetMinutes` behind UTC, as `Date#getTimezoneOffset`
 * counts it (New York in winter: 300): the member's today, on a server that knows their offset.
 */
export function isoDateAtUtcOffset(utcOffsetMinutes: number, instant: Date = new Date()): string {
  return toIsoDateUtc(new Date(instant.getTime() - utcOffsetMinutes * 60_000));
}

/**
 * The date of an instant in `timeZone`, an IANA name this runtime knows (what a member in that zone
 * calls today); a RangeError for a name it does not know.
 */
export function isoDateInTimeZone(timeZone: string, instant: Date = new Date()): string {
  const parts = dateFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The date of an instant on this device's clock (what the member calls today). */
export function localIsoDate(instant: Date = new Date()): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

export function addDays(date: string, days: number): string {
  return toIsoDateUtc(new Date(parse(date) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to) - parse(from)) / DAY_MS);
}

/** 1 = Monday ... 7 = Sunday (ISO 8601), the numbering plan schedules use. */
export function isoWeekday(date: string): number {
  const day = new Date(parse(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday that starts the date's week: weeks run Monday to Sunday. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Monday' for 1 ... 'Sunday' for 7. */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[(weekday - 1 + 7) % 7];
}
