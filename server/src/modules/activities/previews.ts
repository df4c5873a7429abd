import type { Queryable } from '../../db/pool';
import { visibleMask } from './privacy-zones';
import { buildPreview } from './route-preview';
import { decodeTrack, type TrackRow } from './track-codec';
import { zonesOf } from './zones-repository';

const BATCH = 50;

/**
 * Redraws the feed thumbnails of every activity of a member with GPS, after a privacy zone was
 * added or removed (in the same transaction), so routes recorded before the zone hide it too.
 * The page itself filters on every read and needs nothing here.
 */
export async function refreshPreviews(db: Queryable, userId: number): Promise<number> {
  const zones = await zonesOf(db, userId);
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await db.query<TrackRow & { activity_id: number }>(
      `select t.activity_id, t.time_ms, t.lat, t.lng, null::bytea as ele, null::bytea as hr, t.dist
       from activity_tracks t where t.user_id = $1 and t.activity_id > $2 and t.lat is not null
       order by t.activity_id limit ${BATCH}`,
      [userId, after],
    );
    if (rows.length === 0) return count;
    for (const row of rows) {
      const track = decodeTrack(row);
      const preview = buildPreview(track, visibleMask(track, zones));
      await db.query('update activities set preview = $2 where id = $1', [
        row.activity_id,
        preview ? JSON.stringify(preview) : null,
      ]);
      count++;
    }
    after = rows[rows.length - 1].activity_id;
  }
}
