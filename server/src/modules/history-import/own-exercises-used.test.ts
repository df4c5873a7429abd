import type { ImportPreview } from '@common/schemas/history-import';
import { MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { strongCsv } from '../../test/factories/history-import';
import { buildLog, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// A name kept as the member's own exercise is created only when a workout the commit writes uses
// it: a name whose only workouts are skipped ("Keep mine", now or before) would stand in the
// library with nothing logged under it.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const KG = { weightUnit: 'kg', distanceUnit: 'km' } as const;
const KG_QUERY = '?weightUnit=kg&distanceUnit=km';

/** Legs on 4 June (like the one the member logged that day, with a new name) and Arms on 5 June. */
const FILE = strongCsv([
  {
    start: '2025-06-04 07:30',
    title: 'Legs',
    minutes: 45,
    sets: [
      { exercise: 'Squat (Barbell)', weight: 105, reps: 5 },
      { exercise: 'Zottel Squat', weight: 60, reps: 8 },
      { exercise: 'Wombat Lunge', weight: 20, reps: 10 },
    ],
  },
  { start: '2025-06-05 08:00', title: 'Arms', minutes: 30, sets: [{ exercise: 'Quokka Curl', weight: 20, reps: 10 }] },
]);

const ownNames = async (userId: number) =>
  (
    await ctx.db.query<{ name: string }>('select name from exercises where user_id = $1 order by name', [userId])
  ).rows.map((r) => r.name);

const keepAll = (preview: ImportPreview) => preview.toReview.map((r) => ({ key: r.key, action: 'keep' as const }));

/** A member who logged legs on 4 June, so the file's Legs is asked about. */
async function loggedLegs() {
  const { user, cookie } = await buildSignedInUser(ctx.db);
  await buildLog(ctx.db, user.id, {
    date: '2025-06-04',
    title: 'Legs',
    exercises: [{ name: 'Back Squat', sets: [{ reps: 5, weightKg: 100 }] }],
  });
  return { user, client: importClient(ctx, cookie) };
}

describe('own exercises made on commit', () => {
  it('are made only for names a written workout uses, not for a workout kept as the member’s', async () => {
    const { user, client } = await loggedLegs();
    const preview = await client.preview(FILE, KG_QUERY);
    expect(preview).toMatchObject({ newWorkouts: 1, toReview: [expect.objectContaining({ title: 'Legs' })] });
    expect(acceptDefaults(preview).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Zottel Squat', 'Wombat Lunge', 'Quokka Curl']),
    );
    const result = commitResult(
      await client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview), workouts: keepAll(preview) }),
    );
    expect(result).toMatchObject({ workoutsImported: 1, keptChoices: 1, exercisesCreated: 1 });
    expect(await ownNames(user.id)).toEqual(['Quokka Curl']);
  });

  it('are not made for names of a workout kept before, skipped without asking', async () => {
    const { user, client } = await loggedLegs();
    const first = await client.preview(FILE, KG_QUERY);
    commitResult(
      await client.commit(first.token, { ...KG, exercises: acceptDefaults(first), workouts: keepAll(first) }),
    );
    const again = await client.preview(FILE, KG_QUERY);
    expect(again).toMatchObject({ alreadyImported: 1, keptBefore: 1, newWorkouts: 0, toReview: [] });
    // Both workouts are skipped without asking, so no name is asked about either.
    expect(again.exercises).toEqual([]);
    const result = commitResult(await client.commit(again.token, { ...KG, exercises: acceptDefaults(again) }));
    expect(result).toMatchObject({ workoutsImported: 0, exercisesCreated: 0 });
    expect(await ownNames(user.id)).toEqual(['Quokka Curl']);
  });

  it('count against the own-exercise limit only when a written workout uses them', async () => {
    const { user, client } = await loggedLegs();
    await ctx.db.query(
      `insert into exercises (user_id, name, muscle_group, equipment, category)
       select $1, 'Own ' || n, 'core', 'other', 'strength' from generate_series(1, $2::int) as n`,
      [user.id, MAX_OWN_EXERCISES - 1],
    );
    const preview = await client.preview(FILE, KG_QUERY);
    const res = await client.commit(preview.token, {
      ...KG,
      exercises: acceptDefaults(preview),
      workouts: keepAll(preview),
    });
    expect(commitResult(res)).toMatchObject({ workoutsImported: 1, exercisesCreated: 1 });
    expect(await ownNames(user.id)).toHaveLength(MAX_OWN_EXERCISES);
  });
});
