import { describe, expect, it } from 'vitest';
import { FATIGUE_DAYS, FITNESS_DAYS, fitnessFatigue } from './fitness-fatigue';
import { heartRateHistogram, histogramSeconds } from './heart-rate-histogram';
import { timeInZones, zoneRanges } from './heart-rate-zones';
import { banisterTrimp, edwardsTrimp, sessionLoad } from './training-load';

// Every expected number here is worked out by hand (or in closed form), not by the code under test.

describe('seconds at each heart rate', () => {
  it('counts timed intervals at the reading where they start; untimed points, 0 bpm and pauses count nothing', () => {
    const h = heartRateHistogram({
      length: 9,
      //        0     1     2     3    4     5     6      7      8
      timeMs: [0, 1000, 3000, NaN, 6000, 7000, 42000, 43000, 43500],
      hr: [100, 100, 120, 130, 140, 145, 150, 0, 160],
    });
    // 0→1: 1 s at 100; 1→2: 2 s at 100; 2→3 and 3→4 touch an untimed point; 4→5: 1 s at 140;
    // 5→6: 35 s, a pause; 6→7: 1 s at 150; 7→8: no reading.
    expect(h).toEqual({ bpm: [100, 140, 150], seconds: [3, 1, 1] });
    expect(histogramSeconds(h!)).toBe(5);
  });

  it('does not count the time between two track segments', () => {
    const h = heartRateHistogram({
      length: 4,
      timeMs: [0, 1000, 2000, 3000],
      hr: [110, 110, 110, 110],
      segment: [0, 0, 1, 1],
    });
    expect(h).toEqual({ bpm: [110], seconds: [2] });
  });

  it('is null without heart rate', () => {
    expect(heartRateHistogram({ length: 2, timeMs: [0, 1000], hr: null })).toBeNull();
    expect(heartRateHistogram({ length: 2, timeMs: [0, 1000], hr: [0, 0] })).toBeNull();
  });
});

describe('five zones', () => {
  it('as shares of the max: 50-60-70-80-90 % of 190 bpm', () => {
    // 95, 114, 133, 152, 171
    expect(zoneRanges({ maxHeartRate: 190, restingHeartRate: null })).toEqual([
      { zone: 1, minBpm: 95, maxBpm: 113 },
      { zone: 2, minBpm: 114, maxBpm: 132 },
      { zone: 3, minBpm: 133, maxBpm: 151 },
      { zone: 4, minBpm: 152, maxBpm: 170 },
      { zone: 5, minBpm: 171, maxBpm: null },
    ]);
  });

  it('over the heart-rate reserve (Karvonen) with a resting heart rate: 50 + share x 140', () => {
    // 120, 134, 148, 162, 176
    expect(zoneRanges({ maxHeartRate: 190, restingHeartRate: 50 }).map((z) => z.minBpm)).toEqual([
      120, 134, 148, 162, 176,
    ]);
  });

  it('rounds a fractional start up to the first whole bpm in the zone', () => {
    // 50 % of 185 = 92.5 → 93; 60 % = 111; 70 % = 129.5 → 130; 80 % = 148; 90 % = 166.5 → 167.
    expect(zoneRanges({ maxHeartRate: 185, restingHeartRate: null }).map((z) => z.minBpm)).toEqual([
      93, 111, 130, 148, 167,
    ]);
    const t = timeInZones(
      { bpm: [92, 93, 129, 130], seconds: [1, 2, 4, 8] },
      { maxHeartRate: 185, restingHeartRate: null },
    );
    expect(t).toEqual({ seconds: [2, 4, 8, 0, 0], belowZone1Seconds: 1 });
  });

  it('sums the seconds in each zone; above the max counts in zone 5', () => {
    const h = { bpm: [90, 100, 113, 114, 140, 171, 200], seconds: [5, 10, 20, 40, 80, 160, 320] };
    expect(timeInZones(h, { maxHeartRate: 190, restingHeartRate: null })).toEqual({
      seconds: [30, 40, 80, 0, 480],
      belowZone1Seconds: 5,
    });
  });
});

