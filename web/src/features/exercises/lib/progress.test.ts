import type { ExerciseProgress } from '@common/schemas/workout-exercises';
import { METRIC_UNITS, type UnitPreferences } from '@common/units';
import { describe, expect, it } from 'vitest';
import { chartTitle, chartValue, formatMetric, niceTicks, progressSummary, summaryText } from './progress';

const IMPERIAL: UnitPreferences = { weight: 'lb', distance: 'mi' };
const points = (...values: [string, number][]) => values.map(([date, value], i) => ({ date, value, logId: i + 1 }));

describe('progress figures', () => {
  it('titles the chart with its unit, and the estimate with its method as the records table does', () => {
    expect(chartTitle('one_rep_max', METRIC_UNITS)).toBe('Estimated 1RM, Epley (kg)');
    expect(chartTitle('one_rep_max', IMPERIAL)).toBe('Estimated 1RM, Epley (lb)');
    expect(chartTitle('assistance', IMPERIAL)).toBe('Assistance (lb)');
    expect(chartTitle('distance', IMPERIAL)).toBe('Distance (mi)');
    expect(chartTitle('reps', METRIC_UNITS)).toBe('Most reps');
    expect(chartTitle('duration', METRIC_UNITS)).toBe('Longest time');
  });

  it('converts the drawn values to the member’s units', () => {
    expect(chartValue('one_rep_max', 100, IMPERIAL)).toBe(220.5);
    expect(chartValue('distance', 10, IMPERIAL)).toBe(6.21);
    expect(chartValue('duration', 90, IMPERIAL)).toBe(90);
    expect(formatMetric('duration', 90, METRIC_UNITS)).toBe('1:30');
    expect(formatMetric('reps', 1, METRIC_UNITS)).toBe('1 rep');
    expect(formatMetric('added_load', 20, METRIC_UNITS)).toBe('20 kg');
  });
});

describe('progressSummary', () => {
  const lifting: ExerciseProgress = {
    metric: 'one_rep_max',
    lowerIsBetter: false,
    points: points(['2025-01-02', 80], ['2025-02-01', 95], ['2025-03-01', 95], ['2025-04-01', 90]),
  };

  it('finds the first, latest and best (first reached wins a tie)', () => {
    const s = progressSummary(lifting)!;
    expect([s.first.value, s.latest.value, s.best.value, s.best.date, s.sessions]).toEqual([
      80,
      90,
      95,
      '2025-02-01',
      4,
    ]);
  });

  it('takes the lowest as the best when lower is better', () => {
    const assisted: ExerciseProgress = {
      metric: 'assistance',
      lowerIsBetter: true,
      points: points(['2025-01-02', 40], ['2025-02-01', 25], ['2025-03-01', 30]),
    };
    expect(progressSummary(assisted)!.best.value).toBe(25);
    expect(summaryText(assisted, METRIC_UNITS)).toBe(
      'Assistance over 3 sessions: first 40 kg on Jan 2, 2025, latest 30 kg on Mar 1, 2025, best (lowest) 25 kg on Feb 1, 2025.',
    );
  });

  it('says it in words', () => {
    expect(summaryText(lifting, METRIC_UNITS)).toBe(
      'Estimated 1RM over 4 sessions: first 80 kg on Jan 2, 2025, latest 90 kg on Apr 1, 2025, best 95 kg on Feb 1, 2025.',
    );
    expect(summaryText({ ...lifting, points: points(['2025-01-02', 80]) }, METRIC_UNITS)).toBe(
      'Estimated 1RM: 80 kg on Jan 2, 2025 (1 session).',
    );
    expect(progressSummary({ ...lifting, points: [] })).toBeNull();
  });
});

describe('niceTicks', () => {
  it('spans the values with round steps', () => {
    expect(niceTicks(58.3, 96)).toEqual([50, 60, 70, 80, 90, 100]);
    expect(niceTicks(102.5, 107.5)).toEqual([102, 104, 106, 108]);
    expect(niceTicks(3, 12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0.8, 2.4)).toEqual([0.5, 1, 1.5, 2, 2.5]);
  });

  it('never goes below zero, and spreads a single value', () => {
    expect(niceTicks(5, 40)[0]).toBe(0);
    expect(niceTicks(100, 100)).toEqual([90, 95, 100, 105, 110]);
  });
});
