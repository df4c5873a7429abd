import type { Queryable } from '../../../pool';

/**
 * A stored direct message at a time of the demo's clock, read then or still unread. Written
 * directly: the send path stamps the server's now and counts against the sender's send limit.
 */
export async function writeMessage(
  db: Queryable,
  m: { senderId: number; receiverId: number; content: string; at: Date; read: boolean },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into messages (sender_id, receiver_id, content, created_at, read_at)
     values ($1, $2, $3, $4, case when $5 then $4::timestamptz end) returning id`,
    [m.senderId, m.receiverId, m.content, m.at, m.read],
  );
  return rows[0].id;
}
