import { describe, expect, it } from 'vitest';
import { calendarDate, clockTime, countOf, formatCount, fullDateTime, weekdayName } from './en-us-format';

// Every hour of a leap year and a bit, at odd minutes and seconds, in the test's own time zone.
const DATES = Array.from({ length: 24 * 400 }, (_, i) => new Date(2023, 11, 25, i, (i * 7) % 60, (i * 13) % 60));

describe('en-US dates without Intl', () => {
  it('write what Intl.DateTimeFormat("en-US") writes, for every shape the app uses', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
    const shapes = [
      [(d: Date) => weekdayName(d), intl({ weekday: 'long' })],
      [(d: Date) => weekdayName(d, 'short'), intl({ weekday: 'short' })],
      [clockTime, intl({ hour: 'numeric', minute: '2-digit' })],
      [
        (d: Date) => calendarDate(d, { weekday: 'short', month: 'short' }),
        intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
      ],
      [(d: Date) => calendarDate(d, { month: 'short' }), intl({ month: 'short', day: 'numeric', year: 'numeric' })],
      [(d: Date) => calendarDate(d, { month: 'short', year: false }), intl({ month: 'short', day: 'numeric' })],
      [
        (d: Date) => calendarDate(d, { weekday: 'long', month: 'long' }),
        intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      ],
      [
        fullDateTime,
        intl({
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      ],
    ] as const;
    for (const [ours, format] of shapes) {
      // Intl may put a narrow no-break space before AM/PM (newer ICU); the words are what count.
      for (const date of DATES) expect(ours(date)).toBe(format.format(date).replace(/\u202f/g, ' '));
    }
  });

  it('write figures as toLocaleString("en-US", { maximumFractionDigits }) does', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.005,
      1.005,
      999.995,
      1000,
      1234.5678,
      -98765.4321,
      45.355,
      1e9 + 0.25,
    ];
    for (let i = 0; i < 2000; i++) values.push((i * 7919.123) / 13, -(i ** 2.5) / 7, i / 1000, i * 0.45359237);
    for (const value of values) {
      for (const digits of [0, 1, 2, 3]) {
        expect(formatCount(value, digits)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: digits }));
      }
    }
  });
});

describe('countOf', () => {
  it('writes the singular for exactly one, the plural otherwise, the count as the app writes figures', () => {
    expect(countOf(1, 'set')).toBe('1 set');
    expect(countOf(0, 'set')).toBe('0 sets');
    expect(countOf(12, 'follower')).toBe('12 followers');
    expect(countOf(1_000_000_000, 'session')).toBe('1,000,000,000 sessions');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
