import { ONE_REP_MAX_METHODS } from '@common/coach-texts';
import type { ExerciseProgress, ProgressMetric } from '@common/schemas/workout-exercises';
import { distanceFromKm, formatDistance, formatWeight, type UnitPreferences, weightFromKg } from '@common/units';
import { formatClock, formatDay } from '@/features/workouts';

// The progress chart's figures: what it draws per session for each logging type, in the member's
// units, and the words that say the same for screen readers (first, latest and best).

export const METRIC_LABELS: Record<ProgressMetric, string> = {
  one_rep_max: 'Estimated 1RM',
  added_load: 'Added weight',
  assistance: 'Assistance',
  reps: 'Most reps',
  duration: 'Longest time',
  distance: 'Distance',
};

/** How a figure is worked out, named in the chart's title as the records table names it: Epley. */
const METRIC_METHODS: Partial<Record<ProgressMetric, string>> = { one_rep_max: ONE_REP_MAX_METHODS.epleyShort };

const WEIGHT_METRICS: readonly ProgressMetric[] = ['one_rep_max', 'added_load', 'assistance'];

/** The unit the chart's axis counts in: 'kg', 'lb', 'reps', 'time', 'km', 'mi'. */
export function metricUnit(metric: ProgressMetric, units: UnitPreferences): string {
  if (WEIGHT_METRICS.includes(metric)) return units.weight;
  if (metric === 'distance') return units.distance;
  return metric === 'reps' ? 'reps' : 'time';
}

/** The chart's title: 'Estimated 1RM, Epley (kg)', 'Longest time'. */
export function chartTitle(metric: ProgressMetric, units: UnitPreferences): string {
  const unit = metricUnit(metric, units);
  const method = METRIC_METHODS[metric];
  const label = method ? `${METRIC_LABELS[metric]}, ${method}` : METRIC_LABELS[metric];
  return unit === 'time' || unit === 'reps' ? label : `${label} (${unit})`;
}

/** A point's value as the chart draws it: weight and distance in the member's units, seconds as they are. */
export function chartValue(metric: ProgressMetric, value: number, units: UnitPreferences): number {
  if (WEIGHT_METRICS.includes(metric)) return weightFromKg(value, units.weight);
  if (metric === 'distance') return distanceFromKm(value, units.distance);
  return value;
}

/** A point's value in words: '100 kg', '12 reps', '1:30', '5.2 km'. */
export function formatMetric(metric: ProgressMetric, value: number, units: UnitPreferences): string {
  if (WEIGHT_METRICS.includes(metric)) return formatWeight(value, units.weight);
  if (metric === 'distance') return formatDistance(value, units.distance);
  if (metric === 'duration') return formatClock(value);
  return `${value} ${value === 1 ? 'rep' : 'reps'}`;
}

export const pointDate = (date: string) => formatDay(date, { weekday: undefined });

type Point = ExerciseProgress['points'][number];

export interface ProgressSummary {
  first: Point;
  latest: Point;
  /** The best session (the lowest for assistance); the first one reached wins a tie. */
  best: Point;
  sessions: number;
}

/** First, latest and best of the points (oldest first); null when there are none. */
export function progressSummary(progress: ExerciseProgress): ProgressSummary | null {
  const { points, lowerIsBetter } = progress;
  if (points.length === 0) return null;
  let best = points[0];
  for (const p of points) if (lowerIsBetter ? p.value < best.value : p.value > best.value) best = p;
  return { first: points[0], latest: points[points.length - 1], best, sessions: points.length };
}

/** The summary in one sentence, for everyone (and what screen readers read instead of the chart). */
export function summaryText(progress: ExerciseProgress, units: UnitPreferences): string {
  const summary = progressSummary(progress);
  if (!summary) return 'No sessions to chart yet.';
  const { metric } = progress;
  const at = (p: Point) => `${formatMetric(metric, p.value, units)} on ${pointDate(p.date)}`;
  const label = METRIC_LABELS[metric];
  const count = `${summary.sessions} ${summary.sessions === 1 ? 'session' : 'sessions'}`;
  if (summary.sessions === 1) return `${label}: ${at(summary.first)} (${count}).`;
  const bestWord = progress.lowerIsBetter ? 'best (lowest)' : 'best';
  return `${label} over ${count}: first ${at(summary.first)}, latest ${at(summary.latest)}, ${bestWord} ${at(summary.best)}.`;
}

/**
 * Round ticks for the chart's value axis (about five), from a round number at or below the lowest
 * value (never below 0) to one at or above the highest: 58.3 to 96 gives 50, 60, … 100.
 */
export function niceTicks(min: number, max: number): number[] {
  let lo = min;
  let hi = max;
  if (lo === hi) {
    const pad = Math.max(1, Math.abs(lo) * 0.1);
    lo -= pad;
    hi += pad;
  }
  const raw = (hi - lo) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const first = Math.max(0, Math.floor(lo / step) * step);
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = first; t <= last + step / 1000; t += step) ticks.push(Number(t.toFixed(6)));
  return ticks;
}
