import { WEEKDAY_NAMES } from '@common/fitness/dates';

/** 1 → 'Mon'. */
export function weekdayShort(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1].slice(0, 3);
}

export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, i) => ({ value: String(i + 1), label }));