describe('training load', () => {
  it("Banister's TRIMP: 10 min at HRr 0.5 and 5 min at HRr 0.8", () => {
    // 10 × 0.5 × 0.64 × e^0.96 = 8.35743; 5 × 0.8 × 0.64 × e^1.536 = 11.89368.
    const h = { bpm: [120, 162], seconds: [600, 300] };
    expect(banisterTrimp(h, 190, 50)).toBeCloseTo(20.25111, 4);
  });

  it("Banister's TRIMP keeps HRr within 0 to 1", () => {
    // Below resting adds nothing; 230 bpm counts as the max: 1 min × 1 × 0.64 × e^1.92 = 4.36541.
    expect(banisterTrimp({ bpm: [40, 230], seconds: [600, 60] }, 190, 50)).toBeCloseTo(4.36541, 4);
  });

  it("Edwards' TRIMP: minutes in each %-of-max zone times 1 to 5", () => {
    // 90 bpm is below zone 1; 10 min in zone 1, 5 min in zone 3, 2 min in zone 5: 10 + 15 + 10.
    const h = { bpm: [90, 100, 140, 180], seconds: [60, 600, 300, 120] };
    expect(edwardsTrimp(h, 190)).toBeCloseTo(35, 10);
  });

  it('heart rate first, then the rating of effort; nothing → unknown, never 0', () => {
    const histogram = { bpm: [100, 140, 180], seconds: [600, 300, 120] };
    const profile = { maxHeartRate: 190, restingHeartRate: null };
    expect(sessionLoad({ histogram, profile, effort: 7, minutes: 30 })).toEqual({ load: 35, method: 'edwards_trimp' });
    expect(sessionLoad({ histogram, profile: null, effort: 7, minutes: 30 })).toEqual({
      load: 210,
      method: 'session_rpe',
    });
    expect(sessionLoad({ histogram: null, profile, effort: null, minutes: 30 })).toBeNull();
    expect(sessionLoad({ histogram, profile: null, effort: null, minutes: 30 })).toBeNull();
    expect(sessionLoad({ histogram: null, profile: null, effort: 6, minutes: null })).toBeNull();
    expect(
      sessionLoad({ histogram, profile: { maxHeartRate: 190, restingHeartRate: 50 }, effort: 7, minutes: 30 })?.method,
    ).toBe('banister_trimp');
  });
});

describe('fitness, fatigue and form', () => {
  it('one day of 100: the averages take 1 - e^(-1/τ) of it and fade by e^(-1/τ) a day', () => {
    const days = fitnessFatigue(new Map([['2026-03-02', 100]]), '2026-03-01', '2026-03-04');
    expect(days[0]).toEqual({ date: '2026-03-01', fitness: null, fatigue: null, form: null });
    // 100 × (1 - e^(-1/42)) = 2.35283; 100 × (1 - e^(-1/7)) = 13.31221.
    expect(days[1].fitness).toBeCloseTo(2.35283, 4);
    expect(days[1].fatigue).toBeCloseTo(13.31221, 4);
    expect(days[1].form).toBeCloseTo(2.35283 - 13.31221, 4);
    expect(days[3].fitness).toBeCloseTo(2.35283 * Math.exp(-2 / 42), 4);
    expect(days[3].fatigue).toBeCloseTo(13.31221 * Math.exp(-2 / 7), 4);
  });

  it('over several weeks equals the closed-form sum of each load, weighted and faded', () => {
    const loads = new Map<string, number>();
    const start = Date.UTC(2026, 0, 5);
    const iso = (d: number) => new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    // Five weeks: runs on Mondays, Wednesdays and Saturdays of rising load.
    for (let d = 0; d < 35; d++) if ([0, 2, 5].includes(d % 7)) loads.set(iso(d), 40 + d * 3);
    const days = fitnessFatigue(loads, iso(10), iso(40));
    expect(days).toHaveLength(31);
    // fitness(t) = Σ over loaded days s ≤ t of load(s) × (1 - e^(-1/τ)) × e^(-(t - s)/τ).
    const closed = (t: number, tau: number) => {
      let sum = 0;
      for (let s = 0; s <= t; s++)
        sum += (loads.get(iso(s)) ?? 0) * (1 - Math.exp(-1 / tau)) * Math.exp(-(t - s) / tau);
      return sum;
    };
    days.forEach((day, i) => {
      const t = 10 + i;
      expect(day.date).toBe(iso(t));
      expect(day.fitness).toBeCloseTo(closed(t, FITNESS_DAYS), 9);
      expect(day.fatigue).toBeCloseTo(closed(t, FATIGUE_DAYS), 9);
      expect(day.form).toBeCloseTo(closed(t, FITNESS_DAYS) - closed(t, FATIGUE_DAYS), 9);
    });
  });

  it('is empty of figures when nothing was loaded up to the end of the range', () => {
    const days = fitnessFatigue(new Map([['2026-05-01', 50]]), '2026-04-01', '2026-04-03');
    expect(days.map((d) => d.fitness)).toEqual([null, null, null]);
  });
});
