import { describe, expect, it } from 'vitest';
import { timeLabel } from './time-label';

const NOW = new Date('2024-03-15T12:00:00Z'); // a Friday
const opts = { now: NOW, timeZone: 'UTC', locale: 'en-US' };
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

describe('timeLabel', () => {
  it("reads 'just now' for 1 minute or less, including exactly 60 seconds", () => {
    expect(timeLabel(ago(0), opts)).toBe('just now');
    expect(timeLabel(ago(30 * SEC), opts)).toBe('just now');
    expect(timeLabel(ago(60 * SEC), opts)).toBe('just now');
  });

  it("reads 'just now' for a date slightly in the future (clock skew)", () => {
    expect(timeLabel(ago(-5 * MIN), opts)).toBe('just now');
  });

  it('counts minutes from just over a minute up to just under an hour', () => {
    expect(timeLabel(ago(61 * SEC), opts)).toBe('1 minute ago');
    expect(timeLabel(ago(2 * MIN), opts)).toBe('2 minutes ago');
    expect(timeLabel(ago(59 * MIN + 59 * SEC), opts)).toBe('59 minutes ago');
  });

  it('counts hours, singular and plural, from 1 hour up to just under 24 hours', () => {
    expect(timeLabel(ago(HOUR), opts)).toBe('1 hour ago');
    expect(timeLabel(ago(2 * HOUR - SEC), opts)).toBe('1 hour ago');
    expect(timeLabel(ago(2 * HOUR), opts)).toBe('2 hours ago');
    expect(timeLabel(ago(24 * HOUR - SEC), opts)).toBe('23 hours ago');
  });

  it("shows the weekday 'at' the time from 24 hours up to just under 7 days", () => {
    expect(timeLabel(ago(24 * HOUR), opts)).toBe('Thursday at 12:00 PM');
    expect(timeLabel(new Date('2024-03-12T08:05:00Z'), opts)).toBe('Tuesday at 8:05 AM');
    expect(timeLabel(ago(168 * HOUR - SEC), opts)).toBe('Friday at 12:00 PM');
  });

  it('shows a short date with year, month and day from 7 days on', () => {
    expect(timeLabel(ago(168 * HOUR), opts)).toBe('Mar 8, 2024');
    expect(timeLabel(new Date('2023-01-05T10:00:00Z'), opts)).toBe('Jan 5, 2023');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(timeLabel('2024-03-15T11:30:00Z', opts)).toBe('30 minutes ago');
    expect(timeLabel(NOW.getTime() - 3 * HOUR, opts)).toBe('3 hours ago');
  });

  it('gives an empty label for an invalid date', () => {
    expect(timeLabel('not a date', opts)).toBe('');
  });

  it("writes the device's own zone without Intl exactly as Intl writes it", () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (let hours = 24; hours < 24 * 30; hours += 7) {
      const date = ago(hours * HOUR + 13 * MIN);
      expect(timeLabel(date, { now: NOW })).toBe(
        timeLabel(date, { now: NOW, timeZone: deviceZone }).replace(/\u202f/g, ' '),
      );
    }
  });

  it('measures from the current time by default', () => {
    expect(timeLabel(new Date())).toBe('just now');
  });
});
