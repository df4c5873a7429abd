import type { SuggestedSet } from '@common/schemas/coach';
import { describe, expect, it } from 'vitest';
import { formatSets } from './format-suggestion';

describe('the sets of a suggestion', () => {
  it('groups sets by weight, and names reps where there is no weight', () => {
    const set = (weight: number | null, reps: number): SuggestedSet => ({ weight, weightKg: weight, reps, unit: 'kg' });
    expect(formatSets([set(62.5, 8), set(62.5, 8), set(62.5, 8)], 'kg')).toBe('62.5 kg × 8, 8, 8');
    expect(formatSets([set(20, 10), set(25, 5)], 'kg')).toBe('20 kg × 10 · 25 kg × 5');
    // A bodyweight exercise: not '× 16, 16, 16'.
    expect(formatSets([set(null, 16), set(null, 16), set(null, 16)], 'kg')).toBe('16, 16, 16 reps');
  });
});
