import { Readable } from 'node:stream';
import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import { IMPORT_LIMITS } from '@common/schemas/history-import';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { buildOwnExercise, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient, progressEvents } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

/** Everything an import could have left behind for this member. */
async function stored(userId: number) {
  const { rows } = await ctx.db.query<{ logs: number; own: number; keys: number; uploads: number }>(
    `select (select count(*)::int from workout_logs where user_id = $1) as logs,
       (select count(*)::int from exercises where user_id = $1) as own,
       (select count(*)::int from history_import_workouts where user_id = $1) as keys,
       (select count(*)::int from history_import_uploads where user_id = $1) as uploads`,
    [userId],
  );
  return rows[0];
}

describe('files that cannot be imported get a clear error and leave nothing stored', () => {
  it('an unknown header names the columns found', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await importClient(ctx, cookie).upload(importFixture('unknown-header.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unknownHeader(['day', 'lift', 'kilos', 'times']));
    expect(res.json().message).toContain("doesn't look like a Strong, Hevy or FitCircle export");
    expect(await stored(user.id)).toEqual({ logs: 0, own: 0, keys: 0, uploads: 0 });
  });

  it('an unknown header of a million characters is quoted in a message of readable length (issue 31)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const line = `${'a'.repeat(1_000_000)},${'b,'.repeat(40)}c\n1,2,3\n`;
    const res = await importClient(ctx, cookie).upload(line);
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message.length).toBeLessThan(400);
    expect(message).toContain("doesn't look like a Strong, Hevy or FitCircle export");
    expect(message).toContain(`Columns found: ${'a'.repeat(39)}…, b, b,`);
  });

  it.each([
    ['an empty file', '', M.emptyFile],
    ['blank lines only', '\n\n  \n', M.emptyFile],
    ['a header without rows', 'title,start_time,end_time,exercise_title,set_type,weight_kg,reps\n', M.noWorkouts],
  ])('%s', async (_, body, message) => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await importClient(ctx, cookie).upload(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(user.id)).toMatchObject({ logs: 0, uploads: 0 });
  });

  it('a binary file (a photo chosen by mistake)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const res = await importClient(ctx, cookie).upload(png, '', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notText);
  });

  it(`a declared size over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB is refused before the body is read`, async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/history-import',
      headers: { cookie, 'content-type': 'text/csv', 'content-length': String(IMPORT_LIMITS.maxBytes + 1) },
      payload: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.tooLarge);
    expect(await stored(user.id)).toMatchObject({ uploads: 0 });
  });

  it('a streamed file over the limit is refused while it streams, without reading the rest', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const header = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n';
    const row = '2024-01-01 08:00:00,Push,1h,Bench Press,1,80,8,0,0,\n'.repeat(2000);
    const total = IMPORT_LIMITS.maxBytes * 2;
    let sent = 0;
    const body = Readable.from(
      (function* () {
        yield header;
        while (sent < total) {
          sent += row.length;
          yield row;
        }
      })(),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/history-import',
      headers: { cookie, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.tooLarge);
    expect(sent).toBeLessThan(total);
    expect(await stored(user.id)).toMatchObject({ uploads: 0, logs: 0 });
  });
});

