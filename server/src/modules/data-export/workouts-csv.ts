import { escapeCsvText, FITCIRCLE_EXPORT_HEADER } from '@common/fitcircle-csv';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../db/pool';
import { EXPORT_PAGE } from './batches';

// workouts.csv: the generic FitCircle CSV (common/fitcircle-csv.ts), one row per set, oldest
// workout first, weights in kg and distances in km as stored. Text a spreadsheet would run as a
// formula is defused; the import takes the quote off again.

interface SetRow {
  log_id: number;
  date: string;
  title: string;
  duration_minutes: number | null;
  notes: string | null;
  exercise: string;
  exercise_notes: string | null;
  superset_group: number | null;
  set_position: number;
  kind: string;
  weight_kg: number | null;
  reps: number | null;
  distance_km: number | null;
  duration_seconds: number | null;
  rpe: number | null;
  rir: number | null;
}

/** The sets of the next EXPORT_PAGE logs after (date, id), in order (workout_logs_user_date_idx). */
async function setsPage(db: Queryable, userId: number, after: [string, number] | null): Promise<SetRow[]> {
  const { rows } = await db.query<SetRow>(
    `with batch as (
       select id, performed_on, title, duration_minutes, notes from workout_logs
       where user_id = $1 and ($2::date is null or (performed_on, id) > ($2::date, $3::int))
       order by performed_on, id limit $4
     )
     select b.id as log_id, b.performed_on::text as date, b.title, b.duration_minutes, b.notes, e.name as exercise,
       le.notes as exercise_notes, le.superset_group, s.position as set_position, s.kind, s.weight_kg, s.reps, s.distance_km, s.duration_seconds,
       s.rpe, s.rir
     from batch b
     join workout_log_exercises le on le.log_id = b.id
     join exercises e on e.id = le.exercise_id
     join workout_log_sets s on s.log_exercise_id = le.id
     order by b.performed_on, b.id, le.position, s.position`,
    [userId, after?.[0] ?? null, after?.[1] ?? null, EXPORT_PAGE],
  );
  return rows;
}

const text = (value: string | null) => (value === null ? '' : escapeCsvText(value));

/** The CSV as text chunks: a BOM (so spreadsheets read UTF-8), the header, then a chunk per page of logs. */
export async function* workoutsCsv(db: Queryable, userId: number): AsyncGenerator<string> {
  yield `\uFEFF${stringify([FITCIRCLE_EXPORT_HEADER as unknown as string[]])}`;
  let number = 0;
  let lastLog = 0;
  // Pages end on whole logs; the next starts after the last one's (date, id), until one is empty.
  let after: [string, number] | null = null;
  for (;;) {
    const rows = await setsPage(db, userId, after);
    if (rows.length === 0) return;
    const lines = rows.map((r) => {
      if (r.log_id !== lastLog) {
        number += 1;
        lastLog = r.log_id;
      }
      return [
        number,
        r.date,
        text(r.title),
        r.duration_minutes ?? '',
        text(r.notes),
        text(r.exercise),
        // An exercise's notes stay with it: on its first row, not copied to every set.
        r.set_position === 0 ? text(r.exercise_notes) : '',
        r.superset_group ?? '',
        r.set_position + 1,
        r.kind,
        r.weight_kg ?? '',
        r.reps ?? '',
        r.distance_km ?? '',
        r.duration_seconds ?? '',
        r.rpe ?? '',
        r.rir ?? '',
      ];
    });
    yield stringify(lines);
    const last = rows[rows.length - 1];
    after = [last.date, last.log_id];
  }
}
