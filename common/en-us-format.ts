// Dates and figures written the way `Intl` writes them in en-US (dates in the device's time zone),
// by plain lookups and arithmetic. Why not Intl: the first Intl formatter a page builds, of any
// kind, loads the locale data, one blocking task of 60-80 ms on this machine's Chromium and four
// times that on a phone, and the feed's time labels and workout figures were that first formatter.
// Every shape here is checked against Intl in en-us-format.test.ts; another locale or an explicit
// time zone still goes through Intl (intl-format.ts).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** 'January' … 'December'. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type NameStyle = 'short' | 'long';

const named = (names: string[], index: number, style: NameStyle) =>
  style === 'long' ? names[index] : names[index].slice(0, 3);

/** 'Monday' / 'Mon'. */
export const weekdayName = (date: Date, style: NameStyle = 'long') => named(WEEKDAYS, date.getDay(), style);

/** '3:05 PM' (en-US `{ hour: 'numeric', minute: '2-digit' }`). */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface CalendarDateShape {
  weekday?: NameStyle;
  month: NameStyle;
  /** Without it, 'Mon, Jun 2'. */
  year?: boolean;
}

/** 'Mon, Jun 2, 2025', 'Jun 2, 2025', 'Monday, June 2, 2025', 'Jun 2'. */
export function calendarDate(date: Date, shape: CalendarDateShape): string {
  const day = `${named(MONTH_NAMES, date.getMonth(), shape.month)} ${date.getDate()}`;
  const withYear = shape.year === false ? day : `${day}, ${date.getFullYear()}`;
  return shape.weekday ? `${weekdayName(date, shape.weekday)}, ${withYear}` : withYear;
}

/** '11/26/2026, 7:13:04 AM': `toLocaleString('en-US')`, a time's full tooltip. */
export function fullDateTime(date: Date): string {
  const seconds = String(date.getSeconds()).padStart(2, '0');
  const [clock, half] = clockTime(date).split(' ');
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${clock}:${seconds} ${half}`;
}

/** '1 set', '12 sets', '1,200 sessions': a count and its noun, the singular for exactly one. */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/**
 * '1,378', '45.36': `toLocaleString('en-US', { maximumFractionDigits })` for the app's figures
 * (from 1e-6 to 1e21). Like Intl, it rounds the number's shortest decimal form ('1.005', not the
 * binary 1.00499…) half away from zero.
 */
export function formatCount(value: number, maximumFractionDigits = 0): string {
  const shortest = String(Math.abs(value));
  // Exponent forms (below 1e-6, from 1e21) and NaN are not the app's figures: Intl writes those.
  if (!/^\d+(\.\d+)?$/.test(shortest)) return value.toLocaleString('en-US', { maximumFractionDigits });
  const [whole, fraction = ''] = shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0');
  const wholePart = text.slice(0, text.length - maximumFractionDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  const fractionPart = text.slice(text.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''; // Intl writes '-0' too
  return `${sign}${wholePart}${fractionPart ? `.${fractionPart}` : ''}`;
}
