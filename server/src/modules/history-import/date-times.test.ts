import { describe, expect, it } from 'vitest';
import { minutesBetween, parseLocalDateTime } from './date-times';
import { parseDecimal, parseDurationSeconds } from './values';

describe('start times in every locale the exports use', () => {
  it.each([
    ['15 Sep 2025, 07:48', '2025-09-15', '07:48'],
    ['Jan 1, 2024, 10:00 AM', '2024-01-01', '10:00'],
    ['Jan 1, 2024, 12:05 AM', '2024-01-01', '00:05'],
    ['Dec 31, 2023, 12:30 PM', '2023-12-31', '12:30'],
    ['Mar 3, 2024, 6:15 PM', '2024-03-03', '18:15'],
    ['05.06.2026, 07:30', '2026-06-05', '07:30'],
    ['2024-02-01 07:00:00', '2024-02-01', '07:00'],
    ['2023-01-15 08:30:00', '2023-01-15', '08:30'],
    ['2024-05-06', '2024-05-06', '00:00'],
    ['1 September 2025, 19:02', '2025-09-01', '19:02'],
  ])('%s', (text, date, time) => {
    expect(parseLocalDateTime(text)).toEqual({ date, time });
  });

  it.each([
    '',
    'yesterday',
    '2024-13-01 10:00',
    '31.02.2024, 07:00',
    '32 Jan 2024, 10:00',
    'Foo 1, 2024, 10:00 AM',
    '13:00 PM',
  ])('refuses %j', (text) => {
    expect(parseLocalDateTime(text)).toBeNull();
  });

  it('counts a workout past midnight into the next day', () => {
    const start = parseLocalDateTime('2024-01-01 23:30:00')!;
    const end = parseLocalDateTime('2024-01-02 00:45:00')!;
    expect(minutesBetween(start, end)).toBe(75);
  });
});

describe('numbers and durations', () => {
  it.each([
    ['62,5', 62.5],
    ['62.5', 62.5],
    ['13.0', 13],
    ['12.900000000000034', 12.900000000000034],
    ['', null],
    ['  ', null],
    ['0', 0],
  ])('reads %j', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value });
  });

  it.each(['heavy', '1.2.3', '1,2,3', '12kg', 'NaN', 'Infinity'])('refuses %j', (text) => {
    expect(parseDecimal(text).ok).toBe(false);
  });

  it.each([
    ['1h 5m', 3900],
    ['35m', 2100],
    ['1h', 3600],
    ['45s', 45],
    ['1h 2m 3s', 3723],
    ['3900', 3900],
    ['', null],
    ['soon', null],
  ])('Strong duration %j', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });
});
