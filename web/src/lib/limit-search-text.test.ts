import { LIMITS } from '@common/limits';
import { describe, expect, it } from 'vitest';
import { limitSearchText } from './limit-search-text';

describe('limitSearchText', () => {
  it('keeps a search within the limit as it is, trimmed', () => {
    expect(limitSearchText('  squat rack  ')).toBe('squat rack');
    const full = 'b'.repeat(LIMITS.searchTextMax);
    expect(limitSearchText(full)).toBe(full);
  });

  it('cuts a longer search to the limit the server accepts', () => {
    expect(limitSearchText('b'.repeat(LIMITS.searchTextMax + 1))).toBe('b'.repeat(LIMITS.searchTextMax));
    expect(limitSearchText('b'.repeat(500))).toHaveLength(LIMITS.searchTextMax);
  });

  it('counts the limit after trimming, as the server does', () => {
    const text = `   ${'b'.repeat(LIMITS.searchTextMax)}   `;
    expect(limitSearchText(text)).toBe('b'.repeat(LIMITS.searchTextMax));
  });

  it('does not end in a space or half of an emoji where it cut', () => {
    expect(limitSearchText('abcd efgh', 5)).toBe('abcd');
    expect(limitSearchText('abcd💪xyz', 5)).toBe('abcd');
  });
});
