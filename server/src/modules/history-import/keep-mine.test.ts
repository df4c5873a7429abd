import type { ImportPreview } from '@common/schemas/history-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { importFixture, loggedWeights } from '../../test/factories/history-import';
import { buildLog, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// "Keep mine" is remembered (migration 0236): the same file, or a newer export holding that
// workout with the same sets, does not ask again and counts it with the skipped ones; a file whose
// sets for it changed again asks again. The member's workouts are never edited by it.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const KG = { weightUnit: 'kg', distanceUnit: 'km' } as const;
const KG_QUERY = '?weightUnit=kg&distanceUnit=km';

const logsOf = (userId: number) => loggedWeights(ctx.db, userId);

const keptRows = async (userId: number) =>
  (await ctx.db.query<{ n: number }>('select count(*)::int as n from history_import_kept where user_id = $1', [userId]))
    .rows[0].n;

const decide = (preview: ImportPreview, action: 'keep' | 'add') =>
  preview.toReview.map((r) => ({ key: r.key, action }));

/** strong-older-edited.csv with Push Day's third bench set changed again (85 kg -> 87.5 kg). */
const editedAgain = () => {
  const csv = importFixture('strong-older-edited.csv');
  const changed = csv.replace(',Bench Press (Barbell),2,85,6,', ',Bench Press (Barbell),2,87.5,6,');
  expect(changed).not.toBe(csv);
  return changed;
};

/** A newer Strong export: the edited file (Push Day as the member declined it) and a later workout. */
const newerExport = () =>
  `${importFixture('strong-older-edited.csv').trimEnd()}\n2023-01-20 09:00:00,Squats,30m,Squat (Barbell),1,110,5,0,0,,,\n`;

describe('"Keep mine" for a workout changed in the file since it was imported', () => {
  /** strong-older.csv imported, then strong-older-edited.csv answered with "Keep mine". */
  async function keptEdited() {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const first = await client.preview(importFixture('strong-older.csv'), KG_QUERY);
    commitResult(await client.commit(first.token, { ...KG, exercises: acceptDefaults(first) }));
    const logged = await logsOf(user.id);
    const edited = await client.preview(importFixture('strong-older-edited.csv'), KG_QUERY);
    expect(edited.toReview).toEqual([expect.objectContaining({ status: 'changed', title: 'Push Day' })]);
    expect(edited.keptBefore).toBe(0);
    const kept = commitResult(
      await client.commit(edited.token, { ...KG, exercises: acceptDefaults(edited), workouts: decide(edited, 'keep') }),
    );
    expect(kept).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2, keptChoices: 1 });
    // Only the choice is stored: the member's workouts are as they were.
    expect(await logsOf(user.id)).toEqual(logged);
    return { user, cookie, client, logged };
  }

  it('is not asked again when the same file is imported again: it is skipped and counted', async () => {
    const { user, client, logged } = await keptEdited();
    const again = await client.preview(importFixture('strong-older-edited.csv'), KG_QUERY);
    expect(again).toMatchObject({ workouts: 2, alreadyImported: 1, keptBefore: 1, newWorkouts: 0, toReview: [] });
    // No decision needed any more; the commit skips both and changes nothing.
    const result = commitResult(await client.commit(again.token, { ...KG, exercises: acceptDefaults(again) }));
    expect(result).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2, keptChoices: 0 });
    expect(await logsOf(user.id)).toEqual(logged);
  });

  it('is not asked in a newer export holding the same workout unchanged; its new workout is added', async () => {
    const { user, client } = await keptEdited();
    const newer = await client.preview(newerExport(), KG_QUERY);
    expect(newer).toMatchObject({ workouts: 3, alreadyImported: 1, keptBefore: 1, newWorkouts: 1, toReview: [] });
    const result = commitResult(await client.commit(newer.token, { ...KG, exercises: acceptDefaults(newer) }));
    expect(result).toMatchObject({ workoutsImported: 1, workoutsSkipped: 2 });
    expect((await logsOf(user.id)).map((l) => [l.title, l.weights[2] ?? l.weights[0]])).toEqual([
      ['Push Day', '82.50'],
      ['Legs', '90.00'],
      ['Squats', '110.00'],
    ]);
  });

  it('is asked again when the file’s workout changed again, and the new answer is remembered too', async () => {
    const { client } = await keptEdited();
    const changed = await client.preview(editedAgain(), KG_QUERY);
    expect(changed).toMatchObject({ alreadyImported: 1, keptBefore: 0, newWorkouts: 0 });
    expect(changed.toReview).toEqual([
      expect.objectContaining({
        status: 'changed',
        title: 'Push Day',
        differences: [
          'Bench Press (Barbell), set 3: 82.5 kg × 6 RPE 8.5 in your history, 87.5 kg × 6 RPE 8.5 in the file.',
        ],
      }),
    ]);
    commitResult(
      await client.commit(changed.token, {
        ...KG,
        exercises: acceptDefaults(changed),
        workouts: decide(changed, 'keep'),
      }),
    );
    // Both versions the member declined are remembered; the one imported first was never asked.
    for (const csv of [editedAgain(), importFixture('strong-older-edited.csv')]) {
      expect(await client.preview(csv, KG_QUERY)).toMatchObject({ keptBefore: 1, toReview: [] });
    }
  });

  it('is forgotten with the member’s account', async () => {
    const { user, cookie } = await keptEdited();
    expect(await keptRows(user.id)).toBe(1);
    expect((await apiAs(ctx, cookie).delete(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await keptRows(user.id)).toBe(0);
  });
});

describe('"Keep mine" for a workout like one logged that day', () => {
  /** Logged here: legs on 4 June, 100 kg and 102.5 kg; strong-logged-here.csv has 105 kg. */
  async function loggedLegs() {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-06-04',
      title: 'Legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { reps: 5, weightKg: 100 },
            { reps: 5, weightKg: 102.5 },
          ],
        },
      ],
    });
    return { user, client: importClient(ctx, cookie) };
  }

  it('is not asked the next time; other sets that day are asked again', async () => {
    const { user, client } = await loggedLegs();
    const file = importFixture('strong-logged-here.csv');
    const first = await client.preview(file, KG_QUERY);
    expect(first).toMatchObject({ keptBefore: 0, newWorkouts: 1 });
    expect(first.toReview).toEqual([expect.objectContaining({ status: 'similar', title: 'Legs' })]);
    const kept = commitResult(
      await client.commit(first.token, { ...KG, exercises: acceptDefaults(first), workouts: decide(first, 'keep') }),
    );
    expect(kept).toMatchObject({ workoutsImported: 1, workoutsSkipped: 1 });

    const again = await client.preview(file, KG_QUERY);
    expect(again).toMatchObject({ alreadyImported: 1, keptBefore: 1, newWorkouts: 0, toReview: [] });
    expect((await logsOf(user.id)).filter((l) => l.title === 'Legs').map((l) => l.weights)).toEqual([
      ['100.00', '102.50'],
    ]);

    const heavier = file.replace('Legs,45m,Squat (Barbell),2,105,5', 'Legs,45m,Squat (Barbell),2,107.5,5');
    expect(heavier).not.toBe(file);
    const other = await client.preview(heavier, KG_QUERY);
    expect(other).toMatchObject({ keptBefore: 0 });
    expect(other.toReview).toEqual([expect.objectContaining({ status: 'similar', title: 'Legs' })]);
  });
});
