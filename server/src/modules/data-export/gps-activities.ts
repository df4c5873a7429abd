import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/pool';

// THE HOOK FOR GPS ACTIVITIES (issue 14). The export puts every file this function answers in the
// zip under activities/, and lists its `summary` in fitcircle-export.json under "activities".
// The activities module is being built beside this one; until it lands this answers no file.
// To fill it: read the member's activities (keyset pages), and for each answer its GPX.
//
//   return rows.map((a) => ({
//     path: `activities/${a.started_at.toISOString().slice(0, 10)}-${a.id}.gpx`,
//     summary: { name: a.name, sport: a.sport, startedAt: a.started_at, distanceKm: a.distance_km },
//     content: () => activityGpx(db, a.id),   // a string or a Readable of the GPX document
//   }));

export interface ExportFile {
  /** The file's path inside the zip. */
  path: string;
  /** What fitcircle-export.json says about it (the file's path is added). */
  summary: Record<string, unknown>;
  /** Opened only when the zip reaches this entry. */
  content: () => Promise<string | Readable>;
}

export async function activityExportFiles(_db: Queryable, _userId: number): Promise<ExportFile[]> {
  return [];
}
