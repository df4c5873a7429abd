import { CHALLENGE_METRIC_LABELS, type ChallengeMetric, type ChallengeSport } from '@common/challenges-texts';
import { CLUB_SPORT_LABELS } from '@common/clubs-texts';

/** A standing as members read it, in the metric's unit (km, time, sessions, kg, records). */
export function formatValue(metric: ChallengeMetric, value: number): string {
  switch (metric) {
    case 'distance':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} km`;
    case 'moving_time': {
      const minutes = Math.round(value / 60);
      return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
    }
    case 'sessions':
      return `${value} ${value === 1 ? 'session' : 'sessions'}`;
    case 'weight_lifted':
      return `${Math.round(value).toLocaleString('en-US')} kg`;
    case 'records':
      return `${value} ${value === 1 ? 'record' : 'records'}`;
  }
}

/** The unit a target is typed in. */
export const TARGET_UNITS: Record<ChallengeMetric, string> = {
  distance: 'km',
  moving_time: 'seconds',
  sessions: 'sessions',
  weight_lifted: 'kg',
  records: 'records',
};

export const SPORT_LABELS: Record<ChallengeSport, string> = CLUB_SPORT_LABELS;

/** "Distance · Running · Nov 1 – Nov 30, 2026" */
export function describeChallenge(c: {
  metric: ChallengeMetric;
  sport: ChallengeSport;
  startsOn: string;
  endsOn: string;
}) {
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${CHALLENGE_METRIC_LABELS[c.metric]} · ${SPORT_LABELS[c.sport]} · ${day(c.startsOn)} – ${day(c.endsOn)}`;
}
