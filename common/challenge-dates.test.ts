import { describe, expect, it } from 'vitest';
import { challengePhase, earliestDateOnEarth, lastDayPassed } from './challenge-dates';
import { CHALLENGE_MESSAGES as M } from './challenges-texts';
import { isoDateInTimeZone } from './fitness/dates';
import { challengeInputSchema } from './schemas/challenges';

// 10:30 UTC on Dec 6: already Dec 7 in Kiritimati (UTC+14), still Dec 5 at UTC−12.
const now = new Date('2026-12-06T10:30:00Z');

describe('challenge dates', () => {
  it("read a zone's date from the same instant", () => {
    expect(isoDateInTimeZone('UTC', now)).toBe('2026-12-06');
    expect(isoDateInTimeZone('Pacific/Kiritimati', now)).toBe('2026-12-07');
    expect(isoDateInTimeZone('Etc/GMT+12', now)).toBe('2026-12-05');
    expect(isoDateInTimeZone('America/New_York', now)).toBe('2026-12-06');
    expect(isoDateInTimeZone('America/New_York', new Date('2026-12-06T04:59:00Z'))).toBe('2026-12-05');
    expect(() => isoDateInTimeZone('Mars/Olympus_Mons', now)).toThrow(RangeError);
  });

  it('know the earliest date on Earth: UTC−12', () => {
    expect(earliestDateOnEarth(now)).toBe('2026-12-05');
    expect(earliestDateOnEarth(new Date('2026-12-06T12:00:00Z'))).toBe('2026-12-06');
  });

  it("call a last day passed in the challenge's own zone only", () => {
    const endsOn = '2026-12-06';
    expect(lastDayPassed({ endsOn, timeZone: 'UTC' }, now)).toBe(false);
    expect(lastDayPassed({ endsOn, timeZone: 'Pacific/Kiritimati' }, now)).toBe(true);
    expect(lastDayPassed({ endsOn: '2026-12-05', timeZone: 'Etc/GMT+12' }, now)).toBe(false);
    expect(lastDayPassed({ endsOn: '2026-12-05', timeZone: 'UTC' }, now)).toBe(true);
  });

  it('tell upcoming, running and ended apart, both ends of the range running', () => {
    const c = { startsOn: '2026-12-01', endsOn: '2026-12-10' };
    expect(challengePhase(c, '2026-11-30')).toBe('upcoming');
    expect(challengePhase(c, '2026-12-01')).toBe('running');
    expect(challengePhase(c, '2026-12-10')).toBe('running');
    expect(challengePhase(c, '2026-12-11')).toBe('ended');
  });
});

describe('the shared challenge schema', () => {
  const body = { title: 'x', metric: 'distance', sport: 'any' };
  it('refuses a last day over in every zone', () => {
    const parsed = challengeInputSchema.safeParse({ ...body, startsOn: '2025-01-01', endsOn: '2025-01-10' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['endsOn'], message: M.endedAlready })]);
  });

  it('leaves a last day still running somewhere to the server, and names a backwards range first', () => {
    // Today at UTC−12: yesterday in UTC until noon UTC.
    const westToday = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
    expect(challengeInputSchema.safeParse({ ...body, startsOn: westToday, endsOn: westToday }).success).toBe(true);
    const backwards = challengeInputSchema.safeParse({ ...body, startsOn: '2025-01-10', endsOn: '2025-01-01' });
    expect(backwards.error?.issues.map((i) => i.message)).toEqual([M.endBeforeStart]);
  });
});
