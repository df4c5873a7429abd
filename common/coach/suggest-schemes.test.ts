import { describe, expect, it } from 'vitest';
import type { Progression } from '../schemas/coach';
import { RTS_TABLE, rtsPercent } from './rts';
import { withPendingSessions } from './sessions';
import { defaultCoachSettings } from './steps';
import { suggestNextSession } from './suggest';
import { at, history, session, set, shape, suggest } from './suggest-builders';

// The coach's linear and effort-based schemes, and a session logged offline (issue 33).

describe('linear progression', () => {
  const linear = { progression: { scheme: 'linear', reps: 5 } as Progression };

  it('adds a step after a session where every set reached its reps', () => {
    const s = suggest([session('2025-03-10', at(100, 5, 5, 5))], linear);
    expect(shape(s)).toBe('102.5x5 102.5x5 102.5x5');
    expect(s.why).toBe('Every set reached 5 reps last time: add 2.5 kg (the default step).');
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
    expect(s.why).toBe(
      'Two sessions in a row missed the target: deload to 90 kg (90%, rounded down to a weight you can load).',
    );
  });

  it('equipment without a step keeps the weight after a hit, and says the target was reached, not missed', () => {
    const s = suggest([session('2025-03-10', at(20, 5, 5, 5))], { ...linear, equipment: 'other' });
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('20x5 20x5 20x5');
    expect(s.why).toBe(
      'Every set reached the top, but this equipment has no step size: keep the weight and aim 5, 5, 5.',
    );
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
