import { CHALLENGE_METRIC_LABELS, type ChallengeMetric, type ChallengeSport } from '@common/challenges-texts';
import { CLUB_SPORT_LABELS } from '@common/clubs-texts';
import { calendarDate, formatCount } from '@common/en-us-format';

/** A standing as members read it, in the metric's unit (km, time, sessions, kg, records). */
export function formatValue(metric: ChallengeMetric, value: number): string {
  switch (metric) {
    case 'distance':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} km`;
    case 'moving_time': {
      const minutes = Math.round(value / 60);
      return `${formatCount(Math.floor(minutes / 60))} h ${String(minutes % 60).padStart(2, '0')} min`;
    }
    case 'sessions':
      return `${formatCount(value)} ${value === 1 ? 'session' : 'sessions'}`;
    case 'weight_lifted':
      return `${formatCount(Math.round(value))} kg`;
    case 'records':
      return `${formatCount(value)} ${value === 1 ? 'record' : 'records'}`;
  }
}

/** The unit a target is typed in: a moving time in hours (nobody counts 36,000 seconds). */
export const TARGET_UNITS: Record<ChallengeMetric, string> = {
  distance: 'km',
  moving_time: 'hours',
  sessions: 'sessions',
  weight_lifted: 'kg',
  records: 'records',
};

/** A target as typed (TARGET_UNITS) in the unit it is stored in (CHALLENGE_METRIC_UNITS): hours to seconds. */
export function storedTarget(metric: ChallengeMetric, typed: number | null): number | null {
  if (typed === null || metric !== 'moving_time') return typed;
  return Math.round(typed * 3600);
}

export const SPORT_LABELS: Record<ChallengeSport, string> = CLUB_SPORT_LABELS;

/** "Nov 1, 2026": a challenge's day (a calendar date, the same wherever it is read). */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return calendarDate(new Date(year, month - 1, day), { month: 'short' });
}

/** "Distance · Running · Nov 1 – Nov 30, 2026" */
export function describeChallenge(c: {
  metric: ChallengeMetric;
  sport: ChallengeSport;
  startsOn: string;
  endsOn: string;
}) {
  return `${CHALLENGE_METRIC_LABELS[c.metric]} · ${SPORT_LABELS[c.sport]} · ${formatDay(c.startsOn)} – ${formatDay(c.endsOn)}`;
}
