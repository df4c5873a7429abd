import { deleteMediaRows, findMediaByKeys, findMediaKeysOwnedBy } from './media-repository';
import type { MediaApp } from './save-upload';
import { isMediaKey } from './storage';
import { deleteVariants } from './variants';

/**
 * Deletes media files (with a photo's smaller copies) and their records (a deleted post's image or
 * video). Files go first, then rows: if the process stops half way, the rows still list what is
 * left and a retry finishes the job (deleting a missing file is not an error). Keys that are not media keys are ignored, so a
 * post's external or legacy URL can be passed without checking. Returns the rows deleted.
 */
export async function deleteMedia(app: MediaApp, keys: readonly (string | null | undefined)[]): Promise<number> {
  const valid = [...new Set(keys.filter((k): k is string => typeof k === 'string' && isMediaKey(k)))];
  if (valid.length === 0) return 0;
  // A photo's smaller copies go with it; the row lists them until it is deleted last.
  for (const row of await findMediaByKeys(app.db, valid)) await deleteVariants(app.media, row.key, row.variant_widths);
  for (const key of valid) await app.media.delete(key);
  return deleteMediaRows(app.db, valid);
}

/**
 * Deletes every file a member uploaded and its record (account deletion, D5). Call it before
 * deleting the user row: the rows cascade with the user, the files would not.
 */
export async function deleteMediaOwnedBy(app: MediaApp, userId: number): Promise<number> {
  return deleteMedia(app, await findMediaKeysOwnedBy(app.db, userId));
}
