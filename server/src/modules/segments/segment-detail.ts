import type { SegmentDetail } from '@common/schemas/segments';
import { SEGMENT_LIMITS } from '@common/schemas/segments';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { presentSegment } from './presenter';
import { findSegment, ownEfforts, personalBest } from './repository';

/** The segment page for a viewer (every signed-in member may see a segment); undefined when there is none. */
export async function readSegmentDetail(db: Queryable, id: number, viewer: Viewer): Promise<SegmentDetail | undefined> {
  const [row, own, best] = await Promise.all([
    findSegment(db, id, viewer.id),
    ownEfforts(db, id, viewer.id, SEGMENT_LIMITS.ownEffortsMax),
    personalBest(db, id, viewer.id),
  ]);
  return row && presentSegment(row, own, best);
}
