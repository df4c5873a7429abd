import { createHash } from 'node:crypto';
import { IMPORT_TEXTS } from '@common/history-import-texts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';
import type { DraftWorkout } from './draft-types';
import { setsDigest } from './kept-workouts-repository';

// Reps in reserve through the history import: FitCircle's own export carries each set's RIR, and
// reading it back keeps it (a round trip loses nothing the member logged); a cell a logged set could
// not hold is left out and said, as a bad RPE is; RIR takes part in "already in your history" as
// RPE does, when the file has the column.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

type Effort = { rpe: number | null; rir: number | null };

async function exerciseId(name: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>('select id from exercises where user_id is null and name = $1', [
    name,
  ]);
  return rows[0].id;
}

/** Two workouts logged through the app, with RPE and RIR on some sets (RIR 0 among them). */
async function logBodies() {
  const [bench, squat, run] = await Promise.all([
    exerciseId('Bench Press'),
    exerciseId('Back Squat'),
    exerciseId('Running'),
  ]);
  return [
    {
      date: '2025-06-02',
      title: 'Push',
      durationMinutes: 60,
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { kind: 'warmup', reps: 10, weightKg: 40 },
            { reps: 5, weightKg: 80, rpe: 8, rir: 2 },
            { reps: 5, weightKg: 80, rir: 0 },
            { kind: 'failure', reps: 4, weightKg: 80, rpe: 10, rir: 0 },
          ],
        },
        { exerciseId: squat, sets: [{ reps: 5, weightKg: 100, rpe: 7.5 }] },
      ],
    },
    {
      date: '2025-06-04',
      title: 'Legs and a run',
      durationMinutes: 75,
      exercises: [
        {
          exerciseId: squat,
          sets: [
            { reps: 5, weightKg: 100, rir: 10 },
            { reps: 3, weightKg: 110, rpe: 9.5, rir: 1 },
          ],
        },
        { exerciseId: run, sets: [{ distanceKm: 5, durationSeconds: 1500 }] },
      ],
    },
  ];
}

/** Logs the workouts through the API; answers each set's RPE and RIR as the app answers the log. */
async function logThroughApp(cookie: string): Promise<Effort[]> {
  const logged: Effort[] = [];
  for (const body of await logBodies()) {
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', body);
    expect(res.statusCode).toBe(201);
    for (const e of res.json<{ exercises: { sets: Effort[] }[] }>().exercises)
      for (const s of e.sets) logged.push({ rpe: s.rpe, rir: s.rir });
  }
  return logged;
}

/** Every set's RPE and RIR of the member's workouts, oldest first, as the app answers each log. */
async function effortsOf(userId: number, cookie: string): Promise<Effort[]> {
  const { rows } = await ctx.db.query<{ id: number }>(
    'select id from workout_logs where user_id = $1 order by performed_on, id',
    [userId],
  );
  const efforts: Effort[] = [];
  for (const { id } of rows) {
    const res = await apiAs(ctx, cookie).get(`/api/workout-logs/${id}`);
    expect(res.statusCode).toBe(200);
    for (const e of res.json<{ exercises: { sets: Effort[] }[] }>().exercises)
      for (const s of e.sets) efforts.push({ rpe: s.rpe, rir: s.rir });
  }
  return efforts;
}

/** The member's workouts.csv from Download my data, its rows by column. */
async function exportedRows(userId: number, cookie: string) {
  const { files } = await downloadExport(ctx, cookie, userId);
  const csv = textOf(files['workouts.csv']);
  const rows: Record<string, string>[] = parse(csv, { columns: true, bom: true });
  return { csv, rows };
}

const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true });

describe('RIR in FitCircle’s own export, read back by the history import', () => {
  it('a member who imports another’s workouts.csv gets every set’s RIR (and RPE) as it was logged', async () => {
    const a = await buildSignedInUser(ctx.db);
    const logged = await logThroughApp(a.cookie);
    // What the member logged, as the app answers it: the figures this test checks the import against.
    expect(logged).toEqual([
      { rpe: null, rir: null },
      { rpe: 8, rir: 2 },
      { rpe: null, rir: 0 },
      { rpe: 10, rir: 0 },
      { rpe: 7.5, rir: null },
      { rpe: null, rir: 10 },
      { rpe: 9.5, rir: 1 },
      { rpe: null, rir: null },
    ]);

    const { csv } = await exportedRows(a.user.id, a.cookie);
    const b = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, b.cookie);
    const preview = await client.preview(csv);
    expect(preview).toMatchObject({ source: 'fitcircle', workouts: 2, sets: 8, problemCount: 0, notes: [] });
    const result = commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(result).toMatchObject({ workoutsImported: 2, setsImported: 8 });

    expect(await effortsOf(b.user.id, b.cookie)).toEqual(logged);
  });

  it('the member’s own export read back after deleting a workout brings its RIR back, and skips the other', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const logged = await logThroughApp(cookie);
    const { csv } = await exportedRows(user.id, cookie);
    const { rows } = await ctx.db.query<{ id: number }>(
      'select id from workout_logs where user_id = $1 order by performed_on limit 1',
      [user.id],
    );
    expect((await apiAs(ctx, cookie).delete(`/api/workout-logs/${rows[0].id}`)).statusCode).toBe(204);

    const client = importClient(ctx, cookie);
    const preview = await client.preview(csv);
    // The workout still logged is the file's to the RIR: it is in the history, not asked about.
    expect(preview).toMatchObject({ workouts: 2, alreadyInLog: 1, newWorkouts: 1, toReview: [] });
    commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(await effortsOf(user.id, cookie)).toEqual(logged);
  });

  it('a RIR cell a logged set could not hold is left out and said; the set is kept; an empty one stays empty', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const header = 'Date,Workout,Duration (min),Exercise,Set,Weight (kg),Reps,RPE,RIR\n';
    const cells = ['2', '', '0', '2.5', '11', '-1', 'lots', '3.0', '10'];
    const csv =
      header + cells.map((rir, i) => `2025-06-02 18:00,Push,45,Bench Press,${i + 1},60,5,8,${rir}\n`).join('');
    const client = importClient(ctx, cookie);
    const preview = await client.preview(csv);
    expect(preview).toMatchObject({ workouts: 1, sets: 9, problemCount: 0 });
    expect(preview.notes).toEqual([IMPORT_TEXTS.rirLeftOut(4)]);
    expect(preview.notes[0]).toBe(
      '4 sets have an RIR that is not a whole number from 0 to 10: it is left out, the set is kept.',
    );
    const result = commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(result).toMatchObject({ workoutsImported: 1, setsImported: 9 });
    expect((await effortsOf(user.id, cookie)).map((s) => s.rir)).toEqual([2, null, 0, null, null, null, null, 3, 10]);
  });
});

