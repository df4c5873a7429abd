// npm run bench:challenge-records: what a records challenge adds to a history import
// (docs/perf/challenges.md). Creates a throwaway database on the PostgreSQL at BENCH_DATABASE_URL
// (default: the machine's test PostgreSQL) and builds the app in this process. For each size
// (BENCH_IMPORT_ROWS, default the `bench:import` histories of about 7,000 and 50,000 set rows) it
// imports the same Strong file for a member in no challenge (the baseline) and for a member in a
// records challenge, and prints the ratio of the two commits, measured in the same run. Then it
// times the records recount statement alone (RECORD_ITEMS) on the second member's history, which
// every save of such a member runs. No figure is asserted.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, utcIsoDate } from '../../common/fitness/dates';
import type { ImportPreview } from '../../common/schemas/history-import';
import { buildApp } from '../../server/src/app';
import { buildConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { createPool } from '../../server/src/db/pool';
import { ITEM_IN_CHALLENGE, RECORD_ITEMS } from '../../server/src/modules/challenges/items-sql';
import { buildSignedInUser } from '../../server/src/test/factories';
import { generatedHistory, strongCsv } from '../../server/src/test/factories/history-import';
import { loadWorkoutLibrary } from '../../server/src/test/factories/workouts';
import { acceptDefaults, commitResult } from '../../server/src/test/history-import-client';
import { createBenchDatabase, loadLine, median } from './bench-database';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '7000,50000').split(',').map(Number);
const RECOUNT_ROUNDS = 5;
const today = utcIsoDate();
const since = (t: number) => performance.now() - t;

/** The recount as the standings read it: the member's record items in their records challenges. */
const RECOUNT = `select p.challenge_id, i.activity_id, i.workout_log_id, i.records
  from (${RECORD_ITEMS}) i
  join challenge_participants p on p.user_id = $1
  join challenges c on c.id = p.challenge_id
  where c.metric = 'records' and ($2::int is null or c.id = $2) and ${ITEM_IN_CHALLENGE} and i.records > 0`;

const bench = await createBenchDatabase('challenge_records');
const db = createPool(bench.url, 4, () => {});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-bench-records-'));
try {
  await migrate(db);
  await loadWorkoutLibrary(db);
  const config = buildConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  console.log(loadLine());
  const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: unknown, type?: string) =>
    app.inject({ method, url, payload: payload as never, headers: { cookie, ...(type && { 'content-type': type }) } });

  for (const rows of SIZES) {
    const file = Buffer.from(strongCsv(generatedHistory(rows, today), { unit: 'kg' }));
    const commitTime = async (cookie: string) => {
      const preview = (await call('POST', '/api/history-import', cookie, file, 'text/csv')).json<ImportPreview>();
      const t = performance.now();
      const done = commitResult(
        await call('POST', `/api/history-import/${preview.token}/commit`, cookie, {
          exercises: acceptDefaults(preview),
        }),
      );
      const took = since(t);
      if (done.workoutsImported !== preview.workouts) throw new Error('the import did not complete');
      return { took, workouts: preview.workouts };
    };

    const alone = await commitTime((await buildSignedInUser(db)).cookie);
    const member = await buildSignedInUser(db);
    await call('PUT', '/api/settings', member.cookie, { privacy: { workoutActivity: 'public' } });
    const created = await call('POST', '/api/challenges', member.cookie, {
      title: 'Record month',
      metric: 'records',
      sport: 'any',
      startsOn: addDays(today, -20),
      endsOn: addDays(today, 10),
      timeZone: 'UTC',
    });
    const joined = await call('POST', `/api/challenges/${created.json().id}/join`, member.cookie, {});
    if (joined.statusCode !== 200) throw new Error(`join answered ${joined.statusCode}`);
    const inChallenge = await commitTime(member.cookie);
    console.log(
      `${rows} sets (${alone.workouts} workouts): commit in no challenge ${alone.took.toFixed(0)} ms, ` +
        `in a records challenge ${inChallenge.took.toFixed(0)} ms: ${(inChallenge.took / alone.took).toFixed(2)}x`,
    );

    const recount: number[] = [];
    for (let r = 0; r < RECOUNT_ROUNDS; r++) {
      const t = performance.now();
      await db.query(RECOUNT, [member.user.id, null]);
      recount.push(since(t));
    }
    console.log(`  the records recount alone: median ${median(recount).toFixed(0)} ms of ${RECOUNT_ROUNDS}`);
  }
  await app.close();
} finally {
  await db.end();
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(loadLine('at end'));
