import { IMPORT_LIMITS, type ImportPreview } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import type { DraftWorkout, ParsedHistory } from './draft-types';
import { ExerciseMatcher, namesInFile } from './exercise-names';
import { findImportedKeys, importKey } from './import-repository';
import { loadLibrary, loadNameChoices } from './library-repository';
import type { StoredUpload } from './upload-repository';

// The preview: what the file holds and what importing it would do. It reads, never writes.

export function dateRangeOf(workouts: DraftWorkout[]): { from: string; to: string } | null {
  if (workouts.length === 0) return null;
  let from = workouts[0].date;
  let to = from;
  for (const w of workouts) {
    if (w.date < from) from = w.date;
    if (w.date > to) to = w.date;
  }
  return { from, to };
}

export async function buildPreview(
  db: Queryable,
  userId: number,
  upload: StoredUpload,
  parsed: ParsedHistory,
): Promise<ImportPreview> {
  const [library, earlier, imported] = await Promise.all([
    loadLibrary(db, userId),
    loadNameChoices(db, userId),
    findImportedKeys(db, userId, parsed.source, parsed.workouts),
  ]);
  const alreadyImported = parsed.workouts.filter((w) => imported.has(importKey(w))).length;
  const sets = parsed.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
  return {
    token: upload.token,
    expiresAt: upload.expiresAt.toISOString(),
    source: parsed.source,
    format: parsed.format,
    delimiter: parsed.delimiter,
    units: {
      weightStated: parsed.stated.weight,
      distanceStated: parsed.stated.distance,
      weight: parsed.units.weight,
      distance: parsed.units.distance,
      needsWeight: parsed.stated.weight === null && parsed.hasWeights,
      needsDistance: parsed.stated.distance === null && parsed.hasDistances,
    },
    workouts: parsed.workouts.length,
    sets: sets.length,
    warmupSets: sets.filter((s) => s.kind === 'warmup').length,
    alreadyImported,
    newWorkouts: parsed.workouts.length - alreadyImported,
    dateRange: dateRangeOf(parsed.workouts),
    skipped: parsed.skipped,
    problems: parsed.problems.slice(0, IMPORT_LIMITS.problemsListed),
    problemCount: parsed.problems.length,
    exercises: new ExerciseMatcher(library, earlier, parsed.source).describe(namesInFile(parsed.workouts)),
    notes: parsed.notes,
  };
}
