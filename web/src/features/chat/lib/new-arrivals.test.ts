import { describe, expect, it } from 'vitest';
import { newArrivals } from './new-arrivals';

const list = (...ids: (number | string)[]) => ids.map((id) => ({ id }));

describe('newArrivals', () => {
  it('answers the messages added at the end since the last look', () => {
    expect(newArrivals(list(1, 2, 3, 4), new Set([1, 2]))).toEqual(list(3, 4));
  });

  it('answers nothing when nothing new came', () => {
    expect(newArrivals(list(1, 2), new Set([1, 2]))).toEqual([]);
  });

  it('does not count older messages loaded at the start as arrivals', () => {
    expect(newArrivals(list(-2, -1, 1, 2), new Set([1, 2]))).toEqual([]);
  });

  it('does not count the history shown on opening as arrivals', () => {
    expect(newArrivals(list(1, 2, 3), null)).toEqual([]);
  });

  it('counts the first message of a conversation that was empty when opened', () => {
    expect(newArrivals(list(5), new Set())).toEqual(list(5));
  });

  it('counts my sent message that took its stored id (the caller leaves my messages unspoken)', () => {
    expect(newArrivals(list(1, 2, 9), new Set([1, 2, 'temp-a']))).toEqual(list(9));
  });
});
