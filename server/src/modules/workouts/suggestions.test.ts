import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

describe('GET /api/workout-suggestions', () => {
  it("answers the recommended plans with the spec's fields, equipment from their exercises and intensity", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).get('/api/workout-suggestions');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().map((s: { name: string }) => [s.name, s]));
    expect(byName['Strength Builder']).toMatchObject({
      duration: 45,
      level: 'intermediate',
      goal: 'strength',
      frequency: 4,
      intensity: 'Medium intensity',
      equipment: 'Barbell, Bodyweight',
    });
    expect(byName['Fat Burner']).toMatchObject({ duration: 30, level: 'beginner', intensity: 'Low intensity' });
    expect(byName['10K Endurance']).toMatchObject({ intensity: 'High intensity' });
    expect(typeof byName['Fat Burner'].description).toBe('string');
  });

  it('filters by level and goal, shows no minutes for a plan without them, and checks the filters', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const get = (q: string) => apiAs(ctx, cookie).get(`/api/workout-suggestions${q}`);
    const names = async (q: string) => (await get(q)).json().map((s: { name: string }) => s.name);
    expect(await names('?level=beginner&goal=weight_loss')).toEqual(['Fat Burner']);
    expect(await names('?goal=flexibility')).toEqual(['Mobility Reset']);
    expect(await names('?level=advanced&goal=flexibility')).toEqual([]);
    const id = await buildPlan(ctx.db, null, { curated: true, name: 'No Minutes', minutesPerSession: null });
    const all = (await get('')).json();
    expect(all[0]).toMatchObject({ id, name: 'No Minutes', duration: null });
    expect((await get('?goal=muscle_gain')).statusCode).toBe(400);
    expect((await apiAs(ctx).get('/api/workout-suggestions')).statusCode).toBe(401);
  });

  it('a member plan is never a suggestion', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildPlan(ctx.db, user.id, { name: 'Private Thing' });
    const names = (await apiAs(ctx, cookie).get('/api/workout-suggestions?limit=100'))
      .json()
      .map((s: { name: string }) => s.name);
    expect(names).not.toContain('Private Thing');
  });
});

describe('GET /api/workout-plans/recommended and /discover', () => {
  it('Recommended lists the curated plans as plan summaries', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const plans = (await apiAs(ctx, cookie).get('/api/workout-plans/recommended?level=intermediate')).json();
    expect(plans).toEqual([
      expect.objectContaining({ name: 'Strength Builder', curated: true, weekdays: [1, 2, 4, 5] }),
    ]);
  });

  it('discovers recommended plans and the plans other members let the viewer see, by name', async () => {
    const viewer = await buildSignedInUser(ctx.db);
    const publicOwner = await buildUser(ctx.db);
    const friend = await buildUser(ctx.db);
    const stranger = await buildUser(ctx.db);
    await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [publicOwner.id]);
    await follow(ctx.db, friend.id, viewer.user.id);
    await follow(ctx.db, viewer.user.id, friend.id);
    const shown = [
      await buildPlan(ctx.db, publicOwner.id, { name: 'Zeta Public Squats' }),
      await buildPlan(ctx.db, friend.id, { name: 'Zeta Friend Squats' }),
    ];
    await buildPlan(ctx.db, stranger.id, { name: 'Zeta Hidden Squats' });
    await buildPlan(ctx.db, viewer.user.id, { name: 'Zeta My Own Squats' });
    const get = (q: string) => apiAs(ctx, viewer.cookie).get(`/api/workout-plans/discover${q}`);
    const ids = async (q: string) => (await get(q)).json().map((p: { id: number }) => p.id);
    expect(await ids('?q=zeta')).toEqual([...shown].reverse());
    expect(await ids('?q=zeta&limit=1')).toEqual([shown[1]]);
    expect(await ids(`?q=zeta&before=${shown[1]}`)).toEqual([shown[0]]);
    const withCurated = (await get('?q=builder')).json();
    expect(withCurated.map((p: { name: string }) => p.name)).toEqual(['Strength Builder']);
    expect(await ids('?q=builder&community=true')).toEqual([]);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const adminSees = (await apiAs(ctx, admin.cookie).get('/api/workout-plans/discover?q=zeta')).json();
    expect(adminSees).toHaveLength(4);
    // % and _ are characters to find, not wildcards: no plan's name holds them.
    for (const q of ['%25', '_', '%25_%25']) expect(await ids(`?q=${q}`), q).toEqual([]);
    const percent = await buildPlan(ctx.db, publicOwner.id, { name: 'Zeta 100% effort' });
    expect(await ids('?q=0%25')).toEqual([percent]);
  });

  it('curated exercises only in a recommended plan created by an admin', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const own = await ctx.db.query<{ id: number }>(
      `insert into exercises (user_id, name, muscle_group, equipment, category) values ($1, 'Admin Only', 'core', 'other', 'strength') returning id`,
      [admin.user.id],
    );
    const res = await apiAs(ctx, admin.cookie).post('/api/workout-plans', {
      name: 'Default',
      level: 'beginner',
      goal: 'strength',
      frequency: 1,
      durationWeeks: 1,
      curated: true,
      schedule: [{ weekday: 1, exercises: [{ exerciseId: own.rows[0].id, sets: 1, reps: 1 }] }],
    });
    expect(res.statusCode).toBe(400);
    const ok = await apiAs(ctx, admin.cookie).post('/api/workout-plans', {
      name: 'Default',
      level: 'beginner',
      goal: 'strength',
      frequency: 1,
      durationWeeks: 1,
      curated: true,
      schedule: [
        { weekday: 1, exercises: [{ exerciseId: await exerciseIdOf(ctx.db, 'Plank'), sets: 1, durationSeconds: 60 }] },
      ],
    });
    expect(ok.statusCode).toBe(201);
  });
});
