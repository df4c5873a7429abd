import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// A name that states no equipment, for a movement the catalogue holds in several ("Squat": barbell,
// dumbbell, Smith machine, bodyweight...), is a member's own exercise in a Strong file (Strong's
// built-ins say it: "Squat (Barbell)"). Which variant it is, is theirs to say (D13): asked, the
// movement's variants offered, none chosen. Names with their equipment still match at once.

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const KG = { weightUnit: 'kg', distanceUnit: 'km' } as const;
const BARE = ['Squat', 'Bench Press', 'Deadlift', 'Lateral Raise', 'Hip Thrust', 'Bulgarian Split Squat'];

describe('a Strong name without its equipment', () => {
  it('is asked, with the variants of its movement offered and none chosen', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const preview = await importClient(ctx, cookie).preview(importFixture('strong-bare-names.csv'), '?weightUnit=kg');
    for (const name of BARE) {
      const entry = preview.exercises.find((e) => e.name === name);
      expect(entry, name).toMatchObject({ status: 'unmatched', match: null, matchedBy: null });
    }
    const squat = preview.exercises.find((e) => e.name === 'Squat');
    expect(squat?.options.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Back Squat', 'Dumbbell Squat', 'Smith Machine Squat', 'Bodyweight Squat']),
    );
    const thrust = preview.exercises.find((e) => e.name === 'Hip Thrust');
    expect(thrust?.options.map((o) => o.equipment)).toEqual(expect.arrayContaining(['barbell', 'bodyweight']));
    // Strong's own names carry the equipment: matched at once.
    expect(preview.exercises.find((e) => e.name === 'Squat (Barbell)')).toMatchObject({
      status: 'matched',
      match: { name: 'Back Squat', equipment: 'barbell' },
    });
    expect(preview.exercises.find((e) => e.name === 'Bench Press (Barbell)')).toMatchObject({
      status: 'matched',
      match: { name: 'Bench Press', equipment: 'barbell' },
    });
  });

  it('is never stored as a catalogue variant unless the member picks one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-bare-names.csv'), '?weightUnit=kg');
    const none = await client.commit(preview.token, { ...KG, exercises: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Squat');

    // The member says their "Squat" was an air squat; the rest become their own exercises.
    const air = await exerciseIdOf(ctx.db, 'Bodyweight Squat');
    const choices = [
      ...acceptDefaults(preview).filter((c) => c.name !== 'Squat'),
      { name: 'Squat', action: 'match' as const, exerciseId: air },
    ];
    commitResult(await client.commit(preview.token, { ...KG, exercises: choices }));
    const { rows } = await ctx.db.query<{ source_name: string; name: string; equipment: string; own: boolean }>(
      `select le.source_name, e.name, e.equipment, e.user_id is not null as own
       from workout_log_exercises le join exercises e on e.id = le.exercise_id
       where le.user_id = $1 order by le.position`,
      [user.id],
    );
    expect(rows.map((r) => [r.source_name, r.name, r.equipment, r.own])).toEqual([
      ['Squat', 'Bodyweight Squat', 'bodyweight', false],
      ['Bench Press', 'Bench Press', 'other', true],
      ['Deadlift', 'Deadlift', 'other', true],
      ['Lateral Raise', 'Lateral Raise', 'other', true],
      ['Hip Thrust', 'Hip Thrust', 'other', true],
      ['Bulgarian Split Squat', 'Bulgarian Split Squat', 'other', true],
      ['Squat (Barbell)', 'Back Squat', 'barbell', false],
      ['Bench Press (Barbell)', 'Bench Press', 'barbell', false],
    ]);
  });
});
