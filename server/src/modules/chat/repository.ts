import type { Queryable } from '../../db/pool';
import { blockBetweenSql, SUSPENDED_IDS_SQL } from '../access';

export interface MessageRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

const MESSAGE_COLUMNS = 'id, sender_id, receiver_id, content, created_at, read_at';

/** What a send came to: refused by the send limit, refused by the rules (no row), or stored. */
export type SendOutcome = { limited: true } | { limited: false; row: MessageRow | undefined };

/**
 * Counts the send against the sender's limit (`limit` sends per window of `windowMs`, migration
 * 0122) and stores the message only if the limit allows it, the sender follows the receiver (D4),
 * no block stands between them either way (issue 9) and the receiver is not suspended (a suspended
 * member vanishes for everyone, as a block hides two members): one statement, so an unfollow, a
 * block or a suspension racing the send cannot slip a message through, and one round trip before
 * the ack. A refused send counts against the limit too, as any attempt does.
 */
export async function insertMessageToFollowed(
  db: Queryable,
  message: { senderId: number; receiverId: number; content: string },
  sendLimit: { limit: number; windowMs: number },
): Promise<SendOutcome> {
  // Every chat message runs this between the send and the ack: a named statement is parsed and
  // planned once per connection (issue 19: what sits above the commit floor).
  const { rows } = await db.query<MessageRow & { allowed: boolean }>({
    name: 'chat-insert-message',
    text: `with send_window as (
       insert into chat_send_windows as w (user_id, window_start, sent) values ($1, now(), 1)
       on conflict (user_id) do update set
         window_start = case when w.window_start <= now() - $5 * interval '1 millisecond' then now() else w.window_start end,
         sent = case when w.window_start <= now() - $5 * interval '1 millisecond' then 1 else w.sent + 1 end
       returning sent
     ), stored as (
       insert into messages (sender_id, receiver_id, content)
       select $1, $2, $3
       where (select sent from send_window) <= $4
         and exists (select 1 from follows where follower_id = $1 and following_id = $2)
         and not ${blockBetweenSql('$1::int', '$2::int')}
         and $2::int not in ${SUSPENDED_IDS_SQL}
       returning ${MESSAGE_COLUMNS}
     )
     select send_window.sent <= $4 as allowed, stored.* from send_window left join stored on true`,
    values: [message.senderId, message.receiverId, message.content, sendLimit.limit, sendLimit.windowMs],
  });
  const { allowed, ...row } = rows[0];
  if (!allowed) return { limited: true };
  return { limited: false, row: row.id === null ? undefined : row };
}

/**
 * A member chat knows: a suspended one is unknown until the suspension is lifted (404, as
 * their profile).
 */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where id = $1 and suspended_at is null', [userId]);
  return rows.length > 0;
}

/**
 * One page of the conversation of two members, newest first (served by messages_pair_idx).
 * Empty while either blocks the other (issue 9) or `b` is suspended: the history is hidden, not
 * deleted, and comes back with the unblock or when the suspension is lifted.
 */
export async function conversationPage(
  db: Queryable,
  a: number,
  b: number,
  page: { limit: number; before?: number },
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages
     where least(sender_id, receiver_id) = least($1::int, $2::int)
       and greatest(sender_id, receiver_id) = greatest($1::int, $2::int)
       and ($3::bigint is null or id < $3)
       and not ${blockBetweenSql('$1::int', '$2::int')}
       and $2::int not in ${SUSPENDED_IDS_SQL}
     order by id desc
     limit $4`,
    [a, b, page.before ?? null, page.limit],
  );
  return rows;
}

/** Marks what `senderId` sent `readerId` as read; answers how many and the newest id. */
export async function markConversationRead(
  db: Queryable,
  readerId: number,
  senderId: number,
): Promise<{ count: number; upToId: number | null }> {
  const { rows } = await db.query<{ count: number; up_to: number | null }>(
    `with marked as (
       update messages set read_at = now()
       where receiver_id = $1 and sender_id = $2 and read_at is null
       returning id
     )
     select count(*)::int as count, max(id) as up_to from marked`,
    [readerId, senderId],
  );
  return { count: rows[0].count, upToId: rows[0].up_to };
}
