import { describe, expect, it } from 'vitest';
import { COACH_TEXTS } from '../coach-texts';
import type { CoachSuggestion } from '../schemas/coach';
import { nextPlanEntry } from './plan-day';
import { at, session, set, shape, suggest } from './suggest-builders';

// What a suggestion says matches what it suggests, and says what it rests on: the plan entry's
// number of sets in the why-line too, the plan day it is for, where the scheme comes from, and
// the defaults (step, bar) the member did not set. And which plan day's entry comes next.

/** The reps a why-line lists after its colon ('…: 10, 10, 9.'), as the sets would read them. */
const listedReps = (s: CoachSuggestion) => s.why.match(/: ([\d, ]+)\.$/)?.[1];
const setReps = (s: CoachSuggestion) => s.sets.map((x) => x.reps).join(', ');

describe('the why-line lists the sets the suggestion holds', () => {
  it('a 3-set plan entry after a 5-set session: 60 kg × 10, 10, 9 and the line says 10, 10, 9', () => {
    const s = suggest([session('2025-03-10', at(60, 9, 9, 8, 8, 7))], { plannedSets: 3 });
    expect(shape(s)).toBe('60x10 60x10 60x9');
    expect(s.why).toBe('Stay at 60 kg and aim one rep more on each set below the top: 10, 10, 9.');
  });

  it('the demo case: 107.5 × 5, 5, 5, 5, 4 under a 3-set entry lists three sets, not five', () => {
    const s = suggest([session('2025-12-02', at(107.5, 5, 5, 5, 5, 4))], { plannedSets: 3 });
    expect(listedReps(s)).toBe('6, 6, 6');
    expect(setReps(s)).toBe('6, 6, 6');
  });

  it('a plan entry with more sets than last time lists the added ones too', () => {
    const s = suggest([session('2025-03-10', at(60, 10, 9))], { plannedSets: 4 });
    expect(listedReps(s)).toBe(setReps(s));
    expect(setReps(s)).toBe('11, 10, 10, 10');
  });

  it('reps-only exercises: the line and the sets agree', () => {
    const s = suggest([session('2025-03-10', [set(null, 12), set(null, 10), set(null, 9), set(null, 8)])], {
      equipment: 'bodyweight',
      loggingType: 'reps_only',
      plannedSets: 2,
    });
    expect(setReps(s)).toBe('13, 11');
    expect(s.why).toBe(`Aim one rep more on each set than last time: 13, 11.`);
  });

  it('equipment with no step at the top of the range: the line and the sets agree', () => {
    const s = suggest([session('2025-03-10', at(20, 12, 12, 12, 12))], { equipment: 'other', plannedSets: 2 });
    expect(setReps(s)).toBe('12, 12');
    expect(s.why).toBe(
      'Every set reached the top, but this equipment has no step size: keep the weight and aim 12, 12.',
    );
  });

  it('without a plan entry: as many sets as last time, all of them listed', () => {
    const s = suggest([session('2025-03-10', at(60, 9, 9, 8, 8, 7))]);
    expect(listedReps(s)).toBe('10, 10, 9, 9, 8');
    expect(setReps(s)).toBe('10, 10, 9, 9, 8');
  });
});

describe('where the scheme comes from, and the day it is for', () => {
  const plan = { id: 4, name: 'Road to 220' };
  const planDay = { weekday: 3, title: 'Bench Day' };
  const last = [session('2025-03-10', at(60, 9, 9, 8))];

  it('a plan entry with its own scheme: from the plan, with its day', () => {
    const s = suggest(last, { plan, planDay, progression: { scheme: 'linear', reps: 5 }, plannedSets: 5 });
    expect(s).toMatchObject({ progressionFrom: 'plan', plan, planDay });
  });

  it('a plan entry that names no scheme follows the default, and says so', () => {
    const s = suggest(last, { plan, planDay, plannedSets: 5 });
    expect(s).toMatchObject({ progressionFrom: 'default', plan, planDay });
    expect(s.progression).toEqual({ scheme: 'double', min: 8, max: 12 });
  });

  it('a try with no plan is the query’s; no plan and no scheme is the default', () => {
    expect(suggest(last, { progression: { scheme: 'linear', reps: 5 } }).progressionFrom).toBe('query');
    expect(suggest(last)).toMatchObject({ progressionFrom: 'default', plan: null, planDay: null });
  });
});

