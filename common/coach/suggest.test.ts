import { describe, expect, it } from 'vitest';
import { at, session, set, shape, suggest } from './suggest-builders';

// The rules of issue 33, example by example: the four (kg member, barbell bench press,
// default steps) and every edge it names (lb members, assisted exercises, plate lists, mixed
// warm-up and working sets, a session logged offline).
// This file: the four, double progression, working sets only, and what is not coached;
// units and equipment in suggest-equipment.test.ts, the other schemes and offline sessions in
// suggest-schemes.test.ts.

describe('the issue’s examples (kg member, barbell bench press, default steps)', () => {
  it('3 × 12 at 60 kg with 8-12 → 62.5 kg × 8', () => {
    const s = suggest([session('2025-03-10', at(60, 12, 12, 12))], {
      progression: { scheme: 'double', min: 8, max: 12 },
    });
    expect(s.outcome).toBe('progress');
    expect(shape(s)).toBe('62.5x8 62.5x8 62.5x8');
    expect(s.sets[0].weightKg).toBe(62.5);
    expect(s.why).toBe('Every set reached 12 reps last time: add 2.5 kg (the default step) and start again at 8 reps.');
  });

  it('60 kg × 12, 11, 10 → 60 kg aiming 12, 12, 11', () => {
    const s = suggest([session('2025-03-10', at(60, 12, 11, 10))]);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('60x12 60x12 60x11');
    expect(s.why).toBe('Stay at 60 kg and aim one rep more on each set below the top: 12, 12, 11.');
  });

  it('three sessions with no progress at 60 kg → 52.5 kg with a deload line', () => {
    const s = suggest([
      session('2025-03-14', at(60, 10, 9, 8)),
      session('2025-03-12', at(60, 10, 9, 8)),
      session('2025-03-10', at(60, 10, 9, 8)),
    ]);
    expect(s.outcome).toBe('deload');
    expect(shape(s)).toBe('52.5x8 52.5x8 52.5x8');
    expect(s.why).toBe(
      'Three sessions at 60 kg without progress: deload to 52.5 kg (90%, rounded down to a weight you can load) and build back up.',
    );
  });

  it('100 kg × 5 at RPE 8 with scheme=rpe&reps=3&rpe=9 → 110 kg × 3', () => {
    const s = suggest([session('2025-03-10', [set(100, 5, { rpe: 8 })])], {
      progression: { scheme: 'rpe', reps: 3, rpe: 9 },
    });
    expect(s.outcome).toBe('effort');
    expect(shape(s)).toBe('110x3');
    expect(s.why).toContain('100 kg × 5 at RPE 8');
    expect(s.why).toContain('89.2% of it: 110 kg');
  });
});

describe('double progression', () => {
  it('a stall needs the same load three times: a rep gained is progress', () => {
    const s = suggest([
      session('2025-03-14', at(60, 10, 9, 9)),
      session('2025-03-12', at(60, 10, 9, 8)),
      session('2025-03-10', at(60, 10, 9, 8)),
    ]);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('60x11 60x10 60x10');
  });

  it('missing the bottom of the range counts as no progress even with a rep gained', () => {
    const s = suggest([
      session('2025-03-14', at(60, 9, 8, 7)),
      session('2025-03-12', at(60, 9, 7, 7)),
      session('2025-03-10', at(60, 9, 7, 6)),
    ]);
    expect(s.outcome).toBe('deload');
  });

  it('three sessions at different loads are no stall', () => {
    const s = suggest([
      session('2025-03-14', at(62.5, 8, 8, 7)),
      session('2025-03-12', at(60, 12, 12, 12)),
      session('2025-03-10', at(60, 12, 11, 11)),
    ]);
    expect(s.outcome).toBe('repeat');
  });

  it('uses the plan’s range and number of sets', () => {
    const s = suggest([session('2025-03-10', at(50, 6, 6))], {
      progression: { scheme: 'double', min: 4, max: 6 },
      plannedSets: 4,
    });
    expect(shape(s)).toBe('52.5x4 52.5x4 52.5x4 52.5x4');
  });

  it('extra planned sets aim like the last set', () => {
    const s = suggest([session('2025-03-10', at(60, 10, 9))], { plannedSets: 3 });
    expect(shape(s)).toBe('60x11 60x10 60x10');
  });

  it('dumbbells go up by the dumbbell step (2 kg by default)', () => {
    const s = suggest([session('2025-03-10', at(20, 12, 12, 12))], { equipment: 'dumbbell' });
    expect(shape(s)).toBe('22x8 22x8 22x8');
  });

  it('equipment without a step keeps the weight', () => {
    const s = suggest([session('2025-03-10', at(20, 12, 12))], { equipment: 'other' });
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('20x12 20x12');
  });
});

describe('working sets only', () => {
  it('warm-ups and drop sets neither count nor hold back', () => {
    const s = suggest([
      session('2025-03-10', [
        set(20, 10, { kind: 'warmup' }),
        set(40, 5, { kind: 'warmup' }),
        ...at(60, 12, 12, 12),
        set(40, 6, { kind: 'dropset' }),
      ]),
    ]);
    expect(shape(s)).toBe('62.5x8 62.5x8 62.5x8');
    expect(s.lastSession?.sets).toHaveLength(6);
  });

  it('a lighter back-off set is left aside: the top load decides', () => {
    const s = suggest([session('2025-03-10', [...at(60, 12, 12), set(50, 9)])]);
    expect(shape(s)).toBe('62.5x8 62.5x8');
  });

  it('a session of warm-ups only is no history: no weight (D6)', () => {
    const s = suggest([session('2025-03-10', [set(20, 10, { kind: 'warmup' })])]);
    expect(s.outcome).toBe('first_session');
    expect(s.sets).toEqual([]);
  });
});

describe('no history, and what the coach does not coach', () => {
  it('suggests no weight before the first session (D6)', () => {
    const s = suggest([]);
    expect(s).toMatchObject({ outcome: 'first_session', sets: [], warmups: [], lastSession: null });
  });

  it('a timed exercise gets no suggestion', () => {
    expect(suggest([session('2025-03-10', [set(null, 0)])], { loggingType: 'duration' }).outcome).toBe('not_coached');
  });

  it('a reps-only exercise aims one rep more each set', () => {
    const s = suggest([session('2025-03-10', [set(null, 10), set(null, 8)])], {
      equipment: 'bodyweight',
      loggingType: 'reps_only',
    });
    expect(shape(s)).toBe('-x11 -x9');
  });
});
