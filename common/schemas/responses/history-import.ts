import { z } from 'zod';
import { EQUIPMENT, LOGGING_TYPES, MUSCLES } from '../../exercises/vocab';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../../units';
import { IMPORT_SOURCES, type ImportedName, type ImportPreview, type RemapResult } from '../history-import';
import type { Expect, SameType } from './type-check';

// What the history import answers (issue 15): the preview of an uploaded file.

const exerciseRef = z.object({ exerciseId: z.int(), name: z.string(), equipment: z.enum(EQUIPMENT) });
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
    alreadyInLog: z
      .int()
      .describe(
        'Workouts already in the history (same day, exercises and sets), not imported from this source: skipped.',
      ),
    keptBefore: z
      .int()
      .describe(
        'Workouts like one in the history for which the member chose keep in an earlier import, with the same sets in the file as then: skipped without asking.',
      ),
    newWorkouts: z.int(),
    toReview: z
      .array(
        z.object({
          key: z.string().describe("Names the workout in the commit body's `workouts` decisions."),
          status: z.enum(['changed', 'similar']),
          date: z.string(),
          title: z.string(),
          yours: z.object({ logId: z.int(), title: z.string() }),
          differences: z.array(z.string()),
        }),
      )
      .describe(
        'Workouts like one in the history but with other sets (changed since imported, or similar): the commit needs a decision for each, keep or add.',
      ),
    dateRange,
    skipped: z.object({ notDone: z.int(), restTimers: z.int() }),
    problems: z.array(z.object({ line: z.int(), message: z.string() })),
    problemCount: z.int(),
    exercises: z
      .array(
        z.object({
          name: z.string(),
          sets: z.int(),
          workouts: z.int(),
          status: z.enum(['matched', 'unmatched']),
          match: exerciseRef.nullable(),
          matchedBy: z
            .enum(['name', 'alias', 'earlier_import'])
            .nullable()
            .describe(
              'name or alias: the same movement with the same equipment; earlier_import: the member chose it before.',
            ),
          options: z
            .array(exerciseRef)
            .describe('For an unmatched name: the closest library exercises, best first. None is pre-selected.'),
          proposed: z
            .object({
              name: z.string(),
              equipment: z.enum(EQUIPMENT),
              loggingType: z.enum(LOGGING_TYPES),
              primaryMuscles: z.array(z.enum(MUSCLES)),
            })
            .nullable()
            .describe('For an unmatched name: the own exercise "create" would add (read from the name and its sets).'),
        }),
      )
      .describe(
        'The names to answer for: those of the workouts the import may write. A name only skipped workouts use is not listed.',
      ),
    notes: z.array(z.string()),
  })
  .meta({ id: 'ImportPreview' });

export const importedNameListSchema = z.array(
  z.object({
    name: z.string().describe('The name as the imported file wrote it.'),
    exercise: exerciseRef,
    sessions: z.int(),
    lastPerformed: z.string(),
  }),
);

export const remapResultSchema = z.object({
  sessionsMoved: z.int(),
  exercise: exerciseRef,
});

export type _Checks = [
  Expect<SameType<z.output<typeof importPreviewSchema>, ImportPreview>>,
  Expect<SameType<z.output<typeof importedNameListSchema>, ImportedName[]>>,
  Expect<SameType<z.output<typeof remapResultSchema>, RemapResult>>,
];
