import { describe, expect, it } from 'vitest';
import { COACH_WHY } from '../coach-texts';
import { entryOccurrences, withPendingSessions } from './sessions';
import { at, history, session, set, shape, suggest } from './suggest-builders';

// A workout that holds an exercise twice (issue 33): a heavy top set, then lighter back-off sets.
// Each entry follows its own sets in past workouts; the workout is still one session of the
// exercise (two entries never make two sessions toward a stall).

/** The last two bench workouts: a top set of 100 kg × 3 at RPE 9, then back-off sets at 80 kg. */
const heavyThenBackOff = [
  session('2025-03-12', [set(100, 3, { rpe: 9 })], 2),
  session('2025-03-12', at(80, 8, 8, 8), 2),
  session('2025-03-10', [set(100, 3, { rpe: 9 })], 1),
  session('2025-03-10', at(80, 8, 8, 7), 1),
];
const heavy = { progression: { scheme: 'linear', reps: 3 } as const, plannedSets: 1, occurrence: 1 };
const backOff = { progression: { scheme: 'double', min: 8, max: 10 } as const, plannedSets: 3, occurrence: 2 };

describe('an exercise a workout holds twice', () => {
  it('the back-off entry follows its own sets, never the heavy entry’s weight', () => {
    const top = suggest(heavyThenBackOff, heavy);
    expect(shape(top)).toBe('102.5x3');
    const back = suggest(heavyThenBackOff, backOff);
    expect(back.outcome).toBe('repeat');
    expect(shape(back)).toBe('80x9 80x9 80x9');
    expect(back.why).toBe('Stay at 80 kg and aim one rep more on each set below the top: 9, 9, 9.');
    expect(back.lastSession).toEqual(heavyThenBackOff[1]);
    // Warm by then: no warm-up ramp for the back-off sets.
    expect(top.warmups.length).toBeGreaterThan(0);
    expect(back.warmups).toEqual([]);
    // Effort-based, the back-off is its own percentage (8 reps at RPE 7: 70.7%) of the max the
    // heavy set estimates (100 kg × 3 at RPE 9: 112.1 kg): 79.3 kg, the nearest step 80 kg.
    const effort = suggest(heavyThenBackOff, { ...backOff, progression: { scheme: 'rpe', reps: 8, rpe: 7 } });
    expect(shape(effort)).toBe('80x8 80x8 80x8');
  });

  it('a back-off entry no recent workout holds gets no weight, not the heavy one', () => {
    const once = [session('2025-03-12', at(100, 5, 5, 5), 2), session('2025-03-10', at(97.5, 5, 5, 5), 1)];
    const s = suggest(once, backOff);
    expect(s).toMatchObject({ outcome: 'first_session', sets: [], lastSession: null });
    expect(s.why).toBe(COACH_WHY.firstOfEntry(2));
    expect(s.why).toMatch(/a second time/);
    // The heavy entry still follows its own.
    expect(shape(suggest(once, heavy))).toBe('102.5x3');
  });

  it('is one session, not two: two workouts at 60 kg make no stall', () => {
    const s = suggest([
      session('2025-03-12', at(60, 10, 9, 8), 2),
      session('2025-03-12', at(60, 10, 9, 8), 2),
      session('2025-03-10', at(60, 10, 9, 8), 1),
    ]);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('60x11 60x10 60x9');
  });

  it('kept on the device: the workout’s entries stay one workout, in front, and are not counted twice', () => {
    const server = history([session('2025-03-10', at(100, 3), 1), session('2025-03-10', at(80, 8, 8, 7), 1)]);
    const pending = [session('2025-03-12', at(100, 3), null), session('2025-03-12', at(80, 8, 8, 8), null)];
    const offline = withPendingSessions(server, pending);
    expect(offline.sessions.map((s) => [s.date, s.logId, s.sets.length])).toEqual([
      ['2025-03-12', null, 1],
      ['2025-03-12', null, 3],
      ['2025-03-10', 1, 1],
      ['2025-03-10', 1, 3],
    ]);
    const synced = history([...pending.map((p) => ({ ...p, logId: 2 })), ...server.sessions]);
    expect(withPendingSessions(synced, pending).sessions).toEqual(synced.sessions);
    // The back-off entry reads the device's back-off sets, as it will once they sync.
    expect(shape(suggest(offline.sessions, backOff))).toBe('80x9 80x9 80x9');
    expect(suggest(offline.sessions, backOff).sets).toEqual(suggest(synced.sessions, backOff).sets);
    // Kept in the earlier form (the workout's sets in one session), it is held once synced too.
    const earlier = [session('2025-03-12', [...at(100, 3), ...at(80, 8, 8, 8)], null)];
    expect(withPendingSessions(synced, earlier).sessions).toEqual(synced.sessions);
  });

  it('each entry’s place among its exercise’s entries of the day', () => {
    expect(entryOccurrences([7, 3, 7, 7, 3])).toEqual([1, 1, 2, 3, 2]);
  });
});
