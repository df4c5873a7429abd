import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import type { ImportPreview } from '@common/schemas/history-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { type BuiltWorkout, strongCsv } from '../../test/factories/history-import';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';
import { takeImportLock } from './commit-import';

// A name used only by workouts the import skips whatever the member answers (imported before, in
// the log, kept before) is not asked about, and the commit needs no choice for it: the answer
// would change nothing. A workout that may be written after all when the commit checks again (the
// member deleted theirs meanwhile) gets no guessed exercise: the commit asks for the choice.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const KG = { weightUnit: 'kg', distanceUnit: 'km' } as const;
const KG_QUERY = '?weightUnit=kg&distanceUnit=km';

const legs = (zottelKg = 60): BuiltWorkout => ({
  start: '2025-06-04 07:30',
  title: 'Legs',
  minutes: 45,
  sets: [
    { exercise: 'Squat (Barbell)', weight: 105, reps: 5 },
    { exercise: 'Zottel Squat', weight: zottelKg, reps: 8 },
  ],
});
const ARMS: BuiltWorkout = {
  start: '2025-06-05 08:00',
  title: 'Arms',
  minutes: 30,
  sets: [{ exercise: 'Quokka Curl', weight: 20, reps: 10 }],
};

const namesOf = (preview: ImportPreview) => preview.exercises.map((e) => e.name);

const ownNames = async (userId: number) =>
  (
    await ctx.db.query<{ name: string }>('select name from exercises where user_id = $1 order by name', [userId])
  ).rows.map((r) => r.name);

const titlesLogged = async (userId: number) =>
  (
    await ctx.db.query<{ title: string }>('select title from workout_logs where user_id = $1 order by performed_on', [
      userId,
    ])
  ).rows.map((r) => r.title);

/**
 * A member who imported Legs, its "Zottel Squat" created as their own and renamed since: the name
 * matches nothing now, and their Legs is still the file's (it keeps the file's name for it).
 */
async function importedLegs() {
  const { user, cookie } = await buildSignedInUser(ctx.db);
  const client = importClient(ctx, cookie);
  const first = await client.preview(strongCsv([legs()]), KG_QUERY);
  commitResult(await client.commit(first.token, { ...KG, exercises: acceptDefaults(first) }));
  const { rows } = await ctx.db.query<{ id: number; log_id: number }>(
    `select e.id, l.id as log_id from exercises e, workout_logs l
     where e.user_id = $1 and e.name = 'Zottel Squat' and l.user_id = $1 and l.title = 'Legs'`,
    [user.id],
  );
  const api = apiAs(ctx, cookie);
  expect((await api.patch(`/api/exercises/${rows[0].id}`, { name: 'Zottel Box Squat' })).statusCode).toBe(200);
  return { user, client, deleteLegs: () => api.delete(`/api/workout-logs/${rows[0].log_id}`) };
}

const choiceNeeded = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: M.choiceNeeded(['Zottel Squat']),
    errors: { exercises: M.choiceNeeded(['Zottel Squat']) },
  });
};

describe('names of workouts the import skips', () => {
  it('are not asked about when only a workout imported before uses them; the commit needs no choice', async () => {
    const { user, client } = await importedLegs();
    const preview = await client.preview(strongCsv([legs(), ARMS]), KG_QUERY);
    expect(preview).toMatchObject({ alreadyImported: 1, newWorkouts: 1, toReview: [] });
    expect(namesOf(preview)).toEqual(['Quokka Curl']);
    const result = commitResult(await client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview) }));
    expect(result).toMatchObject({ workoutsImported: 1, workoutsSkipped: 1, exercisesCreated: 1 });
    expect(await ownNames(user.id)).toEqual(['Quokka Curl', 'Zottel Box Squat']);
  });

  it('are asked about when a workout the member decides on uses them: the answer may import it', async () => {
    const { user, client } = await importedLegs();
    const preview = await client.preview(strongCsv([legs(62.5), ARMS]), KG_QUERY);
    expect(preview.toReview).toEqual([expect.objectContaining({ status: 'changed', title: 'Legs' })]);
    expect(preview.exercises.filter((e) => e.status === 'unmatched').map((e) => e.name)).toEqual(
      expect.arrayContaining(['Zottel Squat', 'Quokka Curl']),
    );
    const add = preview.toReview.map((r) => ({ key: r.key, action: 'add' as const }));
    const withoutZottel = acceptDefaults(preview).filter((c) => c.name !== 'Zottel Squat');
    choiceNeeded(await client.commit(preview.token, { ...KG, exercises: withoutZottel, workouts: add }));
    const result = commitResult(
      await client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview), workouts: add }),
    );
    expect(result).toMatchObject({ workoutsImported: 2, exercisesCreated: 2 });
    expect(await ownNames(user.id)).toEqual(['Quokka Curl', 'Zottel Box Squat', 'Zottel Squat']);
  });

  it('are asked for by the commit when the member deleted that workout after the preview', async () => {
    const { user, client, deleteLegs } = await importedLegs();
    const preview = await client.preview(strongCsv([legs(), ARMS]), KG_QUERY);
    expect(namesOf(preview)).toEqual(['Quokka Curl']);
    expect((await deleteLegs()).statusCode).toBe(204);
    choiceNeeded(await client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview) }));
    expect(await titlesLogged(user.id)).toEqual([]);
    expect(await ownNames(user.id)).toEqual(['Zottel Box Squat']);
  });

  it('are asked for by the commit when that workout is deleted while it waits for the import lock', async () => {
    const { user, client, deleteLegs } = await importedLegs();
    const preview = await client.preview(strongCsv([legs(), ARMS]), KG_QUERY);
    expect(namesOf(preview)).toEqual(['Quokka Curl']);
    // Another import of the member's holds the lock; the commit passes its first checks, then waits.
    const other = await ctx.db.connect();
    try {
      await other.query('begin');
      await takeImportLock(other, user.id);
      const committing = client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview) });
      await waitForImportLock(user.id);
      expect((await deleteLegs()).statusCode).toBe(204);
      await other.query('commit');
      choiceNeeded(await committing);
    } finally {
      await other.query('rollback').catch(() => {});
      other.release();
    }
    expect(await titlesLogged(user.id)).toEqual([]);
    expect(await ownNames(user.id)).toEqual(['Zottel Box Squat']);
  });
});

/** Until a commit of this member waits for the import lock (advisory, on this test's database). */
async function waitForImportLock(userId: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await ctx.db.query<{ waiting: boolean }>(
      `select exists (
         select 1 from pg_locks l join pg_database d on d.oid = l.database
         where l.locktype = 'advisory' and not l.granted and d.datname = current_database() and l.objid = $1
       ) as waiting`,
      [userId],
    );
    if (rows[0].waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no commit waited for the import lock');
}
