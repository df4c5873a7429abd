import type { CoachSuggestion, SuggestedSet } from '@common/schemas/coach';
import { describe, expect, it } from 'vitest';
import { formatSets, nextSessionLabel, progressionSourceText, warmupText } from './format-suggestion';

describe('the sets of a suggestion', () => {
  it('groups sets by weight, and names reps where there is no weight', () => {
    const set = (weight: number | null, reps: number): SuggestedSet => ({ weight, weightKg: weight, reps, unit: 'kg' });
    expect(formatSets([set(62.5, 8), set(62.5, 8), set(62.5, 8)], 'kg')).toBe('62.5 kg × 8, 8, 8');
    expect(formatSets([set(20, 10), set(25, 5)], 'kg')).toBe('20 kg × 10 · 25 kg × 5');
    // A bodyweight exercise: not '× 16, 16, 16'.
    expect(formatSets([set(null, 16), set(null, 16), set(null, 16)], 'kg')).toBe('16, 16, 16 reps');
  });
});

describe('what the exercise page says a suggestion rests on', () => {
  const base: CoachSuggestion = {
    exerciseId: 1,
    unit: 'kg',
    progression: { scheme: 'double', min: 8, max: 12 },
    progressionFrom: 'default',
    plan: { id: 12, name: 'Road to 220' },
    planDay: { weekday: 3, title: 'Bench Day' },
    defaults: { step: 2.5, bar: 20 },
    outcome: 'repeat',
    sets: [],
    warmups: [
      { weight: 20, weightKg: 20, reps: 10, unit: 'kg' },
      { weight: 42.5, weightKg: 42.5, reps: 5, unit: 'kg' },
    ],
    why: '',
    lastSession: null,
  };

  it('a plan entry without a scheme: the default, said to be one, not the plan’s', () => {
    expect(progressionSourceText(base)).toBe(' (the default: Road to 220 names no scheme for Wednesday)');
    expect(progressionSourceText({ ...base, progressionFrom: 'plan' })).toBe(' (from Road to 220, Wednesday)');
    expect(progressionSourceText({ ...base, plan: null, planDay: null })).toBe(
      ' (the default: not in your active plan)',
    );
  });

  it('names the plan day the next session is for', () => {
    expect(nextSessionLabel(base)).toBe('Next session, Wednesday (Bench Day)');
    expect(nextSessionLabel({ ...base, planDay: null })).toBe('Next session');
  });

  it('labels the warm-up’s defaults, and only those', () => {
    expect(warmupText(base)).toBe(
      'Warm-up (default bar 20 kg, default step 2.5 kg; set yours in Settings): 20 kg × 10 · 42.5 kg × 5',
    );
    expect(warmupText({ ...base, defaults: { step: null, bar: null } })).toBe('Warm-up: 20 kg × 10 · 42.5 kg × 5');
  });
});
