import { describe, expect, it } from 'vitest';
import { isoDateAtUtcOffset } from './fitness/dates';
import { memberTodayFromCookie, parseUtcOffset } from './member-clock';

describe("the member's clock", () => {
  // 2026-11-26 03:30 UTC: still the 25th in New York (UTC-5), already the 26th in Tokyo (UTC+9).
  const instant = new Date('2026-11-26T03:30:00Z');

  it('gives the date on a clock at a UTC offset, counted as getTimezoneOffset counts it', () => {
    expect(isoDateAtUtcOffset(300, instant)).toBe('2026-11-25');
    expect(isoDateAtUtcOffset(0, instant)).toBe('2026-11-26');
    expect(isoDateAtUtcOffset(-540, instant)).toBe('2026-11-26');
    expect(isoDateAtUtcOffset(-840, new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the Date of a device at that offset', () => {
    const here = new Date();
    // This machine's own offset gives this machine's own date (local getters).
    const local = `${here.getFullYear()}-${String(here.getMonth() + 1).padStart(2, '0')}-${String(here.getDate()).padStart(2, '0')}`;
    expect(isoDateAtUtcOffset(here.getTimezoneOffset(), here)).toBe(local);
  });

  it('reads only real offsets from the cookie', () => {
    expect(parseUtcOffset('300')).toBe(300);
    expect(parseUtcOffset('-540')).toBe(-540);
    expect(parseUtcOffset('0')).toBe(0);
    for (const bad of [undefined, '', 'abc', '1e3', '300.5', '721', '-841', '99999']) {
      expect(parseUtcOffset(bad)).toBeNull();
    }
    expect(memberTodayFromCookie('300', instant)).toBe('2026-11-25');
    expect(memberTodayFromCookie('garbage', instant)).toBeNull();
  });
});
