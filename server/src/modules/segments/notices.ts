import { formatStopwatch } from '@common/schemas/activities';
import { segmentNotice } from '@common/segments-texts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import { notifyOrLog } from '../notifications';
import { visibleBestsSql } from './board-sql';
import { LEVEL_OF } from './levels';

// A new personal best on a segment, or a top-10 place on its all-time board, gives the record
// notification the app already has. The import's hook decides inside the import's transaction
// and leaves the text on the effort (`notice`); it is sent once the import has committed: at once
// in the instance that hears the commit (the database's message, see index.ts), else by the
// module's worker. Sending claims the notice first, so each is sent once however many instances hear it.

/** What a stranger sees of everyone: the board against which a top-10 place counts. */
const PUBLIC_BOARD = visibleBestsSql({
  segment: 'e.segment_id',
  period: '0',
  viewer: '0',
  following: false,
  admin: false,
});

/** A message on the database's change channel that wakes the senders (index.ts). */
export const NOTICE_EVENT_KIND = 'seg';

/**
 * Leaves a notice on each effort of the activity that set a new personal best (beating an
 * earlier effort: a first time is no record, as for best efforts) or took a top-10 place on the
 * all-time board as others see it. Answers whether any was left.
 */
export async function leaveNotices(tx: Queryable, activityId: number): Promise<boolean> {
  const { rows } = await tx.query<{ id: number; name: string; elapsed_s: number; pr: boolean; rank: number | null }>(
    `select e.id, s.name, e.elapsed_s,
       (own.effort_id = e.id and exists (select 1 from segment_efforts o join activities oa on oa.id = o.activity_id
          where o.segment_id = e.segment_id and o.user_id = e.user_id and o.id <> e.id and oa.sport = s.sport)) as pr,
       case when exists (select 1 from ${PUBLIC_BOARD} v where v.effort_id = e.id)
         then 1 + (select count(*)::int from ${PUBLIC_BOARD} v where v.elapsed_s < e.elapsed_s) end as rank
     from segment_efforts e
     join segments s on s.id = e.segment_id
     join activities a on a.id = e.activity_id and a.sport = s.sport
     left join segment_bests own on own.segment_id = e.segment_id and own.user_id = e.user_id
       and own.period = 0 and own.level = '${LEVEL_OF.self}'
     where e.activity_id = $1`,
    [activityId],
  );
  const notices = rows
    .map((r) => ({ ...r, rank: r.rank !== null && r.rank <= 10 ? r.rank : null }))
    .filter((r) => r.pr || r.rank !== null);
  if (notices.length === 0) return false;
  await tx.query(
    `update segment_efforts e set notice = x.notice from unnest($1::bigint[], $2::text[]) as x (id, notice) where e.id = x.id`,
    [notices.map((n) => n.id), notices.map((n) => segmentNotice(n.name, formatStopwatch(n.elapsed_s), n.pr, n.rank))],
  );
  await tx.query('select pg_notify($1, $2)', ['fc_cache', `${NOTICE_EVENT_KIND}:${activityId}`]);
  return true;
}

/** Sends the notices waiting (claimed first: sent once, by whichever instance claims them). */
export async function sendSegmentNotices(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.query<{ user_id: number; activity_id: number; notice: string }>(
    `with due as (
       select id, notice from segment_efforts where notice is not null order by id limit 100 for update skip locked
     )
     update segment_efforts e set notice = null from due where e.id = due.id
     returning e.user_id, e.activity_id, due.notice`,
  );
  for (const r of rows) {
    await notifyOrLog(app, {
      type: 'record',
      recipientId: r.user_id,
      actorId: r.user_id,
      activityId: r.activity_id,
      detail: r.notice,
    });
  }
  return rows.length;
}
