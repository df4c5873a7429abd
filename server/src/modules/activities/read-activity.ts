import { buildTrack } from './build-track';
import { parseActivityFile, unwrapUpload } from './parse-file';
import type { ParsedFile } from './parsed-file';
import { summarizeTrack, type TrackSummary } from './summarize';
import type { Track } from './track';
import { type TrackFigures, trackFigures } from './track-figures';

export interface ReadActivity {
  /** The file as stored (a .gz upload decompressed). */
  bytes: Uint8Array;
  file: Omit<ParsedFile, 'points'>;
  track: Track;
  /** The track's figures, worked out once: the summary and both stored pages are made from them. */
  figures: TrackFigures;
  summary: TrackSummary;
}

/**
 * Everything the importer learns from an upload's bytes, with no database: decompress, detect
 * and parse, check and build the track, compute the figures. Throws ActivityFileError with the
 * member's message for anything refused.
 */
export function readActivity(uploaded: Uint8Array, now = Date.now()): ReadActivity {
  const bytes = unwrapUpload(uploaded);
  const { points, ...file } = parseActivityFile(bytes);
  const track = buildTrack(points, now);
  const figures = trackFigures(track);
  return { bytes, file, track, figures, summary: summarizeTrack(track, figures) };
}
