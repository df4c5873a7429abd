import type { Queryable } from '../../db/pool';
import type { SavedActivity, Track } from '../activities';
import { pieceBoxes, unitBox } from './geometry';
import { indexTrack, matchSegment } from './matching';
import { leaveNotices } from './notices';
import { clearActivity, insertEfforts, saveActivityBox, segmentsNear, waitForSegmentCreation } from './repository';

/**
 * Matches an activity against every segment it may pass (those whose box overlaps the box of a
 * piece of its route, read through the box index) and stores its efforts; stores the activity's box for segments made
 * later. Efforts are stored whatever the activity's sport: the boards count only those of the
 * segment's sport, so a sport changed later counts at once, without matching again.
 *
 * Idempotent: an activity matched before (saved again after it was measured again from its file)
 * has its efforts replaced by those of its new track, never added to them. `firstTime` says
 * whether the activity had never been matched (no box stored before).
 */
export async function matchActivity(
  tx: Queryable,
  activity: Pick<SavedActivity, 'id' | 'userId'>,
  track: Track,
): Promise<{ efforts: number; firstTime: boolean }> {
  const cleared = await clearActivity(tx, activity.id);
  if (!track.lat || !track.lng || track.length === 0) {
    const { rowCount } = await tx.query('delete from segment_activity_boxes where activity_id = $1', [activity.id]);
    return { efforts: 0, firstTime: cleared === 0 && (rowCount ?? 0) === 0 };
  }
  const box = unitBox(track.lat, track.lng)!;
  const firstTime = (await saveActivityBox(tx, activity.id, box)) && cleared === 0;
  const ix = indexTrack(track);
  if (!ix) return { efforts: 0, firstTime };
  await waitForSegmentCreation(tx);
  const near = await segmentsNear(tx, pieceBoxes(ix.track.lat, ix.track.lng, ix.track.dist));
  const efforts = near.flatMap((segment) => matchSegment(ix, segment));
  return { efforts: (await insertEfforts(tx, activity.id, activity.userId, efforts)).length, firstTime };
}

/**
 * The saved hook (onActivitySaved): match, then leave the notices of new bests and top-10 places.
 * Only a new activity notifies: one measured again (the hook runs again for it) keeps its efforts
 * up to date silently, as a backfilled one does.
 */
export async function onSaved(tx: Queryable, activity: SavedActivity, track: Track): Promise<void> {
  const { efforts, firstTime } = await matchActivity(tx, activity, track);
  if (efforts > 0 && firstTime) await leaveNotices(tx, activity.id);
}
