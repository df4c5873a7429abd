import type { Queryable } from '../../db/pool';
import type { Track } from './track';
import { decodeTrack, TRACK_COLUMNS, type TrackRow } from './track-codec';

/**
 * An activity's stored track, decoded (null when there is no such activity). For other modules'
 * work on activities saved before they existed (e.g. the training module's start-up backfill of
 * heart-rate histograms); a page read never needs it.
 */
export async function readStoredTrack(db: Queryable, activityId: number): Promise<Track | null> {
  const { rows } = await db.query<TrackRow>(`select ${TRACK_COLUMNS} from activity_tracks t where t.activity_id = $1`, [
    activityId,
  ]);
  return rows[0] ? decodeTrack(rows[0]) : null;
}
