import { z } from 'zod';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../../units';
import { IMPORT_SOURCES, type ImportPreview } from '../history-import';
import type { Expect, SameType } from './type-check';

// What the history import answers (issue 15): the preview of an uploaded file.

const exerciseRef = z.object({ exerciseId: z.int(), name: z.string() });
const dateRange = z.object({ from: z.string(), to: z.string() }).nullable();

export const importPreviewSchema = z
  .object({
    token: z.string().describe('Names the uploaded file in the calls that follow.'),
    expiresAt: z.string(),
    source: z.enum(IMPORT_SOURCES),
    format: z.string(),
    delimiter: z.enum([',', ';', '\t']),
    units: z.object({
      weightStated: z.enum(WEIGHT_UNITS).nullable(),
      distanceStated: z.enum(DISTANCE_UNITS).nullable(),
      weight: z.enum(WEIGHT_UNITS).nullable(),
      distance: z.enum(DISTANCE_UNITS).nullable(),
      needsWeight: z.boolean(),
      needsDistance: z.boolean(),
    }),
    workouts: z.int(),
    sets: z.int(),
    warmupSets: z.int(),
    alreadyImported: z.int(),
    newWorkouts: z.int(),
    dateRange,
    skipped: z.object({ notDone: z.int(), restTimers: z.int() }),
    problems: z.array(z.object({ line: z.int(), message: z.string() })),
    problemCount: z.int(),
    exercises: z.array(
      z.object({
        name: z.string(),
        sets: z.int(),
        workouts: z.int(),
        status: z.enum(['matched', 'unmatched']),
        match: exerciseRef.nullable(),
        matchedBy: z.enum(['name', 'earlier_import']).nullable(),
        suggestion: exerciseRef.nullable(),
      }),
    ),
    notes: z.array(z.string()),
  })
  .meta({ id: 'ImportPreview' });

export type _Checks = [Expect<SameType<z.output<typeof importPreviewSchema>, ImportPreview>>];
