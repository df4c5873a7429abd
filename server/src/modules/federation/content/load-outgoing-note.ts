import type { Queryable } from '../../../db/pool';
import { loadActivityNote } from './activity-note';
import type { OutgoingNote } from './outgoing-note';
import { loadPostNote } from './post-note';

/**
 * Plain data for an outgoing Note, or null when the item is not public, its author's profile is
 * not public, federation is off for them, or it does not exist: then nothing is ever sent.
 * 'post' and 'workout' are posts (a workout share is a post carrying the workout), 'activity'
 * an activity. `origin` is this instance's public URL (PUBLIC_URL), without a trailing slash.
 */
export async function loadOutgoingNote(
  db: Queryable,
  kind: OutgoingNote['kind'],
  id: string,
  origin: string,
): Promise<OutgoingNote | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  const base = origin.replace(/\/+$/, '');
  if (kind === 'activity') return loadActivityNote(db, Number(id), base);
  const note = await loadPostNote(db, Number(id), base);
  // A 'workout' asked for a post that shares none is not that item.
  return note && (kind === 'post' || note.kind === kind) ? note : null;
}
