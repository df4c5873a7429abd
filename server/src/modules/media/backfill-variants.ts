import { findImagesWithoutVariants, setVariantWidths } from './media-repository';
import type { MediaApp } from './save-upload';
import { deleteVariants, writeVariants } from './variants';

/**
 * Makes the smaller copies of up to `limit` photos that have none yet, newest first: photos
 * uploaded before copies existed, or whose copies failed at upload. Until then those photos are
 * served whole, as before. A photo that cannot be read is marked as having no copies, so it is not
 * tried again every hour. Idempotent: two instances doing the same photo write the same files.
 * Returns the number of photos looked at.
 */
export async function backfillImageVariants(app: MediaApp, limit = 20): Promise<number> {
  const keys = await findImagesWithoutVariants(app.db, limit);
  for (const key of keys) {
    const bytes = await app.media.get(key);
    const widths = bytes ? await writeVariants(app.media, key, bytes).catch(() => []) : [];
    // The photo was deleted while its copies were written: they must not outlive it.
    if (!(await setVariantWidths(app.db, key, widths))) await deleteVariants(app.media, key, widths);
  }
  return keys.length;
}
