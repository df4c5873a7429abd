import { addDays, utcIsoDate } from '@common/fitness/dates';
import type { ChallengeInput } from '@common/schemas/challenges';
import type { ImportedName } from '@common/schemas/history-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import {
  challengeNoticesAs,
  createChallengeAs,
  joinChallengeAs,
  leaderboardAs,
  standingOf,
} from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { type BuiltWorkout, strongCsv } from '../../test/factories/history-import';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { queriesDuring } from '../../test/query-log';
import { useTestApp } from '../../test/test-app';
import { sendChallengeNotices } from '../challenges';

// Imported history is the member's real training (issue 34): its workouts count in the challenges
// the member joined as logged ones do, from before they joined too, and re-mapping an imported
// name recounts their records (decision D13). All of it in one call per import, whatever its size.
// The files are Strong's export (its 2025 shape, kg in the header), dated around today so that they
// fall in a challenge that is running.

const ctx = useTestApp();
const today = utcIsoDate();
const day = (offset: number) => `${addDays(today, offset)} 18:00`;

let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

/** A challenge running from 10 days ago to 10 days ahead. */
const challenge = (cookie: string, o: Partial<ChallengeInput>) =>
  createChallengeAs(ctx, cookie, { startsOn: addDays(today, -10), endsOn: addDays(today, 10), ...o });
const join = (cookie: string, id: number) => joinChallengeAs(ctx, cookie, id);
const board = (cookie: string, id: number) => leaderboardAs(ctx, cookie, id);

