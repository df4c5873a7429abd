import { isIsoDate } from '@common/fitness/dates';

// Start times as the exporting apps write them. Hevy follows the phone's locale, so one member's
// files differ by phone (issue 15): '15 Sep 2025, 07:48', 'Jan 1, 2024, 10:00 AM',
// '05.06.2026, 07:30' (day first) and '2024-02-01 07:00:00'. Strong and FitCircle write ISO dates.
// Times are the member's wall-clock time: no zone is applied, the date is the workout's local date.

export interface LocalDateTime {
  date: string;
  /** 'HH:MM', or '00:00' when the file gives a date only. */
  time: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthOf(name: string): number | null {
  const key = name.toLowerCase().replace(/\.$/, '').slice(0, 3);
  const index = MONTHS.indexOf(key);
  return index < 0 ? null : index + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

function build(year: number, month: number | null, day: number, hour = 0, minute = 0, meridiem?: string) {
  if (month === null) return null;
  let h = hour;
  if (meridiem) {
    const pm = meridiem.toLowerCase().startsWith('p');
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (pm ? 12 : 0);
  }
  if (h > 23 || minute > 59) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? { date, time: `${pad(h)}:${pad(minute)}` } : null;
}

const TIME = String.raw`(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:\s*([AaPp])\.?[Mm]\.?)?`;
const PATTERNS: [RegExp, (m: RegExpExecArray) => LocalDateTime | null][] = [
  // 2024-02-01 07:00:00, 2024-02-01T07:00, 2024-02-01
  [
    new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})(?:[ T]${TIME})?(?:Z|[+-]\d{2}:?\d{2})?$`),
    (m) => build(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), m[6]),
  ],
  // 15 Sep 2025, 07:48
  [
    new RegExp(String.raw`^(\d{1,2})\.? ([A-Za-z]{3,9}\.?) (\d{4}),? ${TIME}$`),
    (m) => build(+m[3], monthOf(m[2]), +m[1], +m[4], +m[5], m[6]),
  ],
  // Jan 1, 2024, 10:00 AM
  [
    new RegExp(String.raw`^([A-Za-z]{3,9}\.?) (\d{1,2}),? (\d{4}),? ${TIME}$`),
    (m) => build(+m[3], monthOf(m[1]), +m[2], +m[4], +m[5], m[6]),
  ],
  // 05.06.2026, 07:30 (day, month, year)
  [
    new RegExp(String.raw`^(\d{1,2})\.(\d{1,2})\.(\d{4}),? ${TIME}$`),
    (m) => build(+m[3], +m[2], +m[1], +m[4], +m[5], m[6]),
  ],
];

/** The date and time of a cell, or null when it is none of the known shapes. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const value = text.trim().replace(/\s+/g, ' ');
  for (const [pattern, read] of PATTERNS) {
    const m = pattern.exec(value);
    if (m) return read(m);
  }
  return null;
}

/**
 * The same, remembering each distinct cell: a workout's start repeats on every one of its set
 * rows, so a file of 50,000 rows holds a few thousand distinct starts. One cache per file.
 */
export function dateTimeReader(): (text: string) => LocalDateTime | null {
  const seen = new Map<string, LocalDateTime | null>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      value = parseLocalDateTime(text);
      seen.set(text, value);
    }
    return value;
  };
}

/** Minutes between two wall-clock times (end before start across midnight counts the next day). */
export function minutesBetween(start: LocalDateTime, end: LocalDateTime): number {
  const at = (t: LocalDateTime) => Date.parse(`${t.date}T${t.time}:00Z`);
  return Math.round((at(end) - at(start)) / 60_000);
}
