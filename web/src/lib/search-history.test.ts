import { describe, expect, it } from 'vitest';
import { historyModeFor } from './search-history';

describe('historyModeFor', () => {
  it('replaces while the same search is refined: typing on, deleting back, changing case', () => {
    expect(historyModeFor('li', 'liam')).toBe('replace');
    expect(historyModeFor('liam', 'lia')).toBe('replace');
    expect(historyModeFor('Liam', 'liam ')).toBe('replace');
  });
  it('replaces the bare /search entry with the first text typed', () => {
    expect(historyModeFor('', 'maya')).toBe('replace');
  });
  it('pushes a different search and a cleared box, so Back returns to the last results', () => {
    expect(historyModeFor('liam', 'maya')).toBe('push');
    expect(historyModeFor('liam', 'm')).toBe('push');
    expect(historyModeFor('liam', '')).toBe('push');
  });
});
