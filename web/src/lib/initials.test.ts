import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, uppercased', () => {
    expect(initials('jane doe')).toBe('JD');
    expect(initials('Jane Doe')).toBe('JD');
  });

  it('keeps at most 2 letters', () => {
    expect(initials('Mary Ann Smith')).toBe('MA');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('madonna')).toBe('M');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(initials('  jane    doe  ')).toBe('JD');
    expect(initials('jane\tdoe')).toBe('JD');
  });

  it('keeps letters outside ASCII and whole emoji', () => {
    expect(initials('élodie Ørsted')).toBe('ÉØ');
    expect(initials('💪 lifter')).toBe('💪L');
  });

  it('gives the fallback for an empty or missing name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined, 'FC')).toBe('FC');
  });
});