describe('defaults the member did not set are said to be defaults', () => {
  const top = [session('2025-03-10', at(60, 12, 12, 12))];

  it('the default step and bar: named on the step added and on the warm-up', () => {
    const s = suggest(top);
    expect(s.defaults).toEqual({ step: 2.5, bar: 20 });
    expect(s.why).toBe('Every set reached 12 reps last time: add 2.5 kg (the default step) and start again at 8 reps.');
    expect(COACH_TEXTS.warmupWith(s.defaults, s.unit)).toBe(
      'Warm-up (default bar 20 kg, default step 2.5 kg; set yours in Settings)',
    );
  });

  it('the member’s own step and bar are not labelled', () => {
    const s = suggest(top, {
      settings: { steps: { barbell: 5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 }, customSteps: ['barbell'] },
    });
    expect(s.defaults).toEqual({ step: null, bar: 20 });
    expect(s.why).toBe('Every set reached 12 reps last time: add 5 kg and start again at 8 reps.');
    const own = suggest(top, {
      settings: {
        steps: { barbell: 5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 },
        customSteps: ['barbell'],
        barWeight: 15,
        customBar: true,
      },
    });
    expect(own.defaults).toEqual({ step: null, bar: null });
    expect(COACH_TEXTS.warmupWith(own.defaults, own.unit)).toBe('Warm-up');
    expect(own.warmups[0]).toMatchObject({ weight: 15, reps: 10 });
  });

  it('a kept weight with no warm-up rests on no default', () => {
    const s = suggest([session('2025-03-10', at(20, 10, 9))], { equipment: 'dumbbell' });
    expect(s.outcome).toBe('repeat');
    expect(s.defaults).toEqual({ step: null, bar: null });
  });
});

describe('the effort-based max names its method', () => {
  it('says it is read from the RPE table, unlike the records’ Epley 1RM', () => {
    const s = suggest([session('2025-03-10', [set(180, 3, { rpe: 8 })])], {
      progression: { scheme: 'rpe', reps: 3, rpe: 8 },
    });
    expect(s.why).toContain('estimates a 208.6 kg max by the RPE table');
    expect(s.why).toContain('Epley');
  });
});

describe('the plan entry for the next session', () => {
  // Bench on Monday (3 × 10) and Wednesday (5 × 5). 2025-03-10 is a Monday.
  const entries = [
    { weekday: 1, position: 1, sets: 3 },
    { weekday: 3, position: 0, sets: 5 },
  ];

  it('today’s entry when today has the exercise and it is not logged yet', () => {
    expect(nextPlanEntry(entries, '2025-03-10', '2025-03-05')?.weekday).toBe(1);
    expect(nextPlanEntry(entries, '2025-03-12', '2025-03-10')?.weekday).toBe(3);
  });

  it('the next day that has it, once today’s is logged or on a day without it', () => {
    expect(nextPlanEntry(entries, '2025-03-10', '2025-03-10')?.weekday).toBe(3);
    expect(nextPlanEntry(entries, '2025-03-11', '2025-03-10')?.weekday).toBe(3);
    expect(nextPlanEntry(entries, '2025-03-13', '2025-03-12')?.weekday).toBe(1);
    expect(nextPlanEntry(entries, '2025-03-16', null)?.weekday).toBe(1);
  });

  it('an exercise on one day only: that day, next week once today’s is done', () => {
    expect(nextPlanEntry([entries[1]], '2025-03-12', '2025-03-12')?.weekday).toBe(3);
  });

  it('twice on one day: the first place; no entry: null', () => {
    const twice = [
      { weekday: 2, position: 3, sets: 2 },
      { weekday: 2, position: 0, sets: 4 },
    ];
    expect(nextPlanEntry(twice, '2025-03-10', null)?.sets).toBe(4);
    expect(nextPlanEntry([], '2025-03-10', null)).toBeNull();
  });
});