describe('RIR in the comparison with the member’s history', () => {
  it('a file whose RIR differs from the logged one (RIR 0 against an empty cell too) is asked about, not skipped', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logThroughApp(cookie);
    const { rows } = await exportedRows(user.id, cookie);
    const rir = rows.map((r) => r.RIR);
    expect(rir).toEqual(['', '2', '0', '0', '', '10', '1', '']);
    // Corrected in the sheet: the second set's RIR 2 is 3, the third's 0 left blank.
    rows[1].RIR = '3';
    rows[2].RIR = '';

    const client = importClient(ctx, cookie);
    const preview = await client.preview(csvOf(rows));
    expect(preview).toMatchObject({ workouts: 2, alreadyInLog: 1, newWorkouts: 0 });
    expect(preview.toReview).toEqual([
      expect.objectContaining({
        status: 'similar',
        date: '2025-06-02',
        title: 'Push',
        differences: [
          'Bench Press, set 2: 80 kg × 5 RPE 8 RIR 2 in your history, 80 kg × 5 RPE 8 RIR 3 in the file.',
          'Bench Press, set 3: 80 kg × 5 RIR 0 in your history, 80 kg × 5 in the file.',
        ],
      }),
    ]);
  });

  it('a sheet without the RPE and RIR columns says nothing about them: the logged workouts are found', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logThroughApp(cookie);
    const { rows } = await exportedRows(user.id, cookie);
    expect(rows.some((r) => r.RPE !== '')).toBe(true);
    // The member's own sheet, kept from the export without the effort columns.
    const withoutEfforts = rows.map(({ RPE: _rpe, RIR: _rir, ...rest }) => rest);
    const preview = await importClient(ctx, cookie).preview(csvOf(withoutEfforts));
    expect(preview).toMatchObject({ source: 'fitcircle', workouts: 2, alreadyInLog: 2, newWorkouts: 0, toReview: [] });
    // With the RPE column kept but emptied, the file says there was none: asked about.
    const emptied = rows.map((r) => ({ ...r, RPE: '', RIR: '' }));
    const asked = await importClient(ctx, cookie).preview(csvOf(emptied));
    expect(asked.toReview.length).toBeGreaterThan(0);
  });

  it('a Strong export, which has no RIR column, still finds a workout logged here with RIR', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const [bench, squat] = await Promise.all([exerciseId('Bench Press'), exerciseId('Back Squat')]);
    // The workout of strong-logged-here.csv's 2 June, logged here with reps in reserve.
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', {
      date: '2025-06-02',
      title: 'Push',
      durationMinutes: 62,
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { kind: 'warmup', reps: 10, weightKg: 40 },
            { reps: 5, weightKg: 80, rir: 2 },
            { reps: 5, weightKg: 82.5, rir: 0 },
          ],
        },
        { exerciseId: squat, sets: [{ reps: 5, weightKg: 100, rir: 3 }] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const preview = await importClient(ctx, cookie).preview(
      importFixture('strong-logged-here.csv'),
      '?weightUnit=kg&distanceUnit=km',
    );
    expect(preview).toMatchObject({ workouts: 2, alreadyInLog: 1, newWorkouts: 1, toReview: [] });
  });
});

describe('RIR in the digest a "Keep mine" choice is remembered by', () => {
  const workout = (rir: number | null): DraftWorkout => ({
    startedAt: '2025-06-02 18:00',
    date: '2025-06-02',
    title: 'Push',
    durationMinutes: 45,
    notes: null,
    fingerprint: 'f',
    exercises: [
      {
        name: 'Bench Press',
        notes: null,
        supersetGroup: null,
        sets: [{ kind: 'normal', reps: 5, weightKg: 80, durationSeconds: null, distanceKm: null, rpe: 8, rir }],
      },
    ],
  });

  it('is, for sets without RIR, the digest stored before sets carried one, so those choices still hold', () => {
    // Migration 0236's digest: the exercises in order with their sets' kind, reps, kg, s, km, RPE.
    const stored = createHash('sha256')
      .update(JSON.stringify([['bench press', [['normal', 5, 80, 0, 0, 8]]]]))
      .digest('hex');
    expect(setsDigest(workout(null))).toBe(stored);
  });

  it('tells sets apart by their RIR, 0 included, so a declined version asks again when only RIR changed', () => {
    const digests = [null, 0, 2].map((rir) => setsDigest(workout(rir)));
    expect(new Set(digests).size).toBe(3);
  });
});