async function publicWorkouts(member: Member): Promise<void> {
  const res = await apiAs(ctx, member.cookie).put('/api/settings', { privacy: { workoutActivity: 'public' } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Imports a Strong export; every name the library does not know becomes the member's own exercise. */
async function importStrong(cookie: string, workouts: BuiltWorkout[]) {
  const client = importClient(ctx, cookie);
  const preview = await client.preview(strongCsv(workouts, { unit: 'kg' }));
  return commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
}

describe('imported workouts in challenges', () => {
  it('count in the weight lifted and sessions of a challenge the member joined, as a fresh count does', async () => {
    const lifter = await buildSignedInUser(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    await publicWorkouts(lifter);
    const lifted = await challenge(lifter.cookie, { title: 'Tonnage', metric: 'weight_lifted', sport: 'strength' });
    const sessions = await challenge(lifter.cookie, { title: 'Show up', metric: 'sessions', sport: 'any' });
    for (const id of [lifted, sessions]) await join(lifter.cookie, id);

    const file: BuiltWorkout[] = [
      {
        start: day(-3),
        title: 'Push',
        minutes: 50,
        sets: [
          { exercise: 'Bench Press (Barbell)', kind: 'warmup', weight: 40, reps: 10 },
          { exercise: 'Bench Press (Barbell)', weight: 60, reps: 10 },
          { exercise: 'Bench Press (Barbell)', weight: 70, reps: 8 },
        ],
      },
      {
        start: day(-2),
        title: 'Legs',
        minutes: 40,
        sets: [
          { exercise: 'Squat (Barbell)', weight: 100, reps: 5 },
          { exercise: 'Squat (Barbell)', weight: 100, reps: 5 },
        ],
      },
      // Before the challenge: counts in neither.
      { start: day(-40), title: 'Old', minutes: 30, sets: [{ exercise: 'Squat (Barbell)', weight: 200, reps: 5 }] },
    ];
    expect(await importStrong(lifter.cookie, file)).toMatchObject({ workoutsImported: 3 });

    // Working sets only: 60 x 10 + 70 x 8 + 2 x (100 x 5); the warm-up is left out.
    const weight = 10 * 60 + 8 * 70 + 2 * 100 * 5;
    expect(standingOf(await board(viewer.cookie, lifted), lifter.user.id)).toBe(weight);
    expect(standingOf(await board(viewer.cookie, sessions), lifter.user.id)).toBe(2);
    expect((await board(lifter.cookie, lifted)).me).toMatchObject({ value: weight, privateValue: 0 });
    // The same file again: every workout is skipped, and none counts twice.
    expect(await importStrong(lifter.cookie, file)).toMatchObject({ workoutsImported: 0, workoutsSkipped: 3 });
    expect(standingOf(await board(viewer.cookie, lifted), lifter.user.id)).toBe(weight);

    // The same as a count from scratch: a challenge joined after the import counts the same.
    const later = await challenge(lifter.cookie, {
      title: 'Tonnage again',
      metric: 'weight_lifted',
      sport: 'strength',
    });
    await join(lifter.cookie, later);
    expect(standingOf(await board(viewer.cookie, later), lifter.user.id)).toBe(weight);
  });

  it('sets records in a records challenge, and tells a member the import overtook', async () => {
    const member = await buildSignedInUser(ctx.db);
    const rival = await buildSignedInUser(ctx.db);
    for (const m of [member, rival]) await publicWorkouts(m);
    const records = await challenge(member.cookie, { title: 'PR month', metric: 'records', sport: 'any' });
    for (const m of [member, rival]) await join(m.cookie, records);
    // The rival sets one record by logging: a first bench, then a heavier one.
    for (const [offset, weightKg] of [
      [-6, 50],
      [-5, 55],
    ]) {
      const res = await apiAs(ctx, rival.cookie).post('/api/workout-logs', {
        date: addDays(today, offset),
        durationMinutes: 30,
        exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg }] }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(standingOf(await board(member.cookie, records), rival.user.id)).toBe(1);

    const benchAt = (offset: number, weight: number): BuiltWorkout => ({
      start: day(offset),
      title: 'Bench',
      minutes: 30,
      sets: [{ exercise: 'Bench Press (Barbell)', weight, reps: 5 }],
    });
    // The first bench is no record; each heavier one after it is; a lighter one is not.
    await importStrong(member.cookie, [benchAt(-6, 60), benchAt(-5, 70), benchAt(-4, 65), benchAt(-3, 80)]);
    expect(standingOf(await board(rival.cookie, records), member.user.id)).toBe(2);

    await sendChallengeNotices(ctx.app); // whichever instance heard the commit may have sent them already
    const notices = () => challengeNoticesAs(ctx, rival.cookie, records);
    await expect.poll(notices).toEqual([['challenge_overtaken', member.user.id]]);
  });

  it('cost the same few statements for 40 workouts as for 2', async () => {
    const challengeStatements = async (count: number) => {
      const member = await buildSignedInUser(ctx.db);
      await publicWorkouts(member);
      const id = await challenge(member.cookie, { title: 'Tonnage', metric: 'weight_lifted', sport: 'strength' });
      const records = await challenge(member.cookie, { title: 'PR month', metric: 'records', sport: 'any' });
      for (const c of [id, records]) await join(member.cookie, c);
      // Four workouts a day from the challenge's first day on, each 10 kg heavier than the one before.
      const workouts = Array.from({ length: count }, (_, i) => ({
        start: `${addDays(today, -10 + Math.floor(i / 4))} ${['06', '10', '14', '18'][i % 4]}:00`,
        title: `Bench ${i}`,
        minutes: 30,
        sets: [{ exercise: 'Bench Press (Barbell)', weight: 20 + 10 * i, reps: 1 }],
      }));
      const { queries } = await queriesDuring(ctx.db, () => importStrong(member.cookie, workouts));
      const expected = workouts.reduce((sum, _, i) => sum + 20 + 10 * i, 0);
      expect(standingOf(await board(member.cookie, id), member.user.id)).toBe(expected);
      expect(standingOf(await board(member.cookie, records), member.user.id)).toBe(count - 1);
      return queries.filter((q) => /challenge_/.test(q.text)).length;
    };
    const few = await challengeStatements(2);
    expect(few).toBeGreaterThan(0);
    expect(await challengeStatements(40)).toBe(few);
  });
});

describe('re-mapping an imported name', () => {
  it('recounts the records challenge: sessions moved onto the bench make a heavier set a record', async () => {
    const member = await buildSignedInUser(ctx.db);
    await publicWorkouts(member);
    const records = await challenge(member.cookie, { title: 'PR month', metric: 'records', sport: 'any' });
    await join(member.cookie, records);
    await importStrong(member.cookie, [
      {
        start: day(-5),
        title: 'Bench',
        minutes: 30,
        sets: [{ exercise: 'Bench Press (Barbell)', weight: 60, reps: 5 }],
      },
      // The file's own name for the bench, imported as the member's own exercise: a first, no record.
      { start: day(-4), title: 'Gym bench', minutes: 30, sets: [{ exercise: 'Bench (gym bar)', weight: 70, reps: 5 }] },
    ]);
    const names = (await apiAs(ctx, member.cookie).get('/api/history-import/names')).json() as ImportedName[];
    expect(names.find((n) => n.name === 'Bench (gym bar)')?.exercise.exerciseId).not.toBe(bench);
    expect(standingOf(await board(member.cookie, records), member.user.id)).toBe(0);

    const res = await apiAs(ctx, member.cookie).put('/api/history-import/names', {
      name: 'Bench (gym bar)',
      action: 'match',
      exerciseId: bench,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sessionsMoved: 1 });
    // 70 kg on the day after 60 kg, both on the bench now: a record.
    expect(standingOf(await board(member.cookie, records), member.user.id)).toBe(1);
  });
});
