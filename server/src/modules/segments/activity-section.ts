import type { ActivitySegmentEffort } from '@common/schemas/segments';
import type { Queryable } from '../../db/pool';
import type { ActivityPageReader } from '../activities';
import { follows, visibleBestsSql, zoneHolds } from './board-sql';
import { ADMIN_BOARD_LEVEL, BOARD_LEVEL_OF, LEVEL_OF } from './levels';

const ADMIN = '(select vu.is_admin from users vu where vu.id = $2)';

/** The viewer's board of each effort's segment, all time, everyone: the page's ranks read it. */
const BOARD = visibleBestsSql({
  segment: 'e.segment_id',
  period: '0',
  viewer: '$2::int',
  following: false,
  admin: ADMIN,
});

const FRIENDS = `${follows('$2', 'e.user_id')} and ${follows('e.user_id', '$2')}`;

/** The level of the owner's efforts this viewer sees (levels.ts), as SQL: the PR mark reads it. */
const LEVEL = `case when e.user_id = $2 or ${ADMIN} then '${LEVEL_OF.self}'
  when ${FRIENDS} then '${LEVEL_OF.friend}' else '${LEVEL_OF.stranger}' end`;

/** ...and on this viewer's board (private activities never on boards): the rank reads it. */
const BOARD_LEVEL = `case when e.user_id = $2 then '${BOARD_LEVEL_OF.self}' when ${ADMIN} then '${ADMIN_BOARD_LEVEL}'
  when ${FRIENDS} then '${BOARD_LEVEL_OF.friend}' else '${BOARD_LEVEL_OF.stranger}' end`;

interface Row {
  id: number;
  segment_id: number;
  name: string;
  elapsed_s: number;
  start_m: number;
  end_m: number;
  pr: boolean;
  rank: number | null;
}

/**
 * The activity page's `segmentEfforts` (addActivityPageSection): the segments the activity matched
 * (of its sport), in the order it passed them, each with the PR mark (the member's best) and, on
 * the member's best on the board (never an effort of a private activity), their place on the
 * all-time board, both as this viewer may see the member's efforts. The page
 * has already checked that the viewer may see the activity. Another viewer does not see efforts on
 * a segment whose start or end lies in the member's privacy zone (as on the boards).
 *
 * Most activities pass no segment: a look at the efforts' unique index answers them. The ranking
 * statement is large (its plan takes about 0.65 ms to start even on empty tables, more than the
 * rest of the page's sections), so it runs only for an activity that has efforts.
 */
export async function segmentEffortsSection(
  db: Queryable,
  reader: ActivityPageReader,
): Promise<{ segmentEfforts: ActivitySegmentEffort[] }> {
  const any = await db.query({
    name: 'segments-activity-has-efforts',
    text: 'select 1 from segment_efforts where activity_id = $1 limit 1',
    values: [reader.activityId],
  });
  if (any.rowCount === 0) return { segmentEfforts: [] };
  const { rows } = await db.query<Row>({
    name: 'segments-activity-section',
    text: `select e.id, e.segment_id, s.name, e.elapsed_s, e.start_m, e.end_m,
         coalesce(best.effort_id = e.id, false) as pr,
         case when board.effort_id = e.id
           then 1 + (select count(*)::int from ${BOARD} v where v.elapsed_s < e.elapsed_s) end as rank
       from segment_efforts e
       join segments s on s.id = e.segment_id
       join activities a on a.id = e.activity_id and a.sport = s.sport
       left join segment_bests best on best.segment_id = e.segment_id and best.user_id = e.user_id
         and best.period = 0 and best.level = ${LEVEL}
       left join segment_bests board on board.segment_id = e.segment_id and board.user_id = e.user_id
         and board.period = 0 and board.level = ${BOARD_LEVEL}
       where e.activity_id = $1 and (e.user_id = $2 or not ${zoneHolds('e.segment_id', 'e.user_id')})
       order by e.start_m, e.id`,
    values: [reader.activityId, reader.viewerId],
  });
  return {
    segmentEfforts: rows.map((r) => ({
      id: r.id,
      segmentId: r.segment_id,
      name: r.name,
      elapsedSeconds: r.elapsed_s,
      startM: r.start_m,
      endM: r.end_m,
      pr: r.pr,
      rank: r.rank,
    })),
  };
}
