// npm run bench:import: times a history import end to end on the app (issue 15). Creates a
// throwaway database on the PostgreSQL at BENCH_DATABASE_URL (default: the machine's test
// PostgreSQL), builds the app in this process, and for each size (BENCH_IMPORT_ROWS, default
// about 7,000 and 50,000 set rows: a real multi-year Hevy export and a 10-year history) uploads a Hevy
// file for a fresh member: preview, commit, then the same file again (every workout skipped).
// The baseline, measured in the same run on the same bytes, is csv-parse alone (no mapping, no
// database): the ratio says what the import adds to reading the CSV. Right after each commit it also
// reads what a member opens next (issue 30: the records took 48 s on the first load after an import,
// planned on the statistics of the empty tables): the records, an exercise page and its all-time chart,
// and the all-time progress; the goal is under a second each.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ImportPreview } from '../../common/schemas/history-import';
import { buildApp } from '../../server/src/app';
import { buildConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { createPool } from '../../server/src/db/pool';
import { buildSignedInUser } from '../../server/src/test/factories';
import { generatedHistory, hevyCsv } from '../../server/src/test/factories/history-import';
import { loadWorkoutLibrary } from '../../server/src/test/factories/workouts';
import { acceptDefaults, commitResult } from '../../server/src/test/history-import-client';
import { createBenchDatabase, median } from './bench-database';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '7000,50000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const ms = (since: number) => performance.now() - since;

const bench = await createBenchDatabase('import');
const db = createPool(bench.url, 4, () => {});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-bench-import-'));
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
  console.log(
    `history import, Hevy CSV, ${ROUNDS} rounds per size (medians; load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const rows of SIZES) {
    const file = Buffer.from(hevyCsv(generatedHistory(rows)));
    const times = { parse: [] as number[], preview: [] as number[], commit: [] as number[], again: [] as number[] };
    const reads = {
      records: [] as number[],
      exercise: [] as number[],
      chart: [] as number[],
      progress: [] as number[],
    };
    let workouts = 0;
    let setRows = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let t = performance.now();
      setRows = parse(file, { relax_column_count: true }).length - 1;
      times.parse.push(ms(t));

      const { cookie } = await buildSignedInUser(db);
      const upload = () =>
        app.inject({
          method: 'POST',
          url: '/api/history-import',
          payload: file,
          headers: { cookie, 'content-type': 'text/csv' },
        });
      t = performance.now();
      const first = await upload();
      times.preview.push(ms(t));
      const preview = first.json<ImportPreview>();
      workouts = preview.workouts;
      const body = { exercises: acceptDefaults(preview) };
      t = performance.now();
      const result = commitResult(
        await app.inject({
          method: 'POST',
          url: `/api/history-import/${preview.token}/commit`,
          payload: body,
          headers: { cookie },
        }),
      );
      times.commit.push(ms(t));
      if (result.workoutsImported !== workouts) throw new Error(`imported ${result.workoutsImported} of ${workouts}`);

      // What the member opens next, right after the import.
      const read = async (into: number[], url: string) => {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        into.push(ms(start));
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        return res.json();
      };
      const records = await read(reads.records, '/api/workout-records');
      const top = records[0].exerciseId;
      await read(reads.exercise, `/api/exercises/${top}`);
      await read(reads.chart, `/api/exercises/${top}/progress`);
      await read(reads.progress, '/api/workout-progress?weeks=all');

      t = performance.now();
      const again = (await upload()).json<ImportPreview>();
      commitResult(
        await app.inject({
          method: 'POST',
          url: `/api/history-import/${again.token}/commit`,
          payload: body,
          headers: { cookie },
        }),
      );
      times.again.push(ms(t));
      if (again.alreadyImported !== workouts) throw new Error('re-import did not skip every workout');
    }
    const p = median(times.parse);
    const line = (label: string, value: number, goal?: number) =>
      console.log(
        `  ${label.padEnd(34)} ${value.toFixed(0).padStart(6)} ms  ${(value / p).toFixed(1).padStart(5)}x parse${goal ? `  (goal < ${goal} ms: ${value < goal ? 'met' : 'NOT met'})` : ''}`,
      );
    console.log(
      `${setRows.toLocaleString('en-US')} set rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${workouts} workouts`,
    );
    line('baseline: csv-parse alone', p);
    line('preview (upload, parse, match)', median(times.preview), rows >= 50_000 ? 3000 : undefined);
    line('commit (parse again, write all)', median(times.commit), rows >= 50_000 ? 10_000 : undefined);
    line('same file again: preview + commit', median(times.again));
    line('then: records', median(reads.records), 1000);
    line('then: an exercise page', median(reads.exercise), 1000);
    line('then: its all-time chart', median(reads.chart), 1000);
    line('then: all-time weekly progress', median(reads.progress), 1000);
  }
  await app.close();
} finally {
  await db.end();
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
