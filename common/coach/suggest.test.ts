import { describe, expect, it } from 'vitest';
import type { Equipment, LoggingType } from '../exercises/vocab';
import type { CoachHistory, CoachSession, CoachSet, CoachSettings, Progression } from '../schemas/coach';
import { RTS_TABLE, rtsPercent } from './rts';
import { withPendingSessions } from './sessions';
import { defaultCoachSettings, loadableWeights } from './steps';
import { suggestNextSession } from './suggest';

// The rules of issue 33, example by example: the four (kg member, barbell bench press,
// default steps) and every edge it names (lb members, assisted exercises, plate lists, mixed
// warm-up and working sets, a session logged offline).

const set = (weightKg: number | null, reps: number, extra: Partial<CoachSet> = {}): CoachSet => ({
  kind: 'normal',
  reps,
  weightKg,
  rpe: null,
  rir: null,
  ...extra,
});
const session = (date: string, sets: CoachSet[], logId: number | null = 1): CoachSession => ({ date, logId, sets });
const at = (kg: number, ...reps: number[]) => reps.map((r) => set(kg, r));

function history(sessions: CoachSession[], equipment: Equipment = 'barbell', loggingType: LoggingType = 'weight_reps') {
  return { exerciseId: 7, equipment, loggingType, sessions } satisfies CoachHistory;
}

function suggest(
  sessions: CoachSession[],
  options: {
    progression?: Progression | null;
    equipment?: Equipment;
    loggingType?: LoggingType;
    settings?: Partial<CoachSettings>;
    plannedSets?: number | null;
  } = {},
) {
  const settings = { ...defaultCoachSettings('kg'), ...options.settings };
  return suggestNextSession({
    history: history(sessions, options.equipment, options.loggingType),
    progression: options.progression ?? null,
    plannedSets: options.plannedSets ?? null,
    settings,
  });
}

const shape = (s: ReturnType<typeof suggest>) => s.sets.map((x) => `${x.weight ?? '-'}x${x.reps}`).join(' ');

