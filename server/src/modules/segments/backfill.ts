import type { Db, Queryable } from '../../db/pool';
import { transaction } from '../../db/pool';
import { readStoredTrack } from '../activities';
import { matchActivity } from './match-activity';
import { indexTrack, matchSegment } from './matching';
import { insertEfforts, segmentShape } from './repository';

// Past activities. A new segment is matched against the activities saved before it whose box
// overlaps its own (segment_activity_boxes, GiST): the create request does up to
// CREATE_BACKFILL_MAX of them before it answers, the module's worker the rest (segments.backfill_*
// keeps the place). Activities saved before segments existed have no box yet: the worker reads
// their tracks once, stores the box and matches them against every segment, like the saved hook.

/** Past activities the create request matches before it answers; the worker does any more. */
export const CREATE_BACKFILL_MAX = 200;
const BATCH = 20;

/** The next activities to match against the segment: box overlaps, id order, after the last done. */
async function nextCandidates(db: Queryable, segmentId: number): Promise<{ id: number; user_id: number }[]> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `select a.id, a.user_id
     from segments s
     join segment_activity_boxes b on b.box && s.box
       and b.activity_id > s.backfill_done_to and b.activity_id <= s.backfill_upto
     join activities a on a.id = b.activity_id
     where s.id = $1
     order by b.activity_id limit $2`,
    [segmentId, BATCH],
  );
  return rows;
}

/**
 * Matches up to `max` past activities against the segment; answers whether its backfill is done.
 * Safe to run twice at once: an effort already stored is skipped (unique traversal), and the
 * place only moves forward.
 */
export async function backfillSegment(db: Db, segmentId: number, max: number): Promise<boolean> {
  const shape = await segmentShape(db, segmentId);
  if (!shape) return true;
  for (let done = 0; done < max; done += BATCH) {
    const batch = await nextCandidates(db, segmentId);
    for (const activity of batch) {
      const track = await readStoredTrack(db, activity.id);
      const ix = track && indexTrack(track);
      if (ix) await insertEfforts(db, activity.id, activity.user_id, matchSegment(ix, shape));
    }
    const finished = batch.length < BATCH;
    await db.query(
      `update segments set backfill_done_to = greatest(backfill_done_to, case when $2 then backfill_upto else $3 end)
       where id = $1`,
      [segmentId, finished, batch.at(-1)?.id ?? 0],
    );
    if (finished) return true;
  }
  return false;
}

/** The worker's share: a batch of every segment whose backfill is not done. */
export async function continueBackfills(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    'select id from segments where backfill_done_to < backfill_upto order by id limit 20',
  );
  for (const { id } of rows) await backfillSegment(db, id, BATCH);
}

/**
 * Activities with GPS saved before the segments module existed (no box): box and match up to
 * `max`; answers how many. Each in its own transaction, like an import's hook.
 */
export async function boxOlderActivities(db: Db, max: number): Promise<number> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `select a.id, a.user_id from activities a
     where a.has_gps and not exists (select 1 from segment_activity_boxes b where b.activity_id = a.id)
     order by a.id limit $1`,
    [max],
  );
  for (const activity of rows) {
    await transaction(db, async (tx) => {
      const track = await readStoredTrack(tx, activity.id);
      if (track) await matchActivity(tx, { id: activity.id, userId: activity.user_id }, track);
    });
  }
  return rows.length;
}
