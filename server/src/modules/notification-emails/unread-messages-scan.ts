import { LIMITS } from '@common/limits';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/pool';
import { insertMailJob } from '../mail';
import { UNREAD_MESSAGES_KIND } from './unread-messages-email';

/** A message unread this long sends an email (issue 18). */
export const UNREAD_DELAY_MINUTES = LIMITS.unreadEmailDelayMinutes;

/**
 * Finds members with messages unread for 15 minutes and queues one email each, not one per
 * message. It walks `messages` once, in id order, from a cursor (mail_scan_cursors): each scan
 * reads only the messages that became 15 minutes old since the last one (primary key range).
 * A member is emailed again only for newer messages, and only once they read what the last email
 * announced, or a day after it: never a stream of emails for one conversation.
 * The cursor row is locked with skip locked, so one instance scans at a time.
 */
export async function scanUnreadMessages(
  app: FastifyInstance,
  delayMinutes: number = UNREAD_DELAY_MINUTES,
): Promise<number> {
  const queued = await transaction(app.db, async (tx) => {
    const cursor = await tx.query<{ last_id: number }>(
      `select last_id from mail_scan_cursors where name = 'unread_messages' for update skip locked`,
    );
    if (!cursor.rows[0]) return 0;
    const from = cursor.rows[0].last_id;
    const { rows: ripe } = await tx.query<{ upto: number | null }>(
      'select max(id) as upto from messages where id > $1 and created_at <= now() - make_interval(mins => $2)',
      [from, delayMinutes],
    );
    const upTo = ripe[0].upto;
    if (upTo === null) return 0;
    const { rows } = await tx.query<{ receiver_id: number; newest: number }>(
      `with due as (
         select receiver_id, max(id) as newest from messages
         where id > $1 and id <= $2 and read_at is null group by receiver_id
       )
       select d.receiver_id, d.newest from due d
       join users u on u.id = d.receiver_id and u.email_verified_at is not null and u.suspended_at is null
       join user_settings s on s.user_id = d.receiver_id and s.notify_messages = 'email_push'
       left join mail_unread_message_state st on st.user_id = d.receiver_id
       where st.user_id is null or st.notified_at < now() - interval '1 day'
         or not exists (select 1 from messages m
                        where m.receiver_id = d.receiver_id and m.read_at is null and m.id <= st.notified_up_to)`,
      [from, upTo],
    );
    for (const row of rows) {
      await insertMailJob(tx, { kind: UNREAD_MESSAGES_KIND, userId: row.receiver_id, payload: { upTo: row.newest } });
      await tx.query(
        `insert into mail_unread_message_state (user_id, notified_up_to, notified_at) values ($1, $2, now())
         on conflict (user_id) do update set notified_up_to = excluded.notified_up_to, notified_at = now()`,
        [row.receiver_id, row.newest],
      );
    }
    await tx.query(`update mail_scan_cursors set last_id = $1 where name = 'unread_messages'`, [upTo]);
    return rows.length;
  });
  if (queued) app.mail.wake();
  return queued;
}
