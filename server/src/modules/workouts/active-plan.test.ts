import { EXERCISE_LIMITS, EXERCISE_MESSAGES as X } from '@common/exercises-texts';
import { MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
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
import { numberedName } from './plan-writes';

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

  it("uses the copier's exercise of that name only when it is the same kind; else the copy gets its own", async () => {
    const owner = await publicMember();
    // The owner's loaded sled: weight and reps, 3 x 6.
    const sled = await buildOwnExercise(ctx.db, owner.id, { name: 'Sled', equipment: 'other', category: 'strength' });
    const flip = await buildOwnExercise(ctx.db, owner.id, {
      name: 'Tyre Flip',
      equipment: 'other',
      category: 'strength',
    });
    const planId = await buildPlan(ctx.db, owner.id, {
      name: 'Strongman',
      schedule: [
        {
          weekday: 2,
          title: null,
          exercises: [
            { exerciseId: sled.id, sets: 3, reps: 6 },
            { exerciseId: flip.id, sets: 5, reps: 3 },
          ],
        },
      ],
    });
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // The copier's sled is cardio (distance and time); their tyre flip is the same kind as the owner's.
    const mySled = await buildOwnExercise(ctx.db, user.id, { name: 'sled', equipment: 'other', category: 'cardio' });
    await ctx.db.query(`update exercises set logging_type = 'distance_duration' where id = $1`, [mySled.id]);
    const myFlip = await buildOwnExercise(ctx.db, user.id, {
      name: 'tyre flip',
      equipment: 'other',
      category: 'strength',
    });

    const copy = async () => {
      const res = await apiAs(ctx, cookie).post(`/api/workout-plans/${planId}/copy`);
      expect(res.statusCode).toBe(201);
      return res.json().schedule[0].exercises;
    };
    const [copiedSled, copiedFlip] = await copy();
    expect(copiedSled).toMatchObject({ name: 'Sled (2)', sets: 3, reps: 6 });
    expect(copiedSled.exerciseId).not.toBe(mySled.id);
    expect(copiedFlip).toMatchObject({ exerciseId: myFlip.id, sets: 5, reps: 3 });
    const kinds = await ownKinds(user.id);
    expect(kinds).toEqual([
      { name: 'sled', equipment: 'other', logging_type: 'distance_duration' },
      { name: 'Sled (2)', equipment: 'other', logging_type: 'weight_reps' },
      { name: 'tyre flip', equipment: 'other', logging_type: 'weight_reps' },
    ]);
    // Copying it again reuses "Sled (2)": no "Sled (3)".
    const [again] = await copy();
    expect(again.exerciseId).toBe(copiedSled.exerciseId);
    expect(await ownKinds(user.id)).toEqual(kinds);
  });

  it('numbers a copied name within the name limit', () => {
    expect(numberedName('Sled', 1)).toBe('Sled');
    expect(numberedName('Sled', 2)).toBe('Sled (2)');
    const longest = 'A'.repeat(EXERCISE_LIMITS.nameMax);
    expect(numberedName(longest, 12)).toBe(`${'A'.repeat(EXERCISE_LIMITS.nameMax - 5)} (12)`);
  });

  it('refuses a copy that would take the member over their own-exercise limit, and adds nothing', async () => {
    const owner = await publicMember();
    const a = await buildOwnExercise(ctx.db, owner.id, { name: 'Atlas Stone' });
    const b = await buildOwnExercise(ctx.db, owner.id, { name: 'Yoke Walk' });
    const planId = await buildPlan(ctx.db, owner.id, {
      schedule: [
        {
          weekday: 1,
          title: null,
          exercises: [
            { exerciseId: a.id, sets: 3, reps: 3 },
            { exerciseId: b.id, sets: 3, reps: 3 },
          ],
        },
      ],
    });
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(
      `insert into exercises (user_id, name, muscle_group, equipment, category)
       select $1, 'Own ' || n, 'core', 'other', 'strength' from generate_series(1, $2::int) as n`,
      [user.id, MAX_OWN_EXERCISES - 1],
    );
    const res = await apiAs(ctx, cookie).post(`/api/workout-plans/${planId}/copy`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(X.ownExercisesMax(MAX_OWN_EXERCISES));
    expect(await ownKinds(user.id)).toHaveLength(MAX_OWN_EXERCISES - 1);
    const { rows } = await ctx.db.query('select count(*)::int as n from workout_plans where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });
});

/** A member whose plans everyone may see and copy. */
async function publicMember() {
  const owner = await buildUser(ctx.db);
  await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [owner.id]);
  return owner;
}

/** A member's own exercises: what each records, on what, by name. */
async function ownKinds(userId: number) {
  const { rows } = await ctx.db.query(
    'select name, equipment, logging_type from exercises where user_id = $1 order by lower(name), id',
    [userId],
  );
  return rows;
}

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
