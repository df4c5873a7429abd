import { describe, expect, it } from 'vitest';
import { eventStartProblem } from './club-event-start';
import { CLUB_LIMITS, CLUB_MESSAGES as M } from './clubs-texts';

const now = Date.parse('2026-05-03T18:30:00Z');
const lastAllowed = now + CLUB_LIMITS.eventDaysAheadMax * 86_400_000;

describe('an event start', () => {
  it('must be after now', () => {
    expect(eventStartProblem(now - 60_000, now)).toBe(M.eventInPast);
    expect(eventStartProblem(now, now)).toBe(M.eventInPast);
    expect(eventStartProblem(now + 1, now)).toBeUndefined();
  });

  it(`may be at most ${CLUB_LIMITS.eventDaysAheadMax} days ahead, to the millisecond`, () => {
    expect(eventStartProblem(lastAllowed, now)).toBeUndefined();
    expect(eventStartProblem(lastAllowed + 1, now)).toBe(M.eventTooFar);
  });
});
