import type { Queryable } from '../../db/pool';
import type { MessageRow } from '../../modules/chat';

/** A stored message, written directly (no follow check, no delivery). Reused by the demo seed. */
export async function buildMessage(
  db: Queryable,
  senderId: number,
  receiverId: number,
  o: { content?: string; read?: boolean; createdAt?: Date } = {},
): Promise<MessageRow> {
  const { rows } = await db.query<MessageRow>(
    `insert into messages (sender_id, receiver_id, content, created_at, read_at)
     values ($1, $2, $3, coalesce($4, now()), case when $5 then coalesce($4, now()) end)
     returning id, sender_id, receiver_id, content, created_at, read_at`,
    [senderId, receiverId, o.content ?? `hello from ${senderId}`, o.createdAt ?? null, o.read ?? false],
  );
  return rows[0];
}
