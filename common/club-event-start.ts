import { CLUB_LIMITS, CLUB_MESSAGES as M } from './clubs-texts';

const DAY_MS = 86_400_000;

/**
 * What is wrong with an event's start at `now` (both in milliseconds), or undefined: it must be
 * in the future and at most `CLUB_LIMITS.eventDaysAheadMax` days ahead. The shared schema has no
 * clock, so the route asks this with the server's and the form with the browser's: one rule.
 */
export function eventStartProblem(starts: number, now: number): string | undefined {
  if (starts <= now) return M.eventInPast;
  if (starts > now + CLUB_LIMITS.eventDaysAheadMax * DAY_MS) return M.eventTooFar;
  return undefined;
}
