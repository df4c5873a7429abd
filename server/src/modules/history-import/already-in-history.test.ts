import type { ImportPreview } from '@common/schemas/history-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser } from '../../test/factories';
import { importFixture, loggedWeights } from '../../test/factories/history-import';
import { buildLog, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// A file's workouts against the member's history (D13: never stored twice, never dropped without
// a word): the FitCircle export read back, a Strong export of workouts also logged here, and a
// Strong re-export with one set corrected since the import.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const KG = { weightUnit: 'kg', distanceUnit: 'km' } as const;

const logsOf = (userId: number) => loggedWeights(ctx.db, userId);

/** What the member logged in the app: a push day and a leg day. */
async function logHere(userId: number) {
  await buildLog(ctx.db, userId, {
    date: '2025-06-02',
    title: 'Push',
    durationMinutes: 62,
    exercises: [
      {
        name: 'Bench Press',
        sets: [
          { kind: 'warmup', reps: 10, weightKg: 40 },
          { reps: 5, weightKg: 80 },
          { reps: 5, weightKg: 82.5 },
        ],
      },
      { name: 'Back Squat', sets: [{ reps: 5, weightKg: 100 }] },
    ],
  });
  await buildLog(ctx.db, userId, {
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
}

const decisionFor = (preview: ImportPreview, action: 'keep' | 'add') =>
  preview.toReview.map((r) => ({ key: r.key, action }));

describe('a workout already in the member’s history', () => {
  it('is recognised when the member reads their own FitCircle export back, and nothing is stored twice', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logHere(user.id);
    const { files } = await downloadExport(ctx, cookie, user.id);
    const csv = textOf(files['workouts.csv']);
    expect(csv).toContain('Back Squat');

    const client = importClient(ctx, cookie);
    const preview = await client.preview(csv);
    expect(preview).toMatchObject({
      source: 'fitcircle',
      workouts: 2,
      alreadyImported: 0,
      alreadyInLog: 2,
      newWorkouts: 0,
      toReview: [],
    });
    // Every workout is skipped, so no name is asked about (FitCircle's own names would match anyway).
    expect(preview.exercises).toEqual([]);
    const result = commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(result).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2 });
    expect(await logsOf(user.id)).toHaveLength(2);
  });

  it('is recognised in a Strong export of the same workout (another title, Strong’s names); a similar one is asked', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logHere(user.id);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg&distanceUnit=km');
    // 2 June: the same exercises with the same sets. 4 June: the same title, a set of 105 kg, not 102.5.
    expect(preview).toMatchObject({ workouts: 2, alreadyInLog: 1, newWorkouts: 0 });
    expect(preview.toReview).toEqual([
      {
        key: expect.any(String),
        status: 'similar',
        date: '2025-06-04',
        title: 'Legs',
        yours: { logId: expect.any(Number), title: 'Legs' },
        differences: ['Squat (Barbell), set 2: 102.5 kg × 5 in your history, 105 kg × 5 in the file.'],
      },
    ]);

    // Never decided for the member: without a decision the commit says which workout needs one.
    const undecided = await client.commit(preview.token, { ...KG, exercises: acceptDefaults(preview) });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().message).toContain('Legs');
    expect(await logsOf(user.id)).toHaveLength(2);

    const kept = commitResult(
      await client.commit(preview.token, {
        ...KG,
        exercises: acceptDefaults(preview),
        workouts: decisionFor(preview, 'keep'),
      }),
    );
    expect(kept).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2 });
    expect(await logsOf(user.id)).toHaveLength(2);
  });

  it('adds the similar workout as another when the member says so, and knows it the next time', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logHere(user.id);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg&distanceUnit=km');
    const added = commitResult(
      await client.commit(preview.token, {
        ...KG,
        exercises: acceptDefaults(preview),
        workouts: decisionFor(preview, 'add'),
      }),
    );
    expect(added).toMatchObject({ workoutsImported: 1, workoutsSkipped: 1 });
    expect((await logsOf(user.id)).map((l) => [l.date, l.title, l.weights])).toEqual([
      ['2025-06-02', 'Push', ['40.00', '80.00', '82.50', '100.00']],
      ['2025-06-04', 'Legs', ['100.00', '102.50']],
      ['2025-06-04', 'Legs', ['100.00', '105.00']],
    ]);
    const again = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg&distanceUnit=km');
    expect(again).toMatchObject({ alreadyImported: 1, alreadyInLog: 1, newWorkouts: 0, toReview: [] });
  });

  it('refuses a decision for a workout the preview did not ask about', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-older.csv'), '?weightUnit=kg&distanceUnit=km');
    const res = await client.commit(preview.token, {
      ...KG,
      exercises: acceptDefaults(preview),
      workouts: [{ key: '2023-01-15 08:30|nothing', action: 'add' }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a workout corrected in the file since it was imported', () => {
  async function importedOlder() {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const first = await client.preview(importFixture('strong-older.csv'), '?weightUnit=kg&distanceUnit=km');
    commitResult(await client.commit(first.token, { ...KG, exercises: acceptDefaults(first) }));
    const edited = await client.preview(importFixture('strong-older-edited.csv'), '?weightUnit=kg&distanceUnit=km');
    return { user, client, edited };
  }

  it('is shown as changed, with what changed, and is not skipped without a word', async () => {
    const { user, client, edited } = await importedOlder();
    expect(edited).toMatchObject({ workouts: 2, alreadyImported: 1, alreadyInLog: 0, newWorkouts: 0 });
    expect(edited.toReview).toEqual([
      expect.objectContaining({
        status: 'changed',
        date: '2023-01-15',
        title: 'Push Day',
        differences: [
          'Bench Press (Barbell), set 3: 82.5 kg × 6 RPE 8.5 in your history, 85 kg × 6 RPE 8.5 in the file.',
        ],
      }),
    ]);
    const undecided = await client.commit(edited.token, { ...KG, exercises: acceptDefaults(edited) });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().message).toContain('Push Day');
    expect(await logsOf(user.id)).toHaveLength(2);
  });

  it('keeps the member’s workout when they say "keep mine"', async () => {
    const { user, client, edited } = await importedOlder();
    const result = commitResult(
      await client.commit(edited.token, {
        ...KG,
        exercises: acceptDefaults(edited),
        workouts: decisionFor(edited, 'keep'),
      }),
    );
    expect(result).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2 });
    expect((await logsOf(user.id)).map((l) => [l.title, l.weights[2]])).toEqual([
      ['Push Day', '82.50'],
      ['Legs', '90.00'],
    ]);
  });

  it('adds the corrected workout beside the first when they say so, and recognises both next time', async () => {
    const { user, client, edited } = await importedOlder();
    const result = commitResult(
      await client.commit(edited.token, {
        ...KG,
        exercises: acceptDefaults(edited),
        workouts: decisionFor(edited, 'add'),
      }),
    );
    expect(result).toMatchObject({ workoutsImported: 1, workoutsSkipped: 1 });
    const push = (await logsOf(user.id)).filter((l) => l.title === 'Push Day');
    expect(push.map((l) => l.weights[2])).toEqual(['82.50', '85.00']);
    for (const file of ['strong-older.csv', 'strong-older-edited.csv']) {
      const again = await client.preview(importFixture(file), '?weightUnit=kg&distanceUnit=km');
      expect(again).toMatchObject({ alreadyImported: 2, newWorkouts: 0, toReview: [] });
    }
  });
});
