import { addDays, utcIsoDate } from '@common/fitness/dates';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { transaction } from '../../db/pool';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { challengeBody } from '../../test/factories/clubs';
import { buildLog, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { seededRandom } from '../../test/seeded-random';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';
import { replaceLogExercises } from '../workouts';
import { insertParticipant } from './repository';
import { backfillMember, itemChanged } from './standings';

// The standing is kept incrementally (a save, an edit or a delete writes only what changed). This
// test makes OPS random saves, edits and deletes of workout logs through the same hook the routes
// run, and compares every standing, total and rank histogram with a recomputation from scratch
// made here in TypeScript from what the test itself wrote (not from the SQL under test).
vi.setConfig({ testTimeout: 600_000 });
const ctx = useTestApp();
// 10,000 (the figure) takes about 5 minutes on a busy 2-core machine: the suite runs 1,500 per
// project, `CHALLENGE_FUZZ_OPS=10000` runs the full count.
const OPS = Number(process.env.CHALLENGE_FUZZ_OPS ?? 1500);
const SEED = Number(process.env.CHALLENGE_FUZZ_SEED ?? Date.now() % 1_000_000);

interface SetSpec {
  kind: 'normal' | 'warmup';
  reps: number;
  weightKg: number;
  distanceKm: number | null;
}
interface Log {
  id: number;
  userId: number;
  date: string;
  minutes: number;
  sets: SetSpec[];
}
interface Challenge {
  id: number;
  metric: 'distance' | 'moving_time' | 'sessions' | 'weight_lifted';
  startsOn: string;
  endsOn: string;
}

const today = utcIsoDate();

/** What a log adds to a challenge, as the rules say (docs/decisions/0033). */
function worth(c: Challenge, log: Log): number {
  if (log.date < c.startsOn || log.date > c.endsOn) return 0;
  const working = log.sets.filter((s) => s.kind !== 'warmup');
  switch (c.metric) {
    case 'distance':
      return working.reduce((sum, s) => sum + (s.distanceKm ?? 0), 0);
    case 'moving_time':
      return log.minutes * 60;
    case 'sessions':
      return 1;
    case 'weight_lifted':
      return working.reduce((sum, s) => sum + s.weightKg * s.reps, 0);
  }
}

/** challenge_bucket() of migration 0191, in TypeScript. */
const bucketOf = (v: number) => (v <= 0 ? 0 : 1 + Math.floor(Math.log2(v + 1) * 32));
/** The fine buckets of migration 0221: 16 in each bucket. */
const fineOf = (v: number) => (v <= 0 ? 0 : 1 + Math.floor(Math.log2(v + 1) * 512));

describe('challenge standings', () => {
  let bench: number;
  beforeAll(async () => {
    await loadWorkoutLibrary(ctx.db);
    bench = await exerciseIdOf(ctx.db, 'Bench Press');
  });

  it(`equal a recomputation from scratch after ${OPS} random saves, edits and deletes`, async () => {
    const rnd = seededRandom(SEED);
    console.info(`challenge standings fuzz: ${OPS} operations, seed ${SEED}`);
    const members = await Promise.all(Array.from({ length: 6 }, () => buildSignedInUser(ctx.db)));
    // Half the members show their workouts to everyone (they count on the board), half keep them
    // private (they count in their own view only).
    const isPublic = new Map<number, boolean>();
    for (const [i, m] of members.entries()) {
      isPublic.set(m.user.id, i % 2 === 0);
      await updateSettings(ctx.db, m.user.id, { privacy: { workoutActivity: i % 2 === 0 ? 'public' : 'private' } });
    }
    const specs: Omit<Challenge, 'id'>[] = [
      { metric: 'distance', startsOn: addDays(today, -30), endsOn: addDays(today, -1) },
      { metric: 'moving_time', startsOn: addDays(today, -10), endsOn: addDays(today, 10) },
      { metric: 'sessions', startsOn: addDays(today, -20), endsOn: today },
      { metric: 'weight_lifted', startsOn: addDays(today, -15), endsOn: addDays(today, 5) },
    ];
    const challenges: Challenge[] = [];
    for (const spec of specs) {
      // Made running (an ended one is refused), then given the spec's range before anyone joins.
      const res = await apiAs(ctx, members[0].cookie).post(
        '/api/challenges',
        challengeBody({ ...spec, endsOn: addDays(today, 1), title: spec.metric, sport: 'any' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const id: number = res.json().id;
      await ctx.db.query('update challenges set ends_on = $2 where id = $1', [id, spec.endsOn]);
      challenges.push({ ...spec, id });
    }
    const joined = new Map<number, Set<number>>(); // challenge -> members
    for (const c of challenges) joined.set(c.id, new Set());
    // Joined as the join route joins (the distance challenge has ended: the route takes no one now).
    const join = async (challengeId: number, m: (typeof members)[number]) => {
      await transaction(ctx.db, async (tx) => {
        expect(await insertParticipant(tx, challengeId, m.user.id, 'UTC')).toBe(true);
        await backfillMember(tx, challengeId, m.user.id);
      });
      joined.get(challengeId)!.add(m.user.id);
    };
    // Most members join at the start; the rest join half-way (their earlier logs count at once).
    const late: [number, (typeof members)[number]][] = [];
    for (const c of challenges) {
      for (const m of members) {
        if (rnd.next() < 0.7) await join(c.id, m);
        else late.push([c.id, m]);
      }
    }

    const logs = new Map<number, Log>();
    const randomSets = (): SetSpec[] =>
      Array.from({ length: rnd.int(0, 3) }, () => ({
        kind: rnd.next() < 0.2 ? 'warmup' : 'normal',
        reps: rnd.int(1, 12),
        weightKg: rnd.int(0, 80) * 2.5,
        distanceKm: rnd.next() < 0.4 ? rnd.int(1, 2000) / 100 : null,
      }));
    const exercisesOf = (sets: SetSpec[]) =>
      sets.length === 0
        ? []
        : [
            {
              exerciseId: bench,
              supersetGroup: null,
              sets: sets.map((s) => ({
                kind: s.kind,
                reps: s.reps,
                weightKg: s.weightKg,
                distanceKm: s.distanceKm ?? undefined,
              })),
            },
          ];

    const check = async () => {
      const { rows } = await ctx.db.query<{
        challenge_id: number;
        user_id: number;
        value: number;
        private_value: number;
      }>(
        'select challenge_id, user_id, value, private_value from challenge_participants where challenge_id = any($1)',
        [challenges.map((c) => c.id)],
      );
      expect(rows.length).toBe([...joined.values()].reduce((n, s) => n + s.size, 0));
      for (const c of challenges) {
        let total = 0;
        const histogram = new Map<number, number>();
        const fineHistogram = new Map<number, number>();
        for (const userId of joined.get(c.id)!) {
          const mine = [...logs.values()].filter((l) => l.userId === userId);
          const expected = mine.reduce((sum, l) => sum + worth(c, l), 0);
          const row = rows.find((r) => r.challenge_id === c.id && r.user_id === userId)!;
          const counted = isPublic.get(userId) ? expected : 0;
          expect(row.value, `challenge ${c.metric}, member ${userId}, seed ${SEED}`).toBeCloseTo(counted, 6);
          expect(row.private_value, `private, ${c.metric}, member ${userId}, seed ${SEED}`).toBeCloseTo(
            isPublic.get(userId) ? 0 : expected,
            6,
          );
          total += counted;
          histogram.set(bucketOf(counted), (histogram.get(bucketOf(counted)) ?? 0) + 1);
          fineHistogram.set(fineOf(counted), (fineHistogram.get(fineOf(counted)) ?? 0) + 1);
        }
        const stored = await ctx.db.query<{ total: number; participant_count: number }>(
          'select total, participant_count from challenges where id = $1',
          [c.id],
        );
        expect(stored.rows[0].total).toBeCloseTo(total, 6);
        expect(stored.rows[0].participant_count).toBe(joined.get(c.id)!.size);
        const buckets = await ctx.db.query<{ bucket: number; n: number }>(
          'select bucket, n from challenge_rank_buckets where challenge_id = $1 and n > 0 order by bucket',
          [c.id],
        );
        expect(buckets.rows).toEqual(
          [...histogram.entries()].sort((a, b) => a[0] - b[0]).map(([bucket, n]) => ({ bucket, n })),
        );
        const fine = await ctx.db.query<{ fine: number; n: number }>(
          'select fine, n from challenge_rank_fine where challenge_id = $1 and n > 0 order by fine',
          [c.id],
        );
        expect(fine.rows).toEqual(
          [...fineHistogram.entries()].sort((a, b) => a[0] - b[0]).map(([fine, n]) => ({ fine, n })),
        );
      }
    };

    const started = Date.now();
    for (let op = 0; op < OPS; op++) {
      if (op === Math.floor(OPS / 2)) for (const [challengeId, m] of late) await join(challengeId, m);
      const m = rnd.pick(members);
      const own = [...logs.values()].filter((l) => l.userId === m.user.id);
      const roll = rnd.next();
      if (own.length === 0 || roll < 0.45) {
        const log: Omit<Log, 'id'> = {
          userId: m.user.id,
          date: addDays(today, rnd.int(-35, 12)),
          minutes: rnd.int(1, 120),
          sets: randomSets(),
        };
        const id = await transaction(ctx.db, async (tx) => {
          const id = await buildLog(tx, m.user.id, { date: log.date, durationMinutes: log.minutes, exercises: [] });
          await replaceLogExercises(tx, id, m.user.id, exercisesOf(log.sets));
          await itemChanged(tx, m.user.id, { kind: 'workout', id });
          return id;
        });
        logs.set(id, { ...log, id });
      } else if (roll < 0.8) {
        const log = rnd.pick(own);
        const edited: Log = {
          ...log,
          date: rnd.next() < 0.5 ? addDays(today, rnd.int(-35, 12)) : log.date,
          minutes: rnd.next() < 0.5 ? rnd.int(1, 120) : log.minutes,
          sets: rnd.next() < 0.6 ? randomSets() : log.sets,
        };
        await transaction(ctx.db, async (tx) => {
          await tx.query('update workout_logs set performed_on = $2, duration_minutes = $3 where id = $1', [
            log.id,
            edited.date,
            edited.minutes,
          ]);
          await replaceLogExercises(tx, log.id, m.user.id, exercisesOf(edited.sets));
          await itemChanged(tx, m.user.id, { kind: 'workout', id: log.id });
        });
        logs.set(log.id, edited);
      } else {
        const log = rnd.pick(own);
        await ctx.db.query('delete from workout_logs where id = $1', [log.id]);
        await transaction(ctx.db, (tx) => itemChanged(tx, m.user.id, null));
        logs.delete(log.id);
      }
      if ((op + 1) % 2500 === 0) await check();
    }
    await check();
    console.info(`challenge standings fuzz: ${OPS} operations in ${Date.now() - started} ms`);
  });
});
