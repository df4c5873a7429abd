import { addDays, localIsoDate, weekStart } from '@common/fitness/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The six weeks the calendar shows for a month (`month` from 0): from the Monday on or before its
 * first day, 42 days. The range its query asks for.
 */
export function monthGrid(year: number, month: number): { from: string; to: string } {
  const from = weekStart(`${String(year).padStart(4, '0')}-${pad(month + 1)}-01`);
  return { from, to: addDays(from, 41) };
}

/** The grid of the month the calendar opens on: today's, in the member's calendar. */
export function currentMonthGrid(): { from: string; to: string } {
  const today = localIsoDate();
  return monthGrid(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1);
}
