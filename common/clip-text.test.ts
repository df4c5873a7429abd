import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(clipText('short')).toBe('short');
    expect(clipText('x'.repeat(1_000_000), 40)).toBe(`${'x'.repeat(39)}…`);
  });

  it('never leaves half of a surrogate pair at the cut', () => {
    const clipped = clipText(`${'a'.repeat(8)}💪💪`, 10);
    expect(clipped).toBe(`${'a'.repeat(8)}…`);
    expect(clipped.length).toBeLessThanOrEqual(10);
  });
});
