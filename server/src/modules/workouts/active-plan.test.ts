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

describe('the active plan', () => {
  it('keeps one active plan per member: activating one deactivates the other', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    expect((await call.get('/api/workout-plans/active')).json()).toBeNull();
    const a = (
      await call.post(`/api/workout-plans?today=${new Date().toISOString().slice(0, 10)}`, planBody({ isActive: true }))
    ).json();
    expect(a.isActive).toBe(true);
    expect(a.startedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const b = (await call.post('/api/workout-plans', planBody({ name: 'Second' }))).json();
    expect((await call.put(`/api/workout-plans/${b.id}`, { isActive: true })).json().isActive).toBe(true);
    expect((await call.get(`/api/workout-plans/${a.id}`)).json()).toMatchObject({
      isActive: false,
      startedOn: null,
    });
    const active = (await call.get('/api/workout-plans/active')).json();
    expect(active).toMatchObject({ id: b.id, name: 'Second' });
    expect(active.schedule).toHaveLength(2);
    await call.put(`/api/workout-plans/${b.id}`, { isActive: false });
    expect((await call.get('/api/workout-plans/active')).json()).toBeNull();
    const { rows } = await ctx.db.query(
      'select count(*)::int as n from workout_plans where user_id = $1 and is_active',
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses to make a recommended plan active (members copy it instead)', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const res = await apiAs(ctx, admin.cookie).post('/api/workout-plans', planBody({ curated: true, isActive: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.curatedNotActive);
  });

  it('copies a visible plan into My Plans as the active plan; a hidden one is 403', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const curated = await buildPlan(ctx.db, null, { curated: true, name: 'Shared Strength' });
    const res = await apiAs(ctx, cookie).post(`/api/workout-plans/${curated}/copy`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Shared Strength',
      curated: false,
      isActive: true,
      user: { id: user.id },
    });
    expect(res.json().schedule.map((d: { weekday: number }) => d.weekday)).toEqual([1, 4]);

    const owner = await buildUser(ctx.db);
    const hidden = await buildPlan(ctx.db, owner.id);
    // Hidden by the owner's workout activity choice: the plan does not exist for this member.
    expect((await apiAs(ctx, cookie).post(`/api/workout-plans/${hidden}/copy`)).statusCode).toBe(404);
  });

  it("copies another member's own exercises into the copier's library", async () => {
    const owner = await buildUser(ctx.db);
    await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [owner.id]);
    const theirs = await buildOwnExercise(ctx.db, owner.id, { name: 'Tyre Flip', category: 'strength' });
    const planId = await buildPlan(ctx.db, owner.id, {
      schedule: [{ weekday: 2, title: null, exercises: [{ exerciseId: theirs.id, sets: 3, reps: 6 }] }],
    });
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const copy = (await apiAs(ctx, cookie).post(`/api/workout-plans/${planId}/copy`)).json();
    const copied = copy.schedule[0].exercises[0];
    expect(copied.name).toBe('Tyre Flip');
    expect(copied.exerciseId).not.toBe(theirs.id);
    const mine = (await apiAs(ctx, cookie).get('/api/exercises?q=tyre')).json();
    expect(mine).toEqual([expect.objectContaining({ id: copied.exerciseId, custom: true })]);
    expect(user.id).toBeTruthy();
  });
});

describe('GET /api/users/{id}/workout-plans', () => {
  it("respects the owner's workout activity choice: 403 when hidden, 404 for an unknown member", async () => {
    const owner = await buildUser(ctx.db);
    const planId = await buildPlan(ctx.db, owner.id);
    const viewer = await buildSignedInUser(ctx.db);
    const get = (id: number) => apiAs(ctx, viewer.cookie).get(`/api/users/${id}/workout-plans`);
    const hidden = await get(owner.id);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(M.planHidden);
    await follow(ctx.db, owner.id, viewer.user.id);
    await follow(ctx.db, viewer.user.id, owner.id);
    const shown = await get(owner.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual([expect.objectContaining({ id: planId, frequency: 3 })]);
    expect((await get(999999)).statusCode).toBe(404);
    expect((await apiAs(ctx).get(`/api/users/${owner.id}/workout-plans`)).statusCode).toBe(401);
  });
});
