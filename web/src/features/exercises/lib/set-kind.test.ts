import { describe, expect, it } from 'vitest';
import { setKindLabel, setKindMark } from './set-kind';

describe('set kinds', () => {
  it('names and marks every kind but a normal set', () => {
    expect([setKindLabel('normal'), setKindMark('normal')]).toEqual([null, null]);
    expect([setKindLabel('warmup'), setKindMark('warmup')]).toEqual(['Warm-up', 'W']);
    expect([setKindLabel('dropset'), setKindMark('dropset')]).toEqual(['Drop set', 'D']);
    expect([setKindLabel('failure'), setKindMark('failure')]).toEqual(['Failure', 'F']);
  });

  it('shows a kind it does not know as it came', () => {
    expect([setKindLabel('cluster'), setKindMark('cluster')]).toEqual(['cluster', 'C']);
  });
});
