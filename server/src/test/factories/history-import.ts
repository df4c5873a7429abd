import { readFileSync } from 'node:fs';
import type { SetKind } from '@common/schemas/workout-logs';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../db/pool';

// History import factories (issue 15): the fixtures in the real export formats, and builders that
// write a history in Strong's or Hevy's format (for tests and the import benchmark).

export function importFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/history-import/${name}`, import.meta.url), 'utf8');
}

export interface BuiltSet {
  exercise: string;
  kind?: SetKind;
  weight?: number | null;
  reps?: number | null;
  distance?: number | null;
  seconds?: number | null;
  notes?: string;
  superset?: number | null;
  /** Hevy's rpe column (issue 33). */
  rpe?: number | null;
}

export interface BuiltWorkout {
  /** 'YYYY-MM-DD HH:MM' wall-clock start. */
  start: string;
  title: string;
  minutes: number;
  notes?: string;
  sets: BuiltSet[];
}

const cell = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const STRONG_ORDER: Record<SetKind, string> = { normal: '', warmup: 'W', dropset: 'D', failure: 'F' };

/** Strong's late-2025 shape (or, with `unit`, the 2025 shape whose header states kg or lbs). */
export function strongCsv(workouts: BuiltWorkout[], options: { unit?: 'kg' | 'lbs' } = {}): string {
  const rows: string[][] = [];
  workouts.forEach((w, index) => {
    let number = 0;
    for (const s of w.sets) {
      if ((s.kind ?? 'normal') === 'normal') number += 1;
      const order = STRONG_ORDER[s.kind ?? 'normal'] || String(number);
      const base = [`${w.start}:00`, w.title];
      if (options.unit) {
        rows.push([
          String(index + 1),
          ...base,
          String(w.minutes * 60),
          s.exercise,
          order,
          cell(s.weight),
          cell(s.reps),
          '',
          cell(s.distance === null || s.distance === undefined ? null : s.distance * 1000),
          cell(s.seconds),
          s.notes ?? '',
          w.notes ?? '',
        ]);
      } else {
        rows.push([
          ...base,
          `${Math.floor(w.minutes / 60) ? `${Math.floor(w.minutes / 60)}h ` : ''}${w.minutes % 60}m`,
          s.exercise,
          order,
          cell(s.weight),
          cell(s.reps),
          cell(s.distance ?? 0),
          cell(s.seconds ?? 0),
          '',
        ]);
      }
    }
  });
  const header = options.unit
    ? [
        'Workout #',
        'Date',
        'Workout Name',
        'Duration (sec)',
        'Exercise Name',
        'Set Order',
        `Weight (${options.unit})`,
        'Reps',
        'RPE',
        'Distance (meters)',
        'Seconds',
        'Notes',
        'Workout Notes',
      ]
    : [
        'Date',
        'Workout Name',
        'Duration',
        'Exercise Name',
        'Set Order',
        'Weight',
        'Reps',
        'Distance',
        'Seconds',
        'RPE',
      ];
  return stringify([header, ...rows], options.unit ? { delimiter: ';', quoted: true } : {});
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '15 Sep 2025, 07:48', Hevy's date in an English (UK) locale. */
function hevyDate(start: string, addMinutes = 0): string {
  const at = new Date(Date.parse(`${start.replace(' ', 'T')}:00Z`) + addMinutes * 60_000);
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hh}:${mm}`;
}

/** Hevy's export (kg and km, or lbs and miles with `imperial`). */
export function hevyCsv(workouts: BuiltWorkout[], options: { imperial?: boolean } = {}): string {
  const header = [
    'title',
    'start_time',
    'end_time',
    'description',
    'exercise_title',
    'superset_id',
    'exercise_notes',
    'set_index',
    'set_type',
    options.imperial ? 'weight_lbs' : 'weight_kg',
    'reps',
    options.imperial ? 'distance_miles' : 'distance_km',
    'duration_seconds',
    'rpe',
  ];
  const rows: string[][] = [];
  for (const w of workouts) {
    let last = '';
    let index = 0;
    for (const s of w.sets) {
      index = s.exercise === last ? index + 1 : 0;
      last = s.exercise;
      rows.push([
        w.title,
        hevyDate(w.start),
        hevyDate(w.start, w.minutes),
        w.notes ?? '',
        s.exercise,
        cell(s.superset),
        s.notes ?? '',
        String(index),
        s.kind ?? 'normal',
        cell(s.weight),
        cell(s.reps),
        cell(s.distance),
        cell(s.seconds),
        cell(s.rpe),
      ]);
    }
  }
  return stringify([header, ...rows]);
}

const LIFTS = [
  'Bench Press (Barbell)',
  'Squat (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Lat Pulldown (Cable)',
  'Bicep Curl (Dumbbell)',
  'Triceps Pushdown',
  'Leg Press (Machine)',
  'Lateral Raise (Dumbbell)',
  'Pull Up',
  'Romanian Deadlift (Barbell)',
  'Hip Thrust (Barbell)',
  'Seated Row (Cable)',
];

/**
 * A long, deterministic history: `sets` set rows in workouts of about 10 sets, one every other
 * day backwards from `lastDate`, each with a warm-up and, now and then, a drop set and a run.
 */
export function generatedHistory(sets: number, lastDate = '2026-10-31'): BuiltWorkout[] {
  const workouts: BuiltWorkout[] = [];
  const end = Date.parse(`${lastDate}T00:00:00Z`);
  let made = 0;
  for (let i = 0; made < sets; i += 1) {
    const day = new Date(end - i * 2 * 86_400_000).toISOString().slice(0, 10);
    const w: BuiltWorkout = {
      start: `${day} 07:${String(i % 60).padStart(2, '0')}`,
      title: `Session ${i % 7}`,
      minutes: 50 + (i % 30),
      sets: [],
    };
    for (let e = 0; e < 3 && made < sets; e += 1) {
      const exercise = LIFTS[(i * 3 + e) % LIFTS.length];
      const base = 40 + ((i * 7 + e * 13) % 80);
      w.sets.push({ exercise, kind: 'warmup', weight: base / 2, reps: 10 });
      for (let k = 0; k < 3; k += 1) w.sets.push({ exercise, weight: base + k * 2.5, reps: 8 - k });
      made += 4;
    }
    if (i % 5 === 0) w.sets.push({ exercise: 'Running', distance: 5 + (i % 3), seconds: 1500 + i });
    workouts.push(w);
  }
  return workouts;
}

/** The member's logged workouts, oldest first: each one's day, title and set weights in order. */
export async function loggedWeights(
  db: Queryable,
  userId: number,
): Promise<{ date: string; title: string; weights: string[] }[]> {
  const { rows } = await db.query<{ date: string; title: string; weights: string[] }>(
    `select l.performed_on::text as date, l.title,
       array_agg(s.weight_kg::text order by le.position, s.position) as weights
     from workout_logs l join workout_log_exercises le on le.log_id = l.id
     join workout_log_sets s on s.log_exercise_id = le.id
     where l.user_id = $1 group by l.id order by l.performed_on, l.id`,
    [userId],
  );
  return rows;
}
