import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { describe, expect, it } from 'vitest';
import { emptyPlan, formToBody, planResolver } from './plan-form';

const resolve = (values: ReturnType<typeof emptyPlan>) =>
  planResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the plan builder form', () => {
  it('turns minutes into seconds and empty boxes into "not given"', () => {
    const values = emptyPlan();
    values.schedule[0].exercises[0] = {
      exerciseId: 4,
      sets: 2,
      reps: Number.NaN,
      weightKg: Number.NaN,
      durationMinutes: 1.5,
      distanceKm: 3,
    };
    const body = formToBody(values);
    expect(body.schedule[0]).toMatchObject({
      weekday: 1,
      exercises: [{ exerciseId: 4, durationSeconds: 90, distanceKm: 3 }],
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
