import type { Queryable } from '../../db/pool';
import type { NoteKind } from './note-vocab';

// Which items remote servers have as Notes: an edit then sends Update, a step back from public or
// a delete sends Delete.

export interface SentNote {
  kind: NoteKind;
  itemId: number;
  userId: number;
}

export async function sentNoteOf(
  db: Queryable,
  kind: 'post' | 'activity',
  itemId: number,
): Promise<SentNote | undefined> {
  const { rows } = await db.query<SentNote>(
    `select kind, item_id as "itemId", user_id as "userId" from federation_sent_notes
     where item_id = $1 and kind = any ($2::text[])`,
    [itemId, kind === 'activity' ? ['activity'] : ['post', 'workout']],
  );
  return rows[0];
}

export async function markSent(db: Queryable, s: { kind: NoteKind; itemId: number; userId: number }): Promise<void> {
  await db.query(
    `insert into federation_sent_notes (kind, item_id, user_id) values ($1, $2, $3)
     on conflict (kind, item_id) do nothing`,
    [s.kind, s.itemId, s.userId],
  );
}

export async function forgetSent(db: Queryable, s: SentNote): Promise<void> {
  await db.query('delete from federation_sent_notes where kind = $1 and item_id = $2', [s.kind, s.itemId]);
}
