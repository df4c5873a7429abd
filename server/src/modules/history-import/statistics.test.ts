import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { generatedHistory, hevyCsv } from '../../test/factories/history-import';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';
import { ANALYZE_AFTER_SETS } from './commit-import';

// Issue 30 point 7: right after a large import, the planner knows the rows are there (the records
// took 48 s on a plan made for the empty tables). Asserted on what the planner reads, not on a time.

const ctx = useTestApp();
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
});

async function plannerRows(table: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('select reltuples::int as n from pg_class where relname = $1', [
    table,
  ]);
  return rows[0].n;
}

describe('a large import', () => {
  it('leaves the planner statistics that count its rows, committed with it', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const before = await plannerRows('workout_log_sets');
    const client = importClient(ctx, cookie);
    const preview = await client.preview(hevyCsv(generatedHistory(ANALYZE_AFTER_SETS * 2)));
    const result = commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(result.setsImported).toBeGreaterThanOrEqual(ANALYZE_AFTER_SETS * 2);
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from workout_log_sets');
    // ANALYZE's estimate of a table this small is its exact count; before, it knew none of these rows.
    expect(before).toBeLessThan(rows[0].n);
    expect(await plannerRows('workout_log_sets')).toBe(rows[0].n);
    expect(await plannerRows('workout_log_exercises')).toBeGreaterThan(0);
  });

  it('a small one leaves them to autovacuum', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const before = await plannerRows('workout_log_sets');
    const client = importClient(ctx, cookie);
    const preview = await client.preview(hevyCsv(generatedHistory(40)));
    commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    expect(await plannerRows('workout_log_sets')).toBe(before);
  });
});