describe('malformed rows: listed with their line, the rest importable', () => {
  it('lists each bad row with its line and reason, flags absurd values, and imports only the good rows', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('malformed-rows.csv'), '?weightUnit=kg');
    expect(preview.problems).toEqual([
      { line: 3, message: 'has 9 fields where the header has 12.' },
      { line: 4, message: 'the date "2024-13-45 08:00:00" is not a date we can read.' },
      { line: 5, message: 'Weight "heavy" is not a number.' },
      { line: 6, message: 'Weight is negative (-20).' },
      { line: 7, message: 'a weight of 5,000 kg is not plausible (at most 1,000 kg).' },
      { line: 8, message: 'Reps "12.5" is not a whole number.' },
      { line: 9, message: 'Set Order "X" is not a set number, W (warm-up), D (drop set) or F (failure).' },
      { line: 10, message: '5,000 reps is not plausible (at most 1000).' },
    ]);
    expect(preview).toMatchObject({ problemCount: 8, workouts: 1, sets: 2 });
    expect(await stored(user.id)).toMatchObject({ logs: 0 });
    const result = commitResult(
      await client.commit(preview.token, { weightUnit: 'kg', exercises: acceptDefaults(preview) }),
    );
    expect(result).toMatchObject({ workoutsImported: 1, setsImported: 2 });
  });

  it('a weight in lb is judged after conversion: 1,500 lb is plausible, 1,500 kg is not', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const csv = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
2024-03-01 08:00:00,Sled,30m,Leg Press (Machine),1,1500,5,0,0,
`;
    const client = importClient(ctx, cookie);
    expect((await client.preview(csv, '?weightUnit=lb')).problemCount).toBe(0);
    expect((await client.preview(csv, '?weightUnit=kg')).problems[0].line).toBe(2);
  });

  it("states an implausible figure in the file's unit, and in none before the member says which it is", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    // The older Strong export: no unit in the header. 1,500 is plausible in lb, 5,000 in neither.
    const csv = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
2024-03-01 08:00:00,Sled,30m,Leg Press (Machine),1,1500,5,0,0,
2024-03-01 08:00:00,Sled,30m,Leg Press (Machine),2,5000,5,0,0,
2024-03-01 08:00:00,Sled,30m,Leg Press (Machine),3,2500,5,0,0,
`;
    const unknown = await client.preview(csv);
    expect(unknown.units).toMatchObject({ needsWeight: true, weight: null });
    expect(unknown.problems).toEqual([
      { line: 3, message: 'a weight of 5,000 is not plausible in kg or lb (at most 1,000 kg or 2,204 lb).' },
      { line: 4, message: 'a weight of 2,500 is not plausible in kg or lb (at most 1,000 kg or 2,204 lb).' },
    ]);
    expect((await client.preview(csv, '?weightUnit=lb')).problems).toEqual([
      { line: 3, message: 'a weight of 5,000 lb is not plausible (at most 2,204 lb).' },
      { line: 4, message: 'a weight of 2,500 lb is not plausible (at most 2,204 lb).' },
    ]);
    expect((await client.preview(csv, '?weightUnit=kg')).problems.map((p) => p.message)).toEqual([
      'a weight of 1,500 kg is not plausible (at most 1,000 kg).',
      'a weight of 5,000 kg is not plausible (at most 1,000 kg).',
      'a weight of 2,500 kg is not plausible (at most 1,000 kg).',
    ]);
  });

  it('a quote never closed is a problem at its line, not a crash', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const csv = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
2024-03-01 08:00:00,Push,30m,Bench Press,1,80,5,0,0,
2024-03-02 08:00:00,"Push,30m,Bench Press,1,80,5,0,0,
`;
    const preview = await importClient(ctx, cookie).preview(csv, '?weightUnit=kg');
    expect(preview.problems).toEqual([{ line: 3, message: expect.stringContaining('cannot be read as CSV') }]);
    expect(preview.workouts).toBe(1);
  });

  it('a file whose every row is wrong previews its problems and cannot be committed', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const csv = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
someday,Push,30m,Bench Press,1,80,5,0,0,
`;
    const preview = await client.preview(csv);
    expect(preview).toMatchObject({ workouts: 0, problemCount: 1 });
    const res = await client.commit(preview.token, { weightUnit: 'kg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.nothingToImport);
    expect(await stored(user.id)).toMatchObject({ logs: 0, keys: 0 });
  });
});

