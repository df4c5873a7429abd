import { calendarDate, clockTime, weekdayName } from '@common/en-us-format';
import { dateFormat } from '@common/intl-format';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_HOURS = 7 * 24;

export interface TimeLabelOptions {
  /** The moment to measure from; defaults to the current time. */
  now?: Date | number;
  locale?: string;
  timeZone?: string;
}

/**
 * The time label of a post or message (spec section 2):
 * - 1 minute or less: 'just now' (a date in the future, from clock skew, too);
 * - under 1 hour: 'N minutes ago' ('1 minute ago' between 61 and 119 seconds);
 * - under 24 hours: 'N hour ago' / 'N hours ago';
 * - under 168 hours (7 days): the weekday 'at' the time, e.g. 'Monday at 3:05 PM';
 * - older: a short date with year, month and day, e.g. 'Jan 5, 2024'.
 */
export function timeLabel(value: Date | string | number, options: TimeLabelOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const locale = options.locale ?? 'en-US';
  const timeZone = options.timeZone;
  const diffMs = now - date.getTime();

  if (diffMs <= MINUTE_MS) return 'just now';
  const minutes = Math.floor(diffMs / MINUTE_MS);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;

  const hours = Math.floor(diffMs / HOUR_MS);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  // The app's own en-US in the device's zone needs no Intl (en-us-format.ts: the first formatter is costly).
  const plain = locale === 'en-US' && timeZone === undefined;
  if (hours < WEEK_HOURS) {
    if (plain) return `${weekdayName(date)} at ${clockTime(date)}`;
    const weekday = dateFormat(locale, { weekday: 'long', timeZone }).format(date);
    const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
    return `${weekday} at ${time}`;
  }
  if (plain) return calendarDate(date, { month: 'short' });
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}
