import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../moderation/block-filter';

export interface MessageRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

const MESSAGE_COLUMNS = 'id, sender_id, receiver_id, content, created_at, read_at';

/**
 * Stores a message only if the sender follows the receiver (D4) and no block stands between
 * them either way (issue 9), in one statement, so an unfollow or a block racing the send cannot
 * slip a message through. Undefined when refused.
 */
export async function insertMessageToFollowed(
  db: Queryable,
  senderId: number,
  receiverId: number,
  content: string,
): Promise<MessageRow | undefined> {
  // Every chat message runs this between the send and the ack: a named statement is parsed and
  // planned once per connection (issue 19: what sits above the commit floor).
  const { rows } = await db.query<MessageRow>({
    name: 'chat-insert-message',
    text: `insert into messages (sender_id, receiver_id, content)
     select $1, $2, $3
     where exists (select 1 from follows where follower_id = $1 and following_id = $2)
       and not ${blockBetweenSql('$1::int', '$2::int')}
     returning ${MESSAGE_COLUMNS}`,
    values: [senderId, receiverId, content],
  });
  return rows[0];
}

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where id = $1', [userId]);
  return rows.length > 0;
}

/**
 * One page of the conversation of two members, newest first (served by messages_pair_idx).
 * Empty while either blocks the other (issue 9): the history is hidden, not deleted, and comes
 * back with the unblock.
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

export async function countUnreadMessages(db: Queryable, receiverId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from messages where receiver_id = $1 and read_at is null',
    [receiverId],
  );
  return rows[0].n;
}
