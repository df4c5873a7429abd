import { type Db, type Queryable, transaction } from '../../db/pool';
import { smoothedElevation } from './elevation';
import type { PagePayload } from './page-payload';
import { buildPagePayload } from './page-payload';
import { visibleMask } from './privacy-zones';
import { buildPreview } from './route-preview';
import { decodeTrack, TRACK_COLUMNS, type TrackRow } from './track-codec';
import type { TrackFigures } from './track-figures';
import { zonesOf } from './zones-repository';

const BATCH = 20;

/**
 * A zone changes what others see of the route, never the figures: the splits and best efforts are
 * read back from the owner's stored page (worked out once, at import); only the elevation the
 * charts draw is smoothed again.
 */
function storedFigures(row: { page_owner: string }, track: ReturnType<typeof decodeTrack>) {
  const { splitsKm, splitsMi, bestEfforts } = JSON.parse(row.page_owner) as PagePayload;
  const figures: Pick<TrackFigures, 'elevation' | 'bestEfforts' | 'splitsKm' | 'splitsMi'> = {
    splitsKm,
    splitsMi,
    bestEfforts,
    elevation: smoothedElevation(track),
  };
  return figures;
}

/**
 * After a privacy zone was added or removed (in the same transaction), redraws what everyone but
 * the owner gets of each of the member's activities with GPS: the feed thumbnail and the page's
 * route and charts. So routes recorded before the zone hide it too, from the next read on.
 */
export async function refreshPublicViews(db: Queryable, userId: number): Promise<number> {
  const zones = await zonesOf(db, userId);
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await db.query<TrackRow & { activity_id: number; page_owner: string }>(
      `select t.activity_id, ${TRACK_COLUMNS}, t.page_owner
       from activity_tracks t where t.user_id = $1 and t.activity_id > $2 and t.lat is not null
       order by t.activity_id limit ${BATCH}`,
      [userId, after],
    );
    if (rows.length === 0) return count;
    for (const row of rows) {
      const track = decodeTrack(row);
      const mask = visibleMask(track, zones);
      const preview = buildPreview(track, mask);
      await db.query(
        `with t as (update activity_tracks set page_public = $3 where activity_id = $1)
         update activities set preview = $2 where id = $1`,
        [
          row.activity_id,
          preview ? JSON.stringify(preview) : null,
          buildPagePayload(track, mask, storedFigures(row, track)),
        ],
      );
      count++;
    }
    after = rows[rows.length - 1].activity_id;
  }
}

/**
 * Redraws the public views of the members whose zones are marked as drawn by older rules
 * (migration 0229: routes cut at the member's own circle), one member per transaction. Several
 * instances may run it at once: a zone row another one holds is skipped. Returns the members done.
 */
export async function redrawStaleZoneViews(db: Db): Promise<number> {
  let members = 0;
  for (;;) {
    const done = await transaction(db, async (tx) => {
      const { rows } = await tx.query<{ user_id: number }>(
        'select user_id from privacy_zones where not views_drawn limit 1 for update skip locked',
      );
      if (rows.length === 0) return false;
      await refreshPublicViews(tx, rows[0].user_id);
      await tx.query('update privacy_zones set views_drawn = true where user_id = $1', [rows[0].user_id]);
      return true;
    });
    if (!done) return members;
    members++;
  }
}
