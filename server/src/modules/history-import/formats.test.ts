import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { importFixture } from '../../test/factories/history-import';
import { chunksOf } from './counted-upload';
import type { ParsedHistory } from './draft-types';
import { parseHistory } from './parse-history';

// The mapping of each format and era, on fixtures written in the apps' real formats. Counts are
// checked against an independent reading of the same file (csv-parse's sync API, plain filters).

const read = (name: string, units = {}) => parseHistory(chunksOf(Buffer.from(importFixture(name))), units);

const allSets = (p: ParsedHistory) => p.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
const summary = (p: ParsedHistory) =>
  p.workouts.map((w) => ({
    start: w.startedAt,
    title: w.title,
    minutes: w.durationMinutes,
    exercises: w.exercises.map((e) => [e.name, e.supersetGroup, e.sets.map((s) => [s.kind, s.weightKg, s.reps])]),
  }));

/** Rows of a file whose reps, time or distance show a set was done (not a rest timer). */
function doneRows(
  name: string,
  delimiter: string,
  columns: { reps: string; time: string; distance: string; order?: string },
) {
  const rows: Record<string, string>[] = parse(importFixture(name), { columns: true, delimiter, bom: true });
  const positive = (v: string | undefined) => Number((v ?? '').replace(',', '.')) > 0;
  return rows.filter(
    (r) =>
      r[columns.order ?? ''] !== 'Rest Timer' &&
      (positive(r[columns.reps]) || positive(r[columns.time]) || positive(r[columns.distance])),
  ).length;
}

describe('Strong', () => {
  it('reads the older export with a semicolon and decimal commas', async () => {
    const parsed = await read('strong-older-semicolon.csv', { weightUnit: 'kg', distanceUnit: 'km' });
    expect(parsed).toMatchObject({ source: 'strong', delimiter: ';', problems: [] });
    expect(summary(parsed)).toEqual([
      {
        start: '2022-03-02 07:15',
        title: 'Morgentraining',
        minutes: 65,
        exercises: [
          [
            'Bench Press (Barbell)',
            null,
            [
              ['warmup', 40, 10],
              ['normal', 62.5, 8],
              ['normal', 62.5, 7],
            ],
          ],
          ['Kreuzheben', null, [['normal', 142.5, 3]]],
        ],
      },
      {
        start: '2022-03-04 07:00',
        title: 'Cardio',
        minutes: 30,
        exercises: [['Cycling', null, [['normal', null, null]]]],
      },
    ]);
    expect(allSets(parsed).at(-1)).toMatchObject({ distanceKm: 12.4, durationSeconds: 1800 });
    // "Gut; aber müde" is one quoted field holding the delimiter.
    expect(parsed.workouts[0].notes).toContain('Gut; aber müde');
    expect(allSets(parsed)).toHaveLength(
      doneRows('strong-older-semicolon.csv', ';', {
        reps: 'Reps',
        time: 'Seconds',
        distance: 'Distance',
        order: 'Set Order',
      }),
    );
  });

  it('reads the 2025 export: quoted, semicolons, kg and metres in the header, rest timers skipped', async () => {
    const parsed = await read('strong-2025-kg.csv');
    expect(parsed).toMatchObject({ format: 'Strong (2025 export)', stated: { weight: 'kg', distance: 'km' } });
    expect(parsed.skipped).toEqual({ notDone: 1, restTimers: 1 });
    expect(summary(parsed)[0]).toMatchObject({ start: '2025-03-03 07:00', minutes: 65 });
    const run = allSets(parsed).at(-1);
    expect(run).toMatchObject({ distanceKm: 5, durationSeconds: 1650 });
    expect(allSets(parsed)).toHaveLength(
      doneRows('strong-2025-kg.csv', ';', {
        reps: 'Reps',
        time: 'Seconds',
        distance: 'Distance (meters)',
        order: 'Set Order',
      }),
    );
  });

  it('converts the 2025 export in lbs to kg', async () => {
    const parsed = await read('strong-2025-lbs.csv');
    expect(parsed.stated.weight).toBe('lb');
    const kg = allSets(parsed).map((s) => s.weightKg);
    expect(kg).toEqual([225, 245, 135].map((lb) => Math.round(lb * 0.45359237 * 100) / 100));
  });

  it('reads the late-2025 export: reps written 13.0, Duration 35m, float noise rounded', async () => {
    const parsed = await read('strong-late-2025.csv', { weightUnit: 'kg' });
    expect(summary(parsed)).toEqual([
      {
        start: '2025-10-20 17:45',
        title: 'Evening Workout',
        minutes: 35,
        exercises: [
          [
            'Overhead Press (Barbell)',
            null,
            [
              ['normal', 40, 13],
              ['normal', 42.5, 10],
            ],
          ],
          ['Bicep Curl (Dumbbell)', null, [['normal', 12.9, 12]]],
        ],
      },
    ]);
    expect(parsed.skipped.notDone).toBe(1);
    // Issue 33: the file's RPE is kept with its set, a blank one stays unknown.
    expect(allSets(parsed).map((s) => s.rpe)).toEqual([null, 7, null]);
    expect(parsed.notes.join(' ')).not.toMatch(/RPE/);
  });
});

