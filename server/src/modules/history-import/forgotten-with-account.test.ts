import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// What an import remembers of a member (the keys of the workouts it added, the exercise they chose
// for a name) is their data: it goes with their account, and another member's stays.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const rowsOf = async (userId: number) =>
  (
    await ctx.db.query<{ keys: number; names: number }>(
      `select (select count(*)::int from history_import_workouts where user_id = $1) as keys,
         (select count(*)::int from history_import_exercise_names where user_id = $1) as names`,
      [userId],
    )
  ).rows[0];

/** Imports strong-logged-here.csv with "Squat (Barbell)" chosen as Front Squat (remembered). */
async function importWithChoice(cookie: string) {
  const client = importClient(ctx, cookie);
  const preview = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg');
  const frontSquat = await exerciseIdOf(ctx.db, 'Front Squat');
  const exercises = [...acceptDefaults(preview), { name: 'Squat (Barbell)', action: 'match', exerciseId: frontSquat }];
  commitResult(await client.commit(preview.token, { weightUnit: 'kg', exercises }));
}

describe('deleting the account', () => {
  it('forgets the member’s imported workouts’ keys and exercise-name choices, not another’s', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    await importWithChoice(cookie);
    await importWithChoice(other.cookie);
    expect(await rowsOf(user.id)).toEqual({ keys: 2, names: 1 });

    expect((await apiAs(ctx, cookie).delete(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await rowsOf(user.id)).toEqual({ keys: 0, names: 0 });
    expect(await rowsOf(other.user.id)).toEqual({ keys: 2, names: 1 });
  });
});
