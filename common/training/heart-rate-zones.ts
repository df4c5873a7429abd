import type { HeartRateHistogram } from './heart-rate-histogram';

// Five heart-rate zones, written once (decision 0029). Without a resting heart rate the zones are
// shares of the maximum (50-60-70-80-90 % of max HR); with one they are the same shares of the
// heart-rate reserve, max minus resting (Karvonen): resting + share x (max - resting). Time below
// zone 1 is reported as such; zone 5 has no top (a reading above the max still counts there).

/** The share of max HR (or of the reserve) where each zone starts: zone 1 at 50 %, ... zone 5 at 90 %. */
export const ZONE_STARTS = [0.5, 0.6, 0.7, 0.8, 0.9] as const;

export type ZoneModel = 'percent_max' | 'heart_rate_reserve';

export interface HeartRateProfile {
  maxHeartRate: number;
  /** Null: not known, and then the zones are shares of the max. Never a default. */
  restingHeartRate: number | null;
}

export const zoneModelOf = (p: HeartRateProfile): ZoneModel =>
  p.restingHeartRate === null ? 'percent_max' : 'heart_rate_reserve';

/** The heart rate (fractional bpm) where each zone starts. */
export function zoneStartsBpm(p: HeartRateProfile): number[] {
  const base = p.restingHeartRate ?? 0;
  return ZONE_STARTS.map((share) => base + share * (p.maxHeartRate - base));
}

export interface ZoneRange {
  zone: number;
  /** The first whole bpm in the zone. */
  minBpm: number;
  /** The last whole bpm in the zone; null for zone 5 (no top). */
  maxBpm: number | null;
}

/** The zones in whole bpm: a reading belongs to a zone when it is at or above its start. */
export function zoneRanges(p: HeartRateProfile): ZoneRange[] {
  const starts = zoneStartsBpm(p).map(Math.ceil);
  return starts.map((minBpm, i) => ({
    zone: i + 1,
    minBpm,
    maxBpm: i + 1 < starts.length ? starts[i + 1] - 1 : null,
  }));
}

/** Zone 1-5 of a reading, or 0 below zone 1. */
export function zoneOf(bpm: number, starts: readonly number[]): number {
  let zone = 0;
  for (let i = 0; i < starts.length; i++) if (bpm >= starts[i]) zone = i + 1;
  return zone;
}

export interface ZoneTimes {
  /** Seconds in zones 1 to 5. */
  seconds: [number, number, number, number, number];
  belowZone1Seconds: number;
}

/** Seconds in each zone, from the activity's histogram. */
export function timeInZones(h: HeartRateHistogram, p: HeartRateProfile): ZoneTimes {
  const starts = zoneStartsBpm(p);
  const seconds: ZoneTimes['seconds'] = [0, 0, 0, 0, 0];
  let belowZone1Seconds = 0;
  h.bpm.forEach((bpm, i) => {
    const zone = zoneOf(bpm, starts);
    if (zone === 0) belowZone1Seconds += h.seconds[i];
    else seconds[zone - 1] += h.seconds[i];
  });
  return { seconds, belowZone1Seconds };
}
