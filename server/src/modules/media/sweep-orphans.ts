import type { MediaApp } from './save-upload';
import { deleteVariants } from './variants';

/**
 * How long an upload may wait to be attached. The composer uploads as soon as a file is picked and
 * the post is written later; a day covers a draft left open overnight.
 */
export const ORPHAN_GRACE_HOURS = 24;

/**
 * Deletes uploads that nothing uses after the grace period: a file picked in the composer and
 * then abandoned, a profile picture replaced before it was saved. Referenced means a post's image
 * or video, a member's profile picture, or an activity's original file. Rows go first and the
 * files after, by the keys the delete returned, so a post attaching a key at the same moment either sees the row (and keeps
 * it: the delete re-checks inside its own statement) or is refused as it is for any unknown key.
 * Returns the number of files removed. Idempotent: instances may run it together.
 */
export async function sweepOrphanMedia(app: MediaApp, graceHours = ORPHAN_GRACE_HOURS): Promise<number> {
  const { rows } = await app.db.query<{ key: string; variant_widths: number[] | null }>(
    `delete from media m
     where m.created_at < now() - make_interval(hours => $1::int)
       and not exists (select 1 from posts p where p.image_key = m.key)
       and not exists (select 1 from posts p where p.video_key = m.key)
       and not exists (select 1 from users u where u.profile_image_key = m.key)
       and not exists (select 1 from activities a where a.file_key = m.key)
     returning m.key, m.variant_widths`,
    [graceHours],
  );
  for (const { key, variant_widths } of rows) {
    await deleteVariants(app.media, key, variant_widths);
    await app.media.delete(key);
  }
  return rows.length;
}