describe('Hevy', () => {
  it('keeps each set’s RPE (issue 33); one that is not 1 to 10 in halves is left out and said', async () => {
    const header = 'title,start_time,end_time,exercise_title,set_index,set_type,weight_kg,reps,rpe\n';
    const row = (i: number, rpe: string) =>
      `Legs,"15 Sep 2025, 07:48","15 Sep 2025, 08:52",Squat (Barbell),${i},normal,100,5,${rpe}\n`;
    const csv = header + row(0, '8') + row(1, '8.5') + row(2, '') + row(3, '12') + row(4, '7.3');
    const parsed = await parseHistory(chunksOf(Buffer.from(csv)), {});
    expect(allSets(parsed).map((s) => s.rpe)).toEqual([8, 8.5, null, null, null]);
    expect(parsed.notes[0]).toBe('2 sets have an RPE that is not 1 to 10 in halves: it is left out, the set is kept.');
  });

  it('keeps warm-up, drop and failure sets, supersets, and notes with commas, quotes, newlines and accents', async () => {
    const parsed = await read('hevy.csv');
    expect(parsed).toMatchObject({ source: 'hevy', stated: { weight: 'kg', distance: 'km' }, problems: [] });
    expect(summary(parsed)[0]).toEqual({
      start: '2025-09-15 07:48',
      title: 'Push 💪',
      minutes: 64,
      exercises: [
        [
          'Bench Press (Barbell)',
          null,
          [
            ['warmup', 40, 10],
            ['normal', 100, 3],
            ['dropset', 70, 10],
          ],
        ],
        ['Triceps Pushdown', 1, [['normal', 30, 12]]],
        ['Lateral Raise (Dumbbell)', 1, [['failure', 10, 20]]],
      ],
    });
    // An exercise's notes stay with their exercise, once (Hevy repeats them on every set row).
    expect(parsed.workouts[0].notes).toBe('Good session, new PR!');
    expect(parsed.workouts[0].exercises.map((e) => e.notes)).toEqual(['Grip "wide", elbows in', null, null]);
    expect(parsed.workouts[1]).toMatchObject({ title: 'Pull, day 2', notes: 'Back day\nfelt great — très bien' });
    expect(allSets(parsed)).toHaveLength(
      doneRows('hevy.csv', ',', { reps: 'reps', time: 'duration_seconds', distance: 'distance_km' }),
    );
  });

  it('keeps an exercise note’s line breaks, and a workout without an end time has an unknown duration', async () => {
    const parsed = await read('hevy-library.csv');
    // An independent reading: the rows whose end_time is empty, by workout start.
    const rows: Record<string, string>[] = parse(importFixture('hevy-library.csv'), { columns: true, bom: true });
    const unended = new Set(rows.filter((r) => r.end_time === '').map((r) => r.start_time));
    expect(unended.size).toBeGreaterThan(0);
    const unknown = parsed.workouts.filter((w) => w.durationMinutes === null);
    expect(unknown).toHaveLength(unended.size);
    expect(parsed.notes.join(' ')).toContain(
      `${unended.size} workouts have no duration in the file: they are saved with an unknown duration.`,
    );
    const noted = rows.find((r) => r.exercise_notes.includes('\\n'))!;
    const exercise = parsed.workouts
      .flatMap((w) => w.exercises)
      .find((e) => e.name === noted.exercise_title && e.notes);
    expect(exercise?.notes).toBe(noted.exercise_notes.replaceAll('\\n', '\n'));
    expect(exercise?.notes).not.toContain('\\n');
  });

  it('reads the imperial export and the US date format', async () => {
    const parsed = await read('hevy-imperial.csv');
    expect(parsed.stated).toEqual({ weight: 'lb', distance: 'mi' });
    expect(parsed.workouts.map((w) => [w.startedAt, w.durationMinutes])).toEqual([
      ['2024-01-01 10:00', 75],
      ['2024-01-02 18:30', 35],
    ]);
    expect(allSets(parsed).map((s) => s.weightKg)).toEqual([142.88, 151.95, null]);
    expect(allSets(parsed)[2].distanceKm).toBe(Number((3.1 * 1.609344).toFixed(3)));
  });

  it('reads day-first dotted dates and ISO dates', async () => {
    const parsed = await read('hevy-locale-dates.csv');
    expect(parsed.workouts.map((w) => [w.date, w.startedAt, w.durationMinutes])).toEqual([
      ['2026-06-05', '2026-06-05 07:30', 70],
      ['2024-02-01', '2024-02-01 07:00', 60],
    ]);
  });
});

describe('FitCircle CSV', () => {
  it('reads its own export format, supersets and the formula quote taken off', async () => {
    const parsed = await read('fitcircle.csv');
    expect(parsed).toMatchObject({ source: 'fitcircle', stated: { weight: 'kg', distance: 'km' } });
    expect(summary(parsed)[0].exercises).toEqual([
      [
        'Bench Press',
        null,
        [
          ['warmup', 40, 10],
          ['normal', 90, 5],
        ],
      ],
      ['Cable Crossover', 1, [['normal', 20, 12]]],
      ['Lateral Raise', 1, [['dropset', 8, 15]]],
    ]);
    expect(parsed.workouts[0]).toMatchObject({ date: '2024-05-06', durationMinutes: 50, notes: '=too easy' });
  });
});