describe('the issue’s examples (kg member, barbell bench press, default steps)', () => {
  it('3 × 12 at 60 kg with 8-12 → 62.5 kg × 8', () => {
    const s = suggest([session('2025-03-10', at(60, 12, 12, 12))], {
      progression: { scheme: 'double', min: 8, max: 12 },
    });
    expect(s.outcome).toBe('progress');
    expect(shape(s)).toBe('62.5x8 62.5x8 62.5x8');
    expect(s.sets[0].weightKg).toBe(62.5);
    expect(s.why).toBe('Every set reached 12 reps last time: add 2.5 kg and start again at 8 reps.');
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
    expect(s.why).toBe('Three sessions at 60 kg without progress: deload to 52.5 kg (90%) and build back up.');
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
    expect(s.why).toBe('Every set reached 12 reps last time: take 5 kg less assistance and start again at 8 reps.');
  });

  it('the least assistance of the session is its load', () => {
    const s = suggest([session('2025-03-10', [set(35, 12), set(30, 10), set(30, 9)])], assisted);
    expect(shape(s)).toBe('30x11 30x10');
  });

  it('a deload adds assistance', () => {
    const s = suggest(
      [session('2025-03-14', at(30, 9, 9)), session('2025-03-12', at(30, 9, 9)), session('2025-03-10', at(30, 9, 9))],
      assisted,
    );
    expect(shape(s)).toBe('35x8 35x8');
  });

  it('never below no assistance', () => {
    expect(shape(suggest([session('2025-03-10', at(0, 12))], assisted))).toBe('0x8');
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

describe('linear progression', () => {
  const linear = { progression: { scheme: 'linear', reps: 5 } as Progression };

  it('adds a step after a session where every set reached its reps', () => {
    const s = suggest([session('2025-03-10', at(100, 5, 5, 5))], linear);
    expect(shape(s)).toBe('102.5x5 102.5x5 102.5x5');
    expect(s.why).toBe('Every set reached 5 reps last time: add 2.5 kg.');
  });

  it('stays after one miss', () => {
    const s = suggest([session('2025-03-12', at(102.5, 5, 5, 4)), session('2025-03-10', at(100, 5, 5, 5))], linear);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('102.5x5 102.5x5 102.5x5');
  });

  it('goes down 10% after two sessions in a row that missed', () => {
    const s = suggest([session('2025-03-12', at(102.5, 5, 4, 4)), session('2025-03-10', at(102.5, 5, 5, 4))], linear);
    expect(s.outcome).toBe('deload');
    expect(shape(s)).toBe('90x5 90x5 90x5'); // 92.25 rounded down to 2.5
    expect(s.why).toBe('Two sessions in a row missed the target: go down 10% to 90 kg.');
  });
});

describe('effort-based', () => {
  const rpe = (reps: number, target: number) => ({ progression: { scheme: 'rpe', reps, rpe: target } as Progression });

  it('the RTS table: one RPE point less is one rep more', () => {
    expect(rtsPercent(5, 8)).toBe(81.1);
    expect(rtsPercent(3, 9)).toBe(89.2);
    for (const [row, next] of [
      ['10', '9'],
      ['9.5', '8.5'],
      ['9', '8'],
      ['8.5', '7.5'],
      ['8', '7'],
      ['7.5', '6.5'],
    ])
      expect(RTS_TABLE[next].slice(0, 11)).toEqual(RTS_TABLE[row].slice(1));
    expect(rtsPercent(13, 8)).toBeNull();
    expect(rtsPercent(5, 6)).toBeNull();
  });

  it('reads RIR as 10 minus it', () => {
    const s = suggest([session('2025-03-10', [set(100, 5, { rir: 2 })])], rpe(3, 9));
    expect(shape(s)).toBe('110x3');
  });

  it('takes the best estimate among recent sessions', () => {
    const s = suggest(
      [session('2025-03-12', [set(90, 5, { rpe: 9 })]), session('2025-03-10', [set(100, 5, { rpe: 8 })])],
      rpe(3, 9),
    );
    expect(shape(s)).toBe('110x3');
  });

  it('without an RPE on any set it says so and suggests no weight', () => {
    const s = suggest([session('2025-03-10', at(100, 5, 5))], rpe(3, 9));
    expect(s.outcome).toBe('needs_rpe');
    expect(shape(s)).toBe('-x3 -x3');
    expect(s.why).toContain('needs an RPE');
  });

  it('does not estimate a max from added weight or assistance', () => {
    const s = suggest([session('2025-03-10', [set(20, 5, { rpe: 8 })])], {
      ...rpe(3, 9),
      equipment: 'weighted_bodyweight',
      loggingType: 'weighted_bodyweight',
    });
    expect(s.outcome).toBe('needs_rpe');
  });

  it('lb: the estimate is rounded to 5 lb', () => {
    const s = suggest([session('2025-03-10', [set(100, 5, { rpe: 8 })])], {
      ...rpe(3, 9),
      settings: defaultCoachSettings('lb'),
    });
    // 100 kg / 0.811 × 0.892 = 109.99 kg = 242.48 lb → 240 lb, the nearest 5 lb
    expect(shape(s)).toBe('240x3');
  });
});

describe('a session logged offline', () => {
  it('counts before it syncs: the browser progresses from it', () => {
    const server = history([session('2025-03-10', at(60, 12, 11, 10), 4)]);
    const offline = session('2025-03-12', at(60, 12, 12, 12), null);
    const s = suggestNextSession({
      history: withPendingSessions(server, [offline]),
      progression: null,
      plannedSets: null,
      settings: defaultCoachSettings('kg'),
    });
    expect(shape(s)).toBe('62.5x8 62.5x8 62.5x8');
    expect(s.lastSession).toEqual(offline);
  });

  it('gives what the server will once it has synced', () => {
    const synced = history([
      session('2025-03-12', at(60, 12, 12, 11), 5),
      session('2025-03-10', at(60, 12, 11, 10), 4),
    ]);
    const pending = withPendingSessions(history([session('2025-03-10', at(60, 12, 11, 10), 4)]), [
      session('2025-03-12', at(60, 12, 12, 11), null),
    ]);
    const input = { progression: null, plannedSets: null, settings: defaultCoachSettings('kg') };
    const a = suggestNextSession({ ...input, history: synced });
    const b = suggestNextSession({ ...input, history: pending });
    expect({ ...b, lastSession: null }).toEqual({ ...a, lastSession: null });
  });

  it('once synced it is not counted twice', () => {
    const offline = session('2025-03-12', at(60, 12, 12, 12), null);
    const merged = withPendingSessions(history([{ ...offline, logId: 8 }]), [offline]);
    expect(merged.sessions.map((s) => s.logId)).toEqual([8]);
  });

  it('a workout saved offline on the same date comes after the synced ones', () => {
    const merged = withPendingSessions(history([session('2025-03-12', at(60, 8), 9)]), [
      session('2025-03-12', at(60, 9), null),
    ]);
    expect(merged.sessions.map((s) => s.logId)).toEqual([null, 9]);
  });
});
