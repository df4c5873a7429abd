import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS } from '@common/schemas/activities';
import { ActivityDateError, buildTrack, EARLIEST_MS, shiftPoints } from './build-track';
import { ActivityFileError } from './file-error';
import { parseActivityFile, unwrapUpload } from './parse-file';
import type { ParsedFile } from './parsed-file';
import { summarizeTrack, type TrackSummary } from './summarize';
import type { Track } from './track';
import { type TrackFigures, trackFigures } from './track-figures';

/**
 * The version of the measuring rules the stored figures follow. Raise it when a change alters
 * what is measured from the same file: every activity stored with a lower version is measured
 * again from its original file at the next start (remeasure.ts). 2: issue 32 (track segments,
 * untimed points, power and cadence, the device's elevation totals). 3: the QA round's standstill
 * and elevation rules (jitter while stopped is no distance, height spikes and noise no climb, a
 * single point is a place with GPS). 4: a FIT file's timer pauses are track segments, and records
 * logged while its timer was stopped are left out.
 */
export const MEASURE_VERSION = 4;

export interface ReadActivity {
  /** The file as stored (a .gz upload decompressed). */
  bytes: Uint8Array;
  file: Omit<ParsedFile, 'points'>;
  track: Track;
  /** The track's figures, worked out once: the summary and both stored pages are made from them. */
  figures: TrackFigures;
  summary: TrackSummary;
  /** How far the member moved the file's times ("Use <date>" for a file dated wrong); 0 otherwise. */
  timeOffsetMs: number;
}

export interface ReadOptions {
  now?: number;
  /** The start the member chose for a file whose own dates cannot be right (Unix ms). */
  startAtMs?: number;
  /** A shift already chosen (re-measuring a stored activity): applied as it is. */
  timeOffsetMs?: number;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Everything the importer learns from an upload's bytes, with no database: decompress, detect
 * and parse, check and build the track, compute the figures. Throws ActivityFileError with the
 * member's message for anything refused. A file dated before 1990 or in the future is refused;
 * when the file names a plausible date of its own (GPX metadata time, TCX Id, FIT time_created)
 * the refusal offers it (`offeredStartMs`), and the member may send the file again with that start.
 */
export function readActivity(uploaded: Uint8Array, options: ReadOptions = {}): ReadActivity {
  const now = options.now ?? Date.now();
  const bytes = unwrapUpload(uploaded);
  const { points: raw, ...file } = parseActivityFile(bytes);
  const timed = raw.filter((p) => p.timeMs !== null);
  let timeOffsetMs = options.timeOffsetMs ?? 0;
  if (options.startAtMs !== undefined) {
    // Only a file whose dates are refused may be moved: a member's record keeps its own dates.
    try {
      buildTrack(raw, now);
    } catch (err) {
      if (!(err instanceof ActivityDateError)) throw err;
      timeOffsetMs = options.startAtMs - timed[0].timeMs!;
    }
    if (timeOffsetMs === 0) throw new ActivityFileError(M.startAtNotNeeded);
  }
  const points = timeOffsetMs === 0 ? raw : shiftPoints(raw, timeOffsetMs);
  let track: Track;
  try {
    track = buildTrack(points, now);
  } catch (err) {
    const offer = file.metadataTimeMs;
    if (err instanceof ActivityDateError && options.startAtMs === undefined && offer !== null) {
      const [first, last] = [timed[0].timeMs!, timed[timed.length - 1].timeMs!];
      const plausible =
        offer >= EARLIEST_MS &&
        offer + (last - first) <= now + ACTIVITY_LIMITS.futureToleranceMs &&
        day(offer) !== day(first);
      if (plausible) throw new ActivityDateError(`${err.message} ${M.datedOffer(day(offer))}`, 400, offer);
    }
    throw err;
  }
  const figures = trackFigures(track);
  return { bytes, file, track, figures, summary: summarizeTrack(track, figures, file), timeOffsetMs };
}
