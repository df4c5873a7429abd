import { describe, expect, it } from 'vitest';
import { readDecimal } from './decimal-input';

describe('reading a typed figure', () => {
  it.each([
    ['62.5', 62.5],
    ['62,5', 62.5],
    [' 62,5 ', 62.5],
    ['60', 60],
    ['0,25', 0.25],
    ['.5', 0.5],
    [',5', 0.5],
    ['62,', 62],
    ['0,250', 0.25],
    ['21.097', 21.097],
    ['-5', -5],
    ['0', 0],
  ])('reads %j as %d, with a point or a comma as the decimal mark', (text, value) => {
    expect(readDecimal(text)).toEqual({ ok: true, value });
  });

  it('reads an empty box as not given, never as zero', () => {
    expect(readDecimal('')).toEqual({ ok: true, value: null });
    expect(readDecimal('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['6,2,5', '1.234,5', '1,234.5', '62..5', 'abc', '62kg', '1e2', '0x50', '6 2', '--5', ','])(
    'refuses %j with a message instead of guessing',
    (text) => {
      const reading = readDecimal(text);
      expect(reading.ok).toBe(false);
      expect(reading.ok ? '' : reading.message).toContain(text.trim());
    },
  );

  it('asks about a comma that may be a thousands separator', () => {
    expect(readDecimal('1,250')).toEqual({
      ok: false,
      message: expect.stringContaining('"1,250" 1250 or 1.250?'),
    });
  });
});
