import { type MediaKind, type UploadTarget, uploadProblem } from '@common/schemas/media';
import { MESSAGES } from '@common/texts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { insertMedia } from './media-repository';
import { detectMediaType, MediaRejection, processImage, processVideo } from './probe';
import { newMediaKey } from './storage';
import { deleteVariants, writeVariants } from './variants';

/** What the media helpers need of the app: its database and its storage. */
export type MediaApp = Pick<FastifyInstance, 'db' | 'media'>;

export interface SavedMedia {
  key: string;
  url: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** 413 for sizes, 400 for everything else; the message names the field the member sent. */
export function uploadError(status: 400 | 413, message: string): HttpError {
  return new HttpError(status, message, { fileData: message });
}

/**
 * Checks, cleans and stores one uploaded file for a member, and records it. Type and size are
 * decided from the bytes; images are re-encoded without metadata, videos measured and remuxed
 * without metadata. Used by the upload routes and by seed scripts.
 */
export async function saveUpload(
  app: MediaApp,
  { userId, target, bytes }: { userId: number; target: UploadTarget; bytes: Uint8Array },
): Promise<SavedMedia> {
  const detected = await detectMediaType(bytes);
  const problem = uploadProblem(target, detected?.kind ?? null, bytes.length);
  if (problem) throw uploadError(problem.reason === 'size' ? 413 : 400, problem.message);
  if (!detected) throw uploadError(400, MESSAGES.onlyImageOrVideo);

  let media: Awaited<ReturnType<typeof processImage>>;
  try {
    media = detected.kind === 'image' ? await processImage(bytes, detected) : await processVideo(bytes, detected);
  } catch (err) {
    if (err instanceof MediaRejection) throw uploadError(400, err.message);
    throw err;
  }

  const key = newMediaKey(media.ext);
  await app.media.put(key, media.bytes, media.contentType);
  // Smaller copies for phones (issue 21). Should they fail, the photo is still saved, served whole,
  // and housekeeping makes them later (null marks it).
  const variantWidths =
    media.kind === 'image' ? await writeVariants(app.media, key, media.bytes).catch(() => null) : null;
  try {
    await insertMedia(app.db, {
      key,
      user_id: userId,
      kind: media.kind,
      content_type: media.contentType,
      bytes: media.bytes.length,
      width: media.width,
      height: media.height,
      duration_seconds: media.durationSeconds,
      variant_widths: variantWidths,
    });
  } catch (err) {
    // No row, no file: an unrecorded file could never be found again to be deleted.
    await deleteVariants(app.media, key, variantWidths).catch(() => {});
    await app.media.delete(key).catch(() => {});
    throw err;
  }
  return {
    key,
    url: app.media.urlFor(key),
    kind: media.kind,
    contentType: media.contentType,
    bytes: media.bytes.length,
    width: media.width,
    height: media.height,
    durationSeconds: media.durationSeconds,
  };
}
