import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { describe, expect, it } from 'vitest';
import { decimalUnreadable } from '@/components/ui/decimal-input';
import { emptyPlan, formToBody, type PlanExerciseValues, planResolver, planToForm } from './plan-form';

const metric = { weight: 'kg', distance: 'km' } as const;
const imperial = { weight: 'lb', distance: 'mi' } as const;
const resolve = (values: ReturnType<typeof emptyPlan>, units: typeof metric | typeof imperial = metric) =>
  planResolver(units)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

/** A plan with a name and one exercise, its boxes as typed. */
function planWith(exercise: Partial<PlanExerciseValues>) {
  const values = emptyPlan();
  values.name = 'Mine';
  values.schedule[0].exercises[0] = { ...values.schedule[0].exercises[0], exerciseId: 4, ...exercise };
  return values;
}
const exerciseErrors = async (values: ReturnType<typeof emptyPlan>, units: typeof metric | typeof imperial = metric) =>
  (await resolve(values, units)).errors.schedule?.[0]?.exercises?.[0];

describe('the plan builder form', () => {
  it('turns minutes into seconds and empty boxes into "not given"', () => {
    const values = planWith({ sets: '2', reps: '', weight: '', durationMinutes: '1,5', distance: '3' });
    const { body, unreadable } = formToBody(values, metric);
    expect(unreadable).toEqual([]);
    expect(body.schedule[0]).toMatchObject({
      weekday: 1,
      exercises: [{ exerciseId: 4, sets: 2, reps: null, weightKg: null, durationSeconds: 90, distanceKm: 3 }],
    });
  });

  it("reads weights and distances in the member's units and sends kg and km, and back", () => {
    const values = planWith({ weight: '135', distance: '3,1' });
    const { body } = formToBody(values, imperial);
    expect(body.schedule[0].exercises[0]).toMatchObject({ weightKg: 61.23, distanceKm: 4.989 });
    const plan = {
      ...body,
      schedule: body.schedule.map((d) => ({ ...d, exercises: d.exercises.map((e) => ({ ...e, sets: 3 })) })),
    } as unknown as Parameters<typeof planToForm>[0];
    expect(planToForm(plan, imperial).schedule[0].exercises[0]).toMatchObject({ weight: '135', distance: '3.1' });
  });

  it('shows a figure the plan does not give as an empty box, never "NaN"', () => {
    const values = planWith({ reps: '', weight: '', durationMinutes: '0,75' });
    const { body } = formToBody(values, metric);
    const plan = { ...body, minutesPerSession: null } as unknown as Parameters<typeof planToForm>[0];
    const form = planToForm(plan, metric);
    expect(form.minutesPerSession).toBe('');
    expect(form.schedule[0].exercises[0]).toMatchObject({
      sets: '3',
      reps: '',
      weight: '',
      durationMinutes: '0.75',
      distance: '',
    });
  });

  it('reads a weight typed with a decimal comma as 62.5 kg, not 625', async () => {
    for (const weight of ['62,5', '62.5', ' 62,5 ']) {
      const result = await resolve(planWith({ weight }));
      expect(result.errors).toEqual({});
      expect(result.values).toMatchObject({ schedule: [{ exercises: [{ weightKg: 62.5 }] }] });
    }
    // In lb, the comma is read the same way before the conversion to kg.
    const lb = await resolve(planWith({ weight: '137,5' }), imperial);
    expect(lb.values).toMatchObject({ schedule: [{ exercises: [{ weightKg: 62.37 }] }] });
  });

  it('refuses text that reads two ways at its box, with the decimal box message, and saves nothing', async () => {
    for (const weight of ['6,2,5', '1.234,5', 'abc', '1e3']) {
      const result = await resolve(planWith({ weight }));
      expect(result.values).toEqual({});
      expect(result.errors.schedule?.[0]?.exercises?.[0]?.weight?.message).toBe(decimalUnreadable(weight));
    }
    const thousands = await exerciseErrors(planWith({ distance: '1,250' }));
    expect(thousands?.distance?.message).toMatch(/^Is "1,250" 1250 or 1\.250\?/);
  });

  it('puts each unreadable box’s own message on it, before any rule the schema finds', async () => {
    const values = planWith({ sets: 'x', reps: '1..0', durationMinutes: '' });
    values.frequency = 'three';
    values.minutesPerSession = '4,5,0';
    const { values: body, errors } = await resolve(values);
    expect(body).toEqual({});
    expect(errors.frequency?.message).toBe(decimalUnreadable('three'));
    expect(errors.minutesPerSession?.message).toBe(decimalUnreadable('4,5,0'));
    // Not 'Sets must be between 1 and 20' nor 'Give reps, a duration or a distance'.
    expect(errors.schedule?.[0]?.exercises?.[0]).toMatchObject({
      sets: { message: decimalUnreadable('x') },
      reps: { message: decimalUnreadable('1..0') },
    });
    // The other boxes' problems show at the same time.
    values.name = '';
    expect((await resolve(values)).errors.name?.message).toBe(M.planNameRequired);
  });

  it('refuses a part of a set, a rep, a day or a week with the whole-number message', async () => {
    for (const typed of ['2,5', '2.5']) {
      expect((await exerciseErrors(planWith({ sets: typed })))?.sets?.message).toBe(M.setsRange);
      expect((await exerciseErrors(planWith({ reps: typed })))?.reps?.message).toBe(M.repsRange);
      const values = planWith({});
      values.frequency = typed;
      values.durationWeeks = typed;
      const { errors } = await resolve(values);
      expect(errors.frequency?.message).toBe(M.frequencyRange);
      expect(errors.durationWeeks?.message).toBe(M.durationWeeksRange);
    }
    // Empty required boxes are refused with the same messages.
    const values = planWith({ sets: '' });
    values.frequency = '';
    values.durationWeeks = '';
    const { errors } = await resolve(values);
    expect(errors.frequency?.message).toBe(M.frequencyRange);
    expect(errors.durationWeeks?.message).toBe(M.durationWeeksRange);
    expect(errors.schedule?.[0]?.exercises?.[0]?.sets?.message).toBe(M.setsRange);
  });

  it("names the weight box when the weight is out of range, and states the limit in the member's unit", async () => {
    const values = planWith({ weight: '5000' });
    expect((await exerciseErrors(values, imperial))?.weight?.message).toBe('Weight must be between 0 and 1,102 lb');
    expect((await exerciseErrors(values, metric))?.weight?.message).toBe(M.weightRange);
    values.schedule[0].exercises[0] = { ...values.schedule[0].exercises[0], weight: '-100', distance: '700' };
    expect(await exerciseErrors(values, imperial)).toMatchObject({
      weight: { message: 'Weight must be between 0 and 1,102 lb' },
      distance: { message: 'Distance must be between 0.01 and 621 mi' },
    });
  });

  it("validates with the server's schema and puts each message on its field", async () => {
    const values = emptyPlan();
    values.name = '';
    values.frequency = '9';
    values.schedule[0].exercises[0].exerciseId = null;
    values.schedule.push({ weekday: '1', title: '', exercises: [] });
    const { errors } = await resolve(values);
    expect(errors.name?.message).toBe(M.planNameRequired);
    expect(errors.frequency?.message).toBe(M.frequencyRange);
    expect(errors.schedule?.[0]?.exercises?.[0]?.exerciseId?.message).toBe(M.exerciseRequired);
    expect(errors.schedule?.[1]?.exercises?.root?.message).toBe(M.dayExercisesRequired);
  });

  it('puts list-wide rules (a weekday twice) on the schedule itself', async () => {
    const values = emptyPlan();
    values.name = 'Twice';
    values.schedule = ['1', '1'].map((weekday) => ({
      weekday,
      title: '',
      exercises: [{ ...values.schedule[0].exercises[0], exerciseId: 3 }],
    }));
    const { errors } = await resolve(values);
    expect(errors.schedule?.root?.message).toBe(M.weekdayRepeated);
  });

  it('answers the API body when everything is valid', async () => {
    const values = emptyPlan();
    values.name = 'Mine';
    values.schedule[0].exercises[0].exerciseId = 7;
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Mine',
      description: '',
      level: 'beginner',
      goal: 'strength',
      frequency: 3,
      durationWeeks: 8,
      minutesPerSession: 45,
      isActive: true,
      curated: false,
      schedule: [
        {
          weekday: 1,
          title: null,
          exercises: [{ exerciseId: 7, sets: 3, reps: 10, weightKg: null, durationSeconds: null, distanceKm: null }],
        },
      ],
    });
  });
});