describe('commit refuses incomplete or foreign choices, storing nothing', () => {
  it('asks for the weight unit when the header does not state it', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-late-2025.csv'));
    expect(preview.units).toMatchObject({ needsWeight: true, needsDistance: false, weight: null });
    const res = await client.commit(preview.token, { exercises: acceptDefaults(preview) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.weightUnitNeeded, errors: { weightUnit: M.weightUnitNeeded } });
    expect(await stored(user.id)).toMatchObject({ logs: 0, uploads: 1 });
  });

  it('names the exercises still without a choice', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy-custom-names.csv'));
    const res = await client.commit(preview.token, { exercises: [] });
    expect(res.statusCode).toBe(400);
    // Bench Press (Barbell) is the catalogue's by its alias; the two names of the member's own need a word.
    expect(res.json().message).toBe(
      'Choose a match, or "create as my own exercise", for: Landmine Press (my gym), Tyre Flip (backyard).',
    );
    expect(await stored(user.id)).toMatchObject({ logs: 0, own: 0 });
  });

  it("refuses another member's own exercise as a match", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { user: other } = await buildSignedInUser(ctx.db);
    const theirs = await buildOwnExercise(ctx.db, other.id, { name: 'Secret Press' });
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy-custom-names.csv'));
    const choices = acceptDefaults(preview).map((c, i) =>
      i === 0 ? { ...c, action: 'match' as const, exerciseId: theirs.id } : c,
    );
    const res = await client.commit(preview.token, { exercises: choices });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.exerciseUnknown);
    expect(await stored(user.id)).toMatchObject({ logs: 0 });
  });

  it('keeps the own-exercise limit', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 199; i += 1) await buildOwnExercise(ctx.db, user.id, { name: `Mine ${i}` });
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy-custom-names.csv'));
    const creates = preview.exercises
      .filter((e) => e.status === 'unmatched')
      .map((e) => ({ name: e.name, action: 'create' as const }));
    const res = await client.commit(preview.token, { exercises: creates });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/over your limit of 200/);
    expect(await stored(user.id)).toMatchObject({ logs: 0, own: 199 });
  });

  it('rolls everything back when a write fails halfway, and says so', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy-custom-names.csv'));
    const creates = preview.exercises
      .filter((e) => e.status === 'unmatched')
      .map((e) => ({ name: e.name, action: 'create' as const }));
    // The sets' insert fails for this member only (this file's database is its own).
    await ctx.db.query(`create function fail_import_sets() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await ctx.db.query(`create trigger fail_import_sets before insert on workout_log_sets for each row
      when (new.user_id = ${user.id}) execute function fail_import_sets()`);
    try {
      const res = await client.commit(preview.token, { exercises: creates });
      expect(progressEvents(res.body).at(-1)).toEqual({ type: 'error', message: M.commitFailed });
      // Nothing stays: no workout, no exercise created, no re-import key; the file waits for a retry.
      expect(await stored(user.id)).toEqual({ logs: 0, own: 0, keys: 0, uploads: 1 });
    } finally {
      await ctx.db.query('drop trigger fail_import_sets on workout_log_sets; drop function fail_import_sets()');
    }
  });
});

describe('who may reach an upload', () => {
  it('visitors get 401 everywhere', async () => {
    const token = '00000000-0000-4000-8000-000000000000';
    const client = importClient(ctx);
    expect((await client.upload(importFixture('hevy.csv'))).statusCode).toBe(401);
    expect((await client.again(token)).statusCode).toBe(401);
    expect((await client.commit(token, {})).statusCode).toBe(401);
    expect((await client.cancel(token)).statusCode).toBe(401);
  });

  it("another member's token is unknown, and a cancelled upload is gone", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    const preview = await importClient(ctx, cookie).preview(importFixture('hevy.csv'));
    const other = importClient(ctx, otherCookie);
    expect((await other.again(preview.token)).statusCode).toBe(404);
    expect((await other.commit(preview.token, { exercises: acceptDefaults(preview) })).statusCode).toBe(404);
    const mine = importClient(ctx, cookie);
    expect((await mine.cancel(preview.token)).statusCode).toBe(204);
    const gone = await mine.commit(preview.token, { exercises: acceptDefaults(preview) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.previewGone);
  });

  it('an expired upload is gone', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy.csv'));
    await ctx.db.query(
      `update history_import_uploads set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    expect((await client.again(preview.token)).statusCode).toBe(404);
  });
});

describe('formula injection', () => {
  it('cells like =cmd|... are stored as plain text, never run, and leave the export defused', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('formula-injection.csv'), '?weightUnit=kg');
    const evil = "=cmd|' /C calc'!A0";
    expect(preview.exercises.find((e) => e.name === evil)).toMatchObject({ status: 'unmatched' });
    const choices = acceptDefaults(preview).map((c) =>
      c.name === evil ? { name: evil, action: 'create' as const } : c,
    );
    commitResult(await client.commit(preview.token, { weightUnit: 'kg', exercises: choices }));
    const { rows } = await ctx.db.query<{ title: string; notes: string; name: string; exercise_notes: string }>(
      `select l.title, l.notes, e.name, le.notes as exercise_notes
       from workout_logs l join workout_log_exercises le on le.log_id = l.id
       join exercises e on e.id = le.exercise_id where l.user_id = $1 order by le.position`,
      [user.id],
    );
    expect(rows[0]).toEqual({
      title: '=HYPERLINK("http://evil.example","win")',
      notes: '+1+2',
      name: evil,
      exercise_notes: '@SUM(1+1)',
    });

    const { files } = await downloadExport(ctx, cookie, user.id);
    const exported: Record<string, string>[] = parse(textOf(files['workouts.csv']), { columns: true, bom: true });
    expect(exported[0]).toMatchObject({
      Workout: `'=HYPERLINK("http://evil.example","win")`,
      'Workout Notes': `'+1+2`,
      Exercise: `'${evil}`,
      'Exercise Notes': `'@SUM(1+1)`,
    });
  });
});

describe('a refused upload', () => {
  it('closes the connection instead of draining the rest of the file', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await importClient(ctx, cookie).upload(importFixture('unknown-header.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.headers.connection).toBe('close');
  });
});
