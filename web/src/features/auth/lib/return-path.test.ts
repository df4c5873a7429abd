import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('returns to the guarded page the visitor opened, with its query', () => {
    expect(returnPathFrom({ from: { pathname: '/settings', search: '?tab=security', hash: '' } })).toBe(
      '/settings?tab=security',
    );
  });

  it.each([
    [null],
    [{}],
    [{ from: { pathname: 'https://evil.example/' } }],
    [{ from: { pathname: '//evil.example' } }],
    [{ from: { pathname: '/login' } }],
    [{ from: { pathname: 42 } }],
  ])('goes to the dashboard for %o', (state) => {
    expect(returnPathFrom(state)).toBe('/dashboard');
  });
});
