import { describe, expect, it } from 'vitest';
import { defaultCoachSettings, loadableWeights } from './steps';
import { at, session, set, shape, suggest } from './suggest-builders';

// The coach's rules for lb members, assisted exercises, the plates a member owns and the warm-up
// ramp (issue 33).

describe('lb members', () => {
  const lb = { settings: defaultCoachSettings('lb') };

  it('go up 5 lb on a barbell', () => {
    const s = suggest([session('2025-03-10', at(61.23, 12, 12, 12))], lb); // 135 lb as stored
    expect(s.unit).toBe('lb');
    expect(shape(s)).toBe('140x8 140x8 140x8');
    expect(s.sets[0].weightKg).toBe(63.5);
  });

  it('a kg history lands on the lb grid: 60 kg (132.3 lb) goes to 135 lb', () => {
    expect(shape(suggest([session('2025-03-10', at(60, 12, 12))], lb))).toBe('135x8 135x8');
  });

  it('a kept weight keeps its stored kg exactly', () => {
    const s = suggest([session('2025-03-10', at(60, 10, 10))], lb);
    expect(s.sets[0]).toEqual({ weight: 132.3, weightKg: 60, reps: 11, unit: 'lb' });
  });

  it('deload to 90% rounded down to 5 lb', () => {
    const s = suggest(
      [
        session('2025-03-14', at(90.72, 9, 9)), // 200 lb
        session('2025-03-12', at(90.72, 9, 9)),
        session('2025-03-10', at(90.72, 9, 9)),
      ],
      lb,
    );
    expect(shape(s)).toBe('180x8 180x8');
  });
});

describe('assisted exercises progress by less assistance', () => {
  const assisted = { equipment: 'assisted_bodyweight' as const, loggingType: 'assisted_bodyweight' as const };

  it('take one machine step off when every set reached the top', () => {
    const s = suggest([session('2025-03-10', at(30, 12, 12, 12))], assisted);
    expect(shape(s)).toBe('25x8 25x8 25x8');
    expect(s.why).toBe(
      'Every set reached 12 reps last time: take 5 kg (the default step) less assistance and start again at 8 reps.',
    );
  });

  it('the least assistance of the session is its load', () => {
    const s = suggest([session('2025-03-10', [set(35, 12), set(30, 10), set(30, 9)])], assisted);
    expect(shape(s)).toBe('30x11 30x10');
    // The weight kept is assistance, not load: the line says so.
    expect(s.why).toBe('Stay at 30 kg of assistance and aim one rep more on each set below the top: 11, 10.');
  });

  it('a deload adds assistance', () => {
    const s = suggest(
      [session('2025-03-14', at(30, 9, 9)), session('2025-03-12', at(30, 9, 9)), session('2025-03-10', at(30, 9, 9))],
      assisted,
    );
    expect(shape(s)).toBe('35x8 35x8');
  });

  it('with no assistance left, reps go up instead of a 0 kg step, and never below none', () => {
    const s = suggest([session('2025-03-10', at(0, 12, 12, 12))], assisted);
    expect(s.outcome).toBe('progress');
    expect(shape(s)).toBe('0x13 0x13 0x13');
    expect(s.why).toBe(
      'Every set reached 12 reps with no assistance, so there is none left to take: aim one rep more on each set ' +
        '(13, 13, 13) or move on to the unassisted version of this exercise.',
    );
    const linear = suggest([session('2025-03-10', at(0, 5, 5, 5))], {
      ...assisted,
      progression: { scheme: 'linear', reps: 5 },
    });
    expect(shape(linear)).toBe('0x6 0x6 0x6');
    expect(linear.why).toContain('none left to take');
    for (const x of [s, linear]) expect(x.why).not.toMatch(/\b0 kg/);
    // Less than a step left: the last of it comes off, never below none.
    const last = suggest([session('2025-03-10', at(2, 12, 12))], assisted);
    expect(shape(last)).toBe('0x8 0x8');
    expect(last.why).toMatch(/take 2 kg less assistance/);
  });

  it('linear progression takes the step off the assistance, and says so', () => {
    const s = suggest([session('2025-03-10', at(30, 5, 5, 5))], {
      ...assisted,
      progression: { scheme: 'linear', reps: 5 },
    });
    expect(shape(s)).toBe('25x5 25x5 25x5');
    expect(s.why).toBe('Every set reached 5 reps last time: take 5 kg (the default step) less assistance.');
  });

  it('a stall names the weight as assistance', () => {
    const s = suggest(
      [session('2025-03-14', at(0, 9, 9)), session('2025-03-12', at(0, 9, 9)), session('2025-03-10', at(0, 9, 9))],
      assisted,
    );
    expect(shape(s)).toBe('5x8 5x8');
    expect(s.why).toMatch(/^Three sessions at 0 kg of assistance without progress: deload to 5 kg/);
  });
});

describe('plates owned', () => {
  const plates = { settings: { plates: [20, 10, 5] } };

  it('the loadable weights are the bar and twice any choice of pairs', () => {
    expect(loadableWeights(20, [20, 10, 5])).toEqual([20, 30, 40, 50, 60, 70, 80, 90]);
    expect(loadableWeights(20, [1.25, 2.5])).toEqual([20, 22.5, 25, 27.5]);
  });

  it('a step up lands on the lightest loadable weight above it', () => {
    expect(shape(suggest([session('2025-03-10', at(60, 12, 12))], plates))).toBe('70x8 70x8');
  });

  it('a deload lands on the heaviest loadable weight below 90%', () => {
    const s = suggest(
      [session('2025-03-14', at(70, 9)), session('2025-03-12', at(70, 9)), session('2025-03-10', at(70, 9))],
      plates,
    );
    expect(shape(s)).toBe('60x8');
  });

  it('nothing heavier to load: keep the weight and say so', () => {
    const s = suggest([session('2025-03-10', at(90, 12))], plates);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('90x12');
    expect(s.why).toContain('plates cannot load');
  });

  it('the warm-up ramp uses the plates too', () => {
    const s = suggest([session('2025-03-10', at(90, 11))], plates);
    expect(s.warmups.map((w) => `${w.weight}x${w.reps}`)).toEqual(['20x10', '30x5', '50x3', '70x2']);
  });

  it('plates apply to barbells only', () => {
    expect(shape(suggest([session('2025-03-10', at(20, 12))], { ...plates, equipment: 'dumbbell' }))).toBe('22x8');
  });
});

describe('warm-up ramp', () => {
  it('empty bar, then about 40/60/80% of the working weight, rounded down to a step', () => {
    const s = suggest([session('2025-03-10', at(60, 12, 12, 12))]);
    expect(s.warmups.map((w) => `${w.weight}x${w.reps}`)).toEqual(['20x10', '25x5', '37.5x3', '50x2']);
  });

  it('only for barbell lifts heavier than the bar', () => {
    expect(suggest([session('2025-03-10', at(20, 12))], { equipment: 'dumbbell' }).warmups).toEqual([]);
    expect(suggest([session('2025-03-10', at(20, 8))]).warmups).toEqual([]);
  });
});
