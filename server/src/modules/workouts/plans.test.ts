import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import {
  buildOwnExercise,
  buildPlan,
  exerciseIdOf,
  loadWorkoutLibrary,
  planBodyWith,
} from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
let squat: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
  squat = await exerciseIdOf(ctx.db, 'Back Squat');
});

const planBody = (overrides: Record<string, unknown> = {}) => planBodyWith(bench, squat, overrides);

describe('POST /api/workout-plans', () => {
  it('creates a plan with its weekly schedule, answered with exercise names and the intensity label', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-plans', planBody());
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      name: 'Push Pull',
      level: 'intermediate',
      goal: 'strength',
      frequency: 3,
      duration: 6,
      durationWeeks: 6,
      minutesPerSession: 50,
      intensity: 'Medium intensity',
      isActive: false,
      curated: false,
      weekdays: [1, 3],
      user: { id: user.id, username: user.username },
    });
    expect(plan.schedule).toEqual([
      {
        weekday: 1,
        title: 'Push',
        exercises: [
          expect.objectContaining({ exerciseId: bench, name: 'Bench Press', sets: 4, reps: 8, weightKg: 70 }),
        ],
      },
      {
        weekday: 3,
        title: 'Legs',
        exercises: [expect.objectContaining({ name: 'Back Squat', equipment: 'barbell', sets: 5, weightKg: 100 })],
      },
    ]);
    const again = await apiAs(ctx, cookie).get(`/api/workout-plans/${plan.id}`);
    expect(again.json()).toEqual(plan);
  });

  it.each([
    [{ name: '  ' }, 'name', M.planNameRequired],
    [{ level: 'expert' }, 'level', M.levelInvalid],
    [{ goal: 'muscle_gain' }, 'goal', M.goalInvalid],
    [{ frequency: 0 }, 'frequency', M.frequencyRange],
    [{ frequency: 8 }, 'frequency', M.frequencyRange],
    [{ frequency: 2.5 }, 'frequency', M.frequencyRange],
    [{ durationWeeks: 53 }, 'durationWeeks', M.durationWeeksRange],
    [{ minutesPerSession: 2 }, 'minutesPerSession', M.minutesRange],
    [{ schedule: [] }, 'schedule', M.scheduleRequired],
    [{ frequency: 1 }, 'schedule', M.scheduleTooManyDays],
  ])('refuses %o with 400 and "%s: %s"', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-plans', planBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('checks each day: weekdays once, 1 to 7, with exercises that have a target', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const post = (schedule: unknown) => apiAs(ctx, cookie).post('/api/workout-plans', planBody({ schedule }));
    const day = (weekday: number, exercises: unknown[]) => ({ weekday, exercises });
    const bad = [
      [
        [day(1, [{ exerciseId: bench, sets: 3, reps: 5 }]), day(1, [{ exerciseId: bench, sets: 3, reps: 5 }])],
        M.weekdayRepeated,
      ],
      [[day(9, [{ exerciseId: bench, sets: 3, reps: 5 }])], M.weekdayInvalid],
      [[day(2, [])], M.dayExercisesRequired],
      [[day(2, [{ exerciseId: bench, sets: 3 }])], M.targetRequired],
      [[day(2, [{ exerciseId: bench, sets: 0, reps: 5 }])], M.setsRange],
      [[day(2, [{ exerciseId: bench, sets: 3, reps: 5, weightKg: 900 }])], M.weightRange],
    ] as const;
    for (const [schedule, message] of bad) {
      const res = await post(schedule);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const cardio = await post([day(2, [{ exerciseId: bench, sets: 1, durationSeconds: 1200, distanceKm: 5 }])]);
    expect(cardio.statusCode).toBe(201);
  });

  it('refuses a plan name of only invisible characters; a day title of them is no title', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const invisible = '\u200B\u2060';
    const named = await apiAs(ctx, cookie).post('/api/workout-plans', planBody({ name: invisible }));
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toEqual({ name: M.planNameRequired });
    const schedule = [{ weekday: 1, title: invisible, exercises: [{ exerciseId: bench, sets: 3, reps: 5 }] }];
    const titled = await apiAs(ctx, cookie).post('/api/workout-plans', planBody({ schedule }));
    expect(titled.statusCode).toBe(201);
    expect(titled.json().schedule[0].title).toBeNull();
    const renamed = await apiAs(ctx, cookie).put(`/api/workout-plans/${titled.json().id}`, { name: invisible });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ name: M.planNameRequired });
  });

  it("refuses exercises outside the member's library (another member's own exercise, an unknown id)", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const theirs = await buildOwnExercise(ctx.db, other.id);
    for (const exerciseId of [theirs.id, 999999]) {
      const schedule = [{ weekday: 1, exercises: [{ exerciseId, sets: 3, reps: 5 }] }];
      const res = await apiAs(ctx, cookie).post('/api/workout-plans', planBody({ schedule }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.exerciseUnknown, errors: { schedule: M.exerciseUnknown } });
    }
  });

  it('accepts the member own exercises', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const mine = await buildOwnExercise(ctx.db, user.id, { name: 'Sandbag Carry' });
    const schedule = [{ weekday: 6, exercises: [{ exerciseId: mine.id, sets: 3, distanceKm: 0.05 }] }];
    const res = await apiAs(ctx, cookie).post('/api/workout-plans', planBody({ schedule }));
    expect(res.statusCode).toBe(201);
    expect(res.json().schedule[0].exercises[0].name).toBe('Sandbag Carry');
  });

  it('answers 401 to a visitor and 403 cross-site', async () => {
    expect((await apiAs(ctx).post('/api/workout-plans', planBody())).statusCode).toBe(401);
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/workout-plans',
      payload: planBody(),
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets only admins create recommended (curated) plans, owned by no one', async () => {
    const member = await buildSignedInUser(ctx.db);
    const refused = await apiAs(ctx, member.cookie).post('/api/workout-plans', planBody({ curated: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.curatedAdminOnly);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const created = await apiAs(ctx, admin.cookie).post('/api/workout-plans', planBody({ curated: true }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ curated: true, user: null, isActive: false });
    const suggestions = await apiAs(ctx, member.cookie).get('/api/workout-suggestions?limit=100');
    expect(suggestions.json().map((s: { id: number }) => s.id)).toContain(created.json().id);
  });
});

