import { describe, expect, it } from 'vitest';
import { dateFormat } from './intl-format';

describe('shared Intl date formatters', () => {
  it('write what toLocaleDateString writes', () => {
    const date = new Date('2026-03-05T14:07:09Z');
    const weekday = { weekday: 'long', timeZone: 'UTC' } as const;
    expect(dateFormat('en-US', weekday).format(date)).toBe(date.toLocaleDateString('en-US', weekday));
  });

  it('build one formatter per locale and options, however often they are asked for', () => {
    expect(dateFormat('en-US', { month: 'short' })).toBe(dateFormat('en-US', { month: 'short' }));
    expect(dateFormat('en-US', { month: 'short' })).not.toBe(dateFormat('en-US', { month: 'long' }));
    expect(dateFormat('de-DE', { month: 'short' })).not.toBe(dateFormat('en-US', { month: 'short' }));
  });
});
