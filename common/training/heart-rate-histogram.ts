// Seconds spent at each heart rate during an activity: what zones and training load are worked out
// from, stored once per activity so both can be derived again when the member changes their max or
// resting heart rate, without reading the track.

/**
 * A gap between two points longer than this is a pause, not time at a heart rate: the same limit
 * the activity's moving time uses (ACTIVITY_LIMITS.pauseGapSeconds), written here without zod.
 */
export const HEART_RATE_GAP_MAX_SECONDS = 30;

/** Seconds at each heart rate: `seconds[i]` were spent at `bpm[i]` (ascending, each once). */
export interface HeartRateHistogram {
  bpm: number[];
  seconds: number[];
}

/** The columns of a track the histogram reads (server/src/modules/activities/track.ts). */
export interface HeartRateTrack {
  length: number;
  /** Unix ms; NaN where the file gave no time. */
  timeMs: ArrayLike<number>;
  /** bpm; 0 where there is no reading. */
  hr: ArrayLike<number> | null;
  /** The file's track segment of each point, or null for a single segment. */
  segment?: ArrayLike<number> | null;
}

/**
 * Each interval between two consecutive timed points of the same segment, at most
 * HEART_RATE_GAP_MAX_SECONDS long, counts at the heart rate read at its start (a reading holds
 * until the next one). Nothing else counts: an untimed point has no time to give, a 0 is no
 * reading, a longer gap is a pause, and the time between two segments is a pause. Null when no
 * interval counts (no heart rate in the file).
 */
export function heartRateHistogram(track: HeartRateTrack): HeartRateHistogram | null {
  const { hr, timeMs, segment } = track;
  if (!hr) return null;
  const byBpm = new Map<number, number>();
  for (let i = 0; i + 1 < track.length; i++) {
    const bpm = hr[i];
    if (!(bpm > 0)) continue;
    if (segment && segment[i] !== segment[i + 1]) continue;
    const seconds = (timeMs[i + 1] - timeMs[i]) / 1000;
    // NaN (an untimed end) fails both comparisons.
    if (!(seconds > 0 && seconds <= HEART_RATE_GAP_MAX_SECONDS)) continue;
    byBpm.set(bpm, (byBpm.get(bpm) ?? 0) + seconds);
  }
  if (byBpm.size === 0) return null;
  const bpm = [...byBpm.keys()].sort((a, b) => a - b);
  return { bpm, seconds: bpm.map((b) => byBpm.get(b)!) };
}

/** Every second counted in the histogram. */
export function histogramSeconds(h: HeartRateHistogram): number {
  return h.seconds.reduce((sum, s) => sum + s, 0);
}
