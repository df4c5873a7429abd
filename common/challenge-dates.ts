import { isoDateAtUtcOffset, isoDateInTimeZone } from './fitness/dates';

// When a challenge runs. Its first and last day are calendar dates in its own time zone, and each
// member's day is their own, so "has it ended" depends on where you stand: these answer it for one
// time zone at a time, or for all of them at once.

/** The westernmost clock (UTC−12) is the last on which any date ends. */
const LAST_CLOCK_MINUTES_BEHIND_UTC = 12 * 60;

/**
 * The earliest date anywhere on Earth at `now`: a last day before it has ended in every time zone.
 * A date-only check that cannot refuse a challenge still running somewhere, so the shared schema
 * can make it without knowing whose clock is right.
 */
export function earliestDateOnEarth(now: Date = new Date()): string {
  return isoDateAtUtcOffset(LAST_CLOCK_MINUTES_BEHIND_UTC, now);
}

/** Whether the challenge's last day is over in its own time zone (what creating one refuses). */
export function lastDayPassed(c: { endsOn: string; timeZone: string }, now: Date = new Date()): boolean {
  return c.endsOn < isoDateInTimeZone(c.timeZone, now);
}

export type ChallengePhase = 'upcoming' | 'running' | 'ended';

/** Where a challenge stands on `today` (a YYYY-MM-DD date; ISO dates compare as text). */
export function challengePhase(c: { startsOn: string; endsOn: string }, today: string): ChallengePhase {
  if (today < c.startsOn) return 'upcoming';
  return today > c.endsOn ? 'ended' : 'running';
}
