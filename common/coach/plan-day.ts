import { isoWeekday } from '../fitness/dates';

// Which entry of the active plan a suggestion follows (issue 33) when an exercise is on several
// days (bench 3 × 10 on Monday, 5 × 5 on Wednesday): the entry of the next day the member trains
// it. That is today when today's plan day has the exercise and the member has not logged it yet
// today; once they have, today's session is the one the suggestion follows, and the next is the
// following plan day that holds the exercise (next week's same day when it is the only one).

export interface DatedPlanEntry {
  /** ISO weekday of the plan day: 1 = Monday. */
  weekday: number;
  /** Its place in the day. */
  position: number;
}

/**
 * The entry for the next session, or null when the plan has none. `today` is the member's date
 * (YYYY-MM-DD); `lastSessionDate` is the date of their latest session of the exercise.
 */
export function nextPlanEntry<T extends DatedPlanEntry>(
  entries: readonly T[],
  today: string,
  lastSessionDate: string | null,
): T | null {
  const doneToday = lastSessionDate !== null && lastSessionDate >= today;
  const from = doneToday ? (isoWeekday(today) % 7) + 1 : isoWeekday(today);
  const daysAhead = (e: T) => (e.weekday - from + 7) % 7;
  let best: T | null = null;
  for (const e of entries) {
    if (!best || daysAhead(e) < daysAhead(best) || (daysAhead(e) === daysAhead(best) && e.position < best.position))
      best = e;
  }
  return best;
}
