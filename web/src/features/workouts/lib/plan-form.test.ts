import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { describe, expect, it } from 'vitest';
import { emptyPlan, formToBody, planResolver, planToForm } from './plan-form';

const metric = { weight: 'kg', distance: 'km' } as const;
const imperial = { weight: 'lb', distance: 'mi' } as const;
const resolve = (values: ReturnType<typeof emptyPlan>, units: typeof metric | typeof imperial = metric) =>
  planResolver(units)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the plan builder form', () => {
  it('turns minutes into seconds and empty boxes into "not given"', () => {
    const values = emptyPlan();
    values.schedule[0].exercises[0] = {
      exerciseId: 4,
      sets: 2,
      reps: Number.NaN,
      weight: Number.NaN,
      durationMinutes: 1.5,
      distance: 3,
    };
    const body = formToBody(values, metric);
    expect(body.schedule[0]).toMatchObject({
      weekday: 1,
      exercises: [{ exerciseId: 4, weightKg: null, durationSeconds: 90, distanceKm: 3 }],
    });
  });

  it("reads weights and distances in the member's units and sends kg and km, and back", () => {
    const values = emptyPlan();
    values.schedule[0].exercises[0] = { ...values.schedule[0].exercises[0], exerciseId: 4, weight: 135, distance: 3.1 };
    const body = formToBody(values, imperial);
    expect(body.schedule[0].exercises[0]).toMatchObject({ weightKg: 61.23, distanceKm: 4.989 });
    const plan = {
      ...body,
      schedule: body.schedule.map((d) => ({ ...d, exercises: d.exercises.map((e) => ({ ...e, sets: 3 })) })),
    } as unknown as Parameters<typeof planToForm>[0];
    expect(planToForm(plan, imperial).schedule[0].exercises[0]).toMatchObject({ weight: 135, distance: 3.1 });
  });

  it("names the weight box when the weight is out of range, and states the limit in the member's unit", async () => {
    const values = emptyPlan();
    values.name = 'Heavy';
    values.schedule[0].exercises[0] = { ...values.schedule[0].exercises[0], exerciseId: 4, weight: 5000 };
    const exercise = async (units: typeof metric | typeof imperial) =>
      (await resolve(values, units)).errors.schedule?.[0]?.exercises?.[0];
    expect((await exercise(imperial))?.weight?.message).toBe('Weight must be between 0 and 1,102 lb');
    expect((await exercise(metric))?.weight?.message).toBe(M.weightRange);
    values.schedule[0].exercises[0] = { ...values.schedule[0].exercises[0], weight: -100, distance: 700 };
    expect(await exercise(imperial)).toMatchObject({
      weight: { message: 'Weight must be between 0 and 1,102 lb' },
      distance: { message: 'Distance must be between 0.01 and 621 mi' },
    });
  });

  it("validates with the server's schema and puts each message on its field", async () => {
    const values = emptyPlan();
    values.name = '';
    values.frequency = 9;
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
    expect(result.values).toMatchObject({
      name: 'Mine',
      minutesPerSession: 45,
      schedule: [{ weekday: 1, title: null }],
    });
  });
});
