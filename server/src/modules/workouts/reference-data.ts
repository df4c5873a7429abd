import type pg from 'pg';
import { transaction } from '../../db/pool';
import { syncCatalogue } from '../exercises';
import { CURATED_PLANS } from './data/curated-plans';
import { insertPlan, replaceSchedule } from './plan-writes';

const CURATED_PLANS_KEY = 'curated-plans-v1';

/**
 * Loads the recommended plans once per database: the key in workout_reference_seeds is written
 * in the same transaction, so a second instance (or a restart) skips them, and a plan an admin
 * deleted stays deleted.
 */
export async function seedCuratedPlans(db: pg.Pool): Promise<boolean> {
  return transaction(db, async (tx) => {
    const { rowCount } = await tx.query(
      'insert into workout_reference_seeds (key) values ($1) on conflict do nothing',
      [CURATED_PLANS_KEY],
    );
    if (!rowCount) return false;
    const { rows } = await tx.query<{ id: number; name: string }>(
      'select id, name from exercises where user_id is null',
    );
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    for (const { schedule, ...plan } of CURATED_PLANS) {
      const planId = await insertPlan(tx, null, { ...plan, curated: true });
      await replaceSchedule(
        tx,
        planId,
        schedule.map((day) => ({
          weekday: day.weekday,
          title: day.title,
          exercises: day.exercises.map(({ name, ...target }) => {
            const exerciseId = idOf.get(name);
            if (!exerciseId) throw new Error(`curated plan ${plan.name}: '${name}' is not in the exercise library`);
            return { exerciseId, ...target };
          }),
        })),
      );
    }
    return true;
  });
}

/** The startup task: the exercise catalogue first (the plans name its exercises), then the plans. */
export async function loadWorkoutReferenceData(db: pg.Pool): Promise<void> {
  await syncCatalogue(db);
  await seedCuratedPlans(db);
}
