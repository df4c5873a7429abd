import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values';

describe('the values a profile form sends', () => {
  it('are those of the fields the member changed, nothing else', () => {
    const values = { name: 'ann_b', weight: '80.29', bio: 'Runs', height: null };
    expect(changedValues(values, { bio: true })).toEqual({ bio: 'Runs' });
    expect(changedValues(values, { height: true, weight: false })).toEqual({ height: null });
    expect(changedValues(values, {})).toEqual({});
  });
});
