import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRoute } from '../../db/seed/tracks/route';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { uploadFile, uploadRun } from '../../test/factories/activities';
import { buildMessage } from '../../test/factories/chat';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { importFixture } from '../../test/factories/history-import';
import { buildMealLog, buildMealPlan } from '../../test/factories/meals';
import { buildPost, commentAs } from '../../test/factories/posts';
import { buildLog, buildOwnExercise, buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { toFit } from '../../test/fixtures/activities/fit';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { saveUpload } from '../media';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('GET /api/users/{id}/export: Download my data', () => {
  it('streams one zip: readable JSON, workouts.csv, the member’s own media, and nothing secret', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { bio: 'Exported bio' });
    const friend = await buildUser(ctx.db);
    const stranger = await buildUser(ctx.db);
    await follow(ctx.db, user.id, friend.id);
    await follow(ctx.db, friend.id, user.id);
    const photo = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePng() });
    const theirs = await saveUpload(ctx.app, { userId: stranger.id, target: 'media', bytes: await makePng() });
    const postId = await buildPost(ctx.db, user.id, {
      content: 'Leg day done',
      image: { url: photo.url, key: photo.key },
    });
    await commentAs(ctx.db, friend.id, postId, 'Strong work!');
    await buildPost(ctx.db, stranger.id, { content: 'Not mine', image: { url: theirs.url, key: theirs.key } });
    await buildPlan(ctx.db, user.id, { name: 'Push Pull' });
    await buildMealPlan(ctx.db, user.id, { name: 'Cut' });
    await buildMealLog(ctx.db, user.id, '2026-01-05', 'breakfast', {
      foodId: null,
      name: 'Oats',
      grams: 50,
      calories: 190,
      protein: 6.6,
      carbs: 33.9,
      fat: 3.3,
    });
    await buildMessage(ctx.db, user.id, friend.id, { content: 'See you at 7?' });
    await buildMessage(ctx.db, friend.id, user.id, { content: 'Yes!' });
    const log = await buildLog(ctx.db, user.id, {
      date: '2026-01-04',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 80 }] }],
    });
    // What else is the member's own: likes, saves, a target, club messages, a session's effort.
    const theirPost = await buildPost(ctx.db, friend.id, { content: 'Hill repeats' });
    await ctx.db.query('insert into likes (post_id, user_id) values ($1, $2)', [theirPost, user.id]);
    await ctx.db.query('insert into bookmarks (post_id, user_id) values ($1, $2)', [theirPost, user.id]);
    await ctx.db.query('insert into nutrition_targets (user_id, calories, protein) values ($1, 2100, 140)', [user.id]);
    const club = await buildClub(ctx.db, friend.id, { name: 'Dawn Patrol' });
    await addClubMember(ctx.db, club, user.id);
    await ctx.db.query('insert into club_messages (club_id, sender_id, content) values ($1, $2, $3)', [
      club,
      user.id,
      'Sunday 8am?',
    ]);
    await ctx.db.query('update workout_logs set effort = 7 where id = $1', [log]);

    const { res, files } = await downloadExport(ctx, cookie, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="fitcircle-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'fitcircle-export.json',
      `media/${photo.key}`,
      'workouts.csv',
    ]);
    expect(files[`media/${photo.key}`].length).toBe(photo.bytes);

    const doc = JSON.parse(textOf(files['fitcircle-export.json']));
    expect(doc).toMatchObject({ format: 'fitcircle-export', version: 1 });
    expect(keysOf(doc).filter((k) => k.includes('_'))).toEqual([]);
    expect(doc.profile).toMatchObject({ id: user.id, email: user.email, bio: 'Exported bio' });
    expect(doc.posts).toEqual([
      expect.objectContaining({
        content: 'Leg day done',
        photo: `media/${photo.key}`,
        video: null,
        comments: [expect.objectContaining({ author: friend.username, content: 'Strong work!' })],
      }),
    ]);
    expect(doc.following.map((f: { username: string }) => f.username)).toEqual([friend.username]);
    expect(doc.followers.map((f: { username: string }) => f.username)).toEqual([friend.username]);
    expect(doc.workoutPlans[0]).toMatchObject({
      name: 'Push Pull',
      schedule: expect.arrayContaining([expect.objectContaining({ weekday: 1 })]),
    });
    expect(doc.mealPlans[0]).toMatchObject({ name: 'Cut' });
    expect(doc.foodDiary).toEqual([
      expect.objectContaining({ date: '2026-01-05', meal: 'breakfast', food: 'Oats', grams: 50 }),
    ]);
    expect(doc.messages).toEqual([
      expect.objectContaining({ direction: 'sent', with: friend.username, content: 'See you at 7?' }),
      expect.objectContaining({ direction: 'received', with: friend.username, content: 'Yes!' }),
    ]);
    expect(doc.media).toEqual([expect.objectContaining({ file: `media/${photo.key}`, kind: 'image' })]);
    expect(doc.activities).toEqual([]);
    expect(doc.likes).toEqual([expect.objectContaining({ postId: theirPost, postAuthor: friend.username })]);
    expect(doc.bookmarks).toEqual([expect.objectContaining({ postId: theirPost })]);
    expect(doc.nutritionTarget).toMatchObject({ calories: 2100, protein: 140, carbs: null, fat: null });
    expect(doc.clubMessages).toEqual([expect.objectContaining({ club: 'Dawn Patrol', content: 'Sunday 8am?' })]);
    expect(doc.workoutEfforts).toEqual([expect.objectContaining({ date: '2026-01-04', effort: 7 })]);
    const all = Object.values(files).map(textOf).join('\n');
    expect(all).not.toMatch(/password|token_hash|\$argon2/i);
    expect(all).not.toContain('Not mine');
  });

  it('puts each GPS activity in the zip as GPX with its whole route, and lists it in the JSON', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const run = await uploadRun(ctx.app, cookie, { km: 2, name: 'Morning loop' });

    const { res, files } = await downloadExport(ctx, cookie, user.id);
    expect(res.statusCode).toBe(200);
    const gpxPaths = Object.keys(files).filter((path) => path.startsWith('activities/'));
    expect(gpxPaths).toEqual([expect.stringMatching(/^activities\/\d{4}-\d{2}-\d{2}-\d+\.gpx$/)]);
    const gpx = textOf(files[gpxPaths[0]]);
    expect(gpx).toContain('<gpx');
    expect(gpx.match(/<trkpt /g)?.length).toBe(run.points.length);
    const doc = JSON.parse(textOf(files['fitcircle-export.json']));
    expect(doc.activities).toEqual([
      expect.objectContaining({ file: gpxPaths[0], distanceKm: expect.any(Number), visibility: run.visibility }),
    ]);
    expect(doc.activities[0].distanceKm).toBeCloseTo(2, 1);
    expect(files[doc.activities[0].original]).toBeDefined();
  });

  it('lists an activity without GPS too, with its effort and its original file, never as 0 km', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const points = buildRoute({ stretches: [{ metres: 2400, speed: 3 }], heartRate: () => 140 });
    const res = await uploadFile(ctx.app, 'treadmill.fit', toFit(points, { indoor: true, sport: 'running' }), {
      cookie,
      fields: { visibility: 'private' },
    });
    const activity = res.json().activity;
    const rated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/activities/${activity.id}/effort`,
      payload: { effort: 6 },
      headers: { cookie },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const { files } = await downloadExport(ctx, cookie, user.id);
    const doc = JSON.parse(textOf(files['fitcircle-export.json']));
    expect(doc.activities).toEqual([
      expect.objectContaining({ id: activity.id, file: null, visibility: 'private', effort: 6, distanceKm: 2.4 }),
    ]);
    expect(files[doc.activities[0].original]).toBeDefined();
  });

  it('writes workouts.csv with readable columns and units, and defuses formula-like text', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const own = await buildOwnExercise(ctx.db, user.id, { name: "=cmd|' /C calc'!A0" });
    await buildLog(ctx.db, user.id, {
      date: '2026-02-01',
      title: '=HYPERLINK("http://evil.example")',
      notes: '+1+2, then -5 kg\nnext time @gym',
      exercises: [
        { exerciseId: own.id, sets: [{ reps: 5, weightKg: 50 }] },
        { name: 'Running', sets: [{ distanceKm: 5.2, durationSeconds: 1560 }] },
      ],
    });
    const { files } = await downloadExport(ctx, cookie, user.id);
    // A byte-order mark first, so spreadsheets read the file as UTF-8 (the decoder drops it).
    expect([...files['workouts.csv'].subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = textOf(files['workouts.csv']);
    expect(
      csv.startsWith(
        'Workout #,Date,Workout,Duration (min),Workout Notes,Exercise,Exercise Notes,Superset,Set,Set Type,Weight (kg),Reps,Distance (km),Time (s),RPE,RIR',
      ),
    ).toBe(true);
    const rows: Record<string, string>[] = parse(csv, { columns: true, bom: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'Workout #': '1',
      Date: '2026-02-01',
      Workout: `'=HYPERLINK("http://evil.example")`,
      'Workout Notes': "'+1+2, then -5 kg\nnext time @gym",
      Exercise: `'=cmd|' /C calc'!A0`,
      'Weight (kg)': '50',
      Reps: '5',
    });
    expect(rows[1]).toMatchObject({
      Exercise: 'Running',
      'Distance (km)': '5.2',
      'Time (s)': '1560',
      'Set Type': 'normal',
    });
    // No cell a spreadsheet would run as a formula.
    expect(rows.flatMap(Object.values).filter((v) => /^[=+\-@\t\r]/.test(v))).toEqual([]);
  });

  it('lists the imported workouts the member chose "Keep mine" for, as stored, and no one else’s', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const stranger = await buildUser(ctx.db);
    await ctx.db.query(
      `insert into history_import_kept (user_id, source, started_at, fingerprint, sets_digest)
       values ($1, 'hevy', '2025-06-04 07:30', 'not mine', $2)`,
      [stranger.id, 'f'.repeat(64)],
    );
    // Legs logged on 4 June; strong-logged-here.csv holds Legs that day with other sets.
    await buildLog(ctx.db, user.id, {
      date: '2025-06-04',
      title: 'Legs',
      exercises: [{ name: 'Back Squat', sets: [{ reps: 5, weightKg: 100 }] }],
    });
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg');
    expect(preview.toReview).toEqual([expect.objectContaining({ title: 'Legs' })]);
    const keep = preview.toReview.map((r) => ({ key: r.key, action: 'keep' }));
    commitResult(
      await client.commit(preview.token, { weightUnit: 'kg', exercises: acceptDefaults(preview), workouts: keep }),
    );

    const { files } = await downloadExport(ctx, cookie, user.id);
    const doc = JSON.parse(textOf(files['fitcircle-export.json']));
    expect(doc.importKeepMineChoices).toEqual([
      {
        source: 'strong',
        startedAt: '2025-06-04 07:30',
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
        setsDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
        keptAt: expect.any(String),
      },
    ]);
    expect(preview.toReview[0].key).toBe(`2025-06-04 07:30|${doc.importKeepMineChoices[0].fingerprint}`);
    expect(Date.parse(doc.importKeepMineChoices[0].keptAt)).not.toBeNaN();
  });

  it('lists the names the member chose an exercise for and their imported workouts’ keys, no one else’s', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { cookie: strangerCookie } = await buildSignedInUser(ctx.db);
    /** Imports strong-logged-here.csv with its "Squat (Barbell)" logged as `squat`, not Back Squat. */
    const importAs = async (member: string, squat: string) => {
      const client = importClient(ctx, member);
      const preview = await client.preview(importFixture('strong-logged-here.csv'), '?weightUnit=kg');
      const choice = { name: 'Squat (Barbell)', action: 'match', exerciseId: await exerciseIdOf(ctx.db, squat) };
      const exercises = [...acceptDefaults(preview), choice];
      expect(commitResult(await client.commit(preview.token, { weightUnit: 'kg', exercises }))).toMatchObject({
        workoutsImported: 2,
      });
    };
    // The same file, so the same keys: only the member's own rows may be listed.
    await importAs(strangerCookie, 'Overhead Press');
    await importAs(cookie, 'Front Squat');
    await ctx.db.query(`update workout_logs set title = 'Leg day' where user_id = $1 and title = 'Legs'`, [user.id]);
    const { rows: logs } = await ctx.db.query<{ id: number; date: string; title: string }>(
      'select id, performed_on::text as date, title from workout_logs where user_id = $1 order by performed_on',
      [user.id],
    );

    const { files } = await downloadExport(ctx, cookie, user.id);
    const doc = JSON.parse(textOf(files['fitcircle-export.json']));
    expect(doc.importExerciseNameChoices).toEqual([{ name: 'squat (barbell)', exercise: 'Front Squat' }]);
    expect(logs.map((l) => [l.date, l.title])).toEqual([
      ['2025-06-02', 'Evening Push'],
      ['2025-06-04', 'Leg day'],
    ]);
    expect(doc.importedWorkoutKeys).toEqual(
      ['2025-06-02 18:05', '2025-06-04 07:30'].map((startedAt, i) => ({
        source: 'strong',
        startedAt,
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
        workoutId: logs[i].id,
        workoutDate: logs[i].date,
        workoutTitle: logs[i].title,
        importedAt: expect.any(String),
      })),
    );
    expect(Date.parse(doc.importedWorkoutKeys[0].importedAt)).not.toBeNaN();
  });

  it('is for the member only: 403 for others, admins included; 401 for visitors', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/export`, headers: { cookie: adminCookie } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/export` })).statusCode).toBe(401);
  });
});