describe('GET /api/workout-plans (My Plans)', () => {
  it("lists only the member's plans, newest first, filtered by level and goal, paged by id", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await buildPlan(ctx.db, other.id, { name: 'Not mine' });
    const ids: number[] = [];
    for (const [level, goal] of [
      ['beginner', 'strength'],
      ['advanced', 'endurance'],
      ['beginner', 'endurance'],
    ] as const) {
      ids.push(await buildPlan(ctx.db, user.id, { level, goal, name: `${level} ${goal}` }));
    }
    const get = (q: string) => apiAs(ctx, cookie).get(`/api/workout-plans${q}`);
    expect((await get('')).json().map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    expect((await get('?level=beginner')).json().map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0]]);
    expect((await get('?goal=endurance&level=advanced')).json().map((p: { id: number }) => p.id)).toEqual([ids[1]]);
    const first = (await get('?limit=2')).json();
    expect(first.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
    const next = (await get(`?limit=2&before=${first[1].id}`)).json();
    expect(next.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    expect((await get('?level=expert')).statusCode).toBe(400);
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await apiAs(ctx).get('/api/workout-plans')).statusCode).toBe(401);
  });
});

describe('GET|PUT|DELETE /api/workout-plans/{id}', () => {
  it("shows another member's plan only as their 'workout activity' choice allows; admins see it", async () => {
    const owner = await buildUser(ctx.db);
    const planId = await buildPlan(ctx.db, owner.id);
    const stranger = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, owner.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.id);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const get = (cookie: string) => apiAs(ctx, cookie).get(`/api/workout-plans/${planId}`);
    // Default: friends. Hidden, one plan does not exist for the viewer (404; the list says 403).
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    expect((await get(friend.cookie)).statusCode).toBe(200);
    expect((await get(admin.cookie)).statusCode).toBe(200);
    await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [owner.id]);
    expect((await get(stranger.cookie)).statusCode).toBe(200);
    await ctx.db.query(`update user_settings set workout_activity = 'private' where user_id = $1`, [owner.id]);
    expect((await get(friend.cookie)).statusCode).toBe(404);
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown plan and 400 for a bad id', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const method of ['get', 'put', 'delete'] as const) {
      expect((await apiAs(ctx, cookie)[method]('/api/workout-plans/999999', {})).statusCode).toBe(404);
      const bad = await apiAs(ctx, cookie)[method]('/api/workout-plans/abc', {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid id');
    }
  });

  it('lets the owner and admins change a plan (partial update, schedule replaced); others get 403', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, owner.user.id, { frequency: 3 });
    const other = await buildSignedInUser(ctx.db);
    await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [owner.user.id]);
    const put = (cookie: string, body: object) => apiAs(ctx, cookie).put(`/api/workout-plans/${planId}`, body);
    expect((await put(other.cookie, { name: 'Mine now' })).statusCode).toBe(403);

    const renamed = await put(owner.cookie, { name: 'Renamed', minutesPerSession: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', minutesPerSession: null, frequency: 3, weekdays: [1, 4] });

    const schedule = [{ weekday: 7, title: 'Sunday', exercises: [{ exerciseId: squat, sets: 2, reps: 3 }] }];
    const rescheduled = await put(owner.cookie, { schedule });
    expect(rescheduled.json().weekdays).toEqual([7]);
    expect(rescheduled.json().schedule[0]).toMatchObject({ weekday: 7, title: 'Sunday' });

    // The schedule-versus-frequency rule applies to the merged plan.
    const tooFew = await put(owner.cookie, { frequency: 0 });
    expect(tooFew.statusCode).toBe(400);
    const twoDays = [1, 2].map((weekday) => ({ weekday, exercises: [{ exerciseId: squat, sets: 1, reps: 1 }] }));
    await put(owner.cookie, { frequency: 2, schedule: twoDays });
    const narrowed = await put(owner.cookie, { frequency: 1 });
    expect(narrowed.statusCode).toBe(400);
    expect(narrowed.json().errors).toEqual({ schedule: M.scheduleTooManyDays });

    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await put(admin.cookie, { description: 'Checked by an admin' })).json().description).toBe(
      'Checked by an admin',
    );
    expect((await put(owner.cookie, { curated: true })).json().message).toBe(M.curatedFixed);
  });

  it('deletes for the owner or an admin only; logs of the plan keep existing without it', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const first = await buildPlan(ctx.db, owner.user.id);
    const second = await buildPlan(ctx.db, owner.user.id);
    await ctx.db.query(
      `insert into workout_logs (user_id, plan_id, title, performed_on, duration_minutes) values ($1, $2, 'x', '2025-01-01', 30)`,
      [owner.user.id, first],
    );
    // Hidden from the other member (workout activity: friends): not theirs to see, so 404.
    expect((await apiAs(ctx, other.cookie).delete(`/api/workout-plans/${first}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, owner.cookie).delete(`/api/workout-plans/${first}`)).statusCode).toBe(204);
    expect((await apiAs(ctx, owner.cookie).get(`/api/workout-plans/${first}`)).statusCode).toBe(404);
    const { rows } = await ctx.db.query('select plan_id from workout_logs where user_id = $1', [owner.user.id]);
    expect(rows).toEqual([{ plan_id: null }]);
    expect((await apiAs(ctx, admin.cookie).delete(`/api/workout-plans/${second}`)).statusCode).toBe(204);
  });
});
