import { isVideoTooLong, MEDIA_MESSAGES, type MediaKind } from '@common/schemas/media';
import { MESSAGES } from '@common/texts';
import { fileTypeFromBuffer } from 'file-type';
import {
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  MATROSKA,
  MP4,
  Mp4OutputFormat,
  Output,
  QTFF,
  WEBM,
  WebMOutputFormat,
} from 'mediabunny';
import sharp from 'sharp';
import { ACCEPTED_DETECTIONS, STORED_FORMATS, type StoredExtension } from './formats';

/** A file the rules refuse; `message` is what the member reads. */
export class MediaRejection extends Error {
  constructor(
    readonly reason: 'duration' | 'unreadable' | 'dimensions',
    message: string,
  ) {
    super(message);
  }
}

export interface DetectedType {
  mime: string;
  kind: MediaKind;
  storeAs: StoredExtension;
}

/** What the bytes are, whatever the file's name or declared type say; null when not ours. */
export async function detectMediaType(bytes: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const accepted = found && ACCEPTED_DETECTIONS[found.mime];
  return accepted ? { mime: found.mime, ...accepted } : null;
}

export interface ProcessedMedia {
  kind: MediaKind;
  ext: StoredExtension;
  contentType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

// A 5MB file can still decode to gigapixels (a 'decompression bomb'). 100 megapixels covers
// every phone camera while bounding the memory one upload can take.
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Decodes and re-encodes an image: upright (EXIF orientation applied), with no metadata at all
 * (sharp writes none unless asked, so EXIF GPS, camera serials and comments are gone). PNG, WebP
 * and GIF keep their format (and animation); JPEG stays JPEG; HEIC and AVIF become JPEG, or WebP
 * when they have transparency.
 */
export async function processImage(bytes: Uint8Array, detected: DetectedType): Promise<ProcessedMedia> {
  const animated = detected.storeAs === 'gif' || detected.storeAs === 'webp';
  try {
    const image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    let ext = detected.storeAs;
    if (ext === 'jpg' && detected.mime !== 'image/jpeg' && (await image.metadata()).hasAlpha) ext = 'webp';
    const encoded =
      ext === 'png'
        ? image.png()
        : ext === 'webp'
          ? image.webp({ quality: 88 })
          : ext === 'gif'
            ? image.gif()
            : image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      kind: 'image',
      ext,
      contentType: STORED_FORMATS[ext].contentType,
      bytes: data,
      width: info.width,
      height: info.pageHeight ?? info.height,
      durationSeconds: null,
    };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw new MediaRejection('dimensions', MEDIA_MESSAGES.imageDimensionsTooLarge);
    }
    throw new MediaRejection('unreadable', MEDIA_MESSAGES.unreadableImage);
  }
}

/**
 * Measures a video from its media data and strips its metadata. The duration is the end of the
 * last packet of any track, read from the sample tables (or clusters), not the duration the header
 * declares: a header that says 2 s over 50 s of frames is measured as 50 s.
 */
export async function processVideo(bytes: Uint8Array, detected: DetectedType): Promise<ProcessedMedia> {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, QTFF, WEBM, MATROSKA] });
  try {
    let track: Awaited<ReturnType<Input['getPrimaryVideoTrack']>>;
    let durationSeconds: number;
    try {
      track = await input.getPrimaryVideoTrack();
      if (!track) throw new Error('no video track');
      const [end, first] = await Promise.all([input.computeDuration(), input.getFirstTimestamp()]);
      // A track may start before zero (edit lists); what plays runs from there to the end.
      durationSeconds = end - Math.min(0, first);
    } catch {
      throw new MediaRejection('unreadable', MEDIA_MESSAGES.unreadableVideo);
    }
    if (isVideoTooLong(durationSeconds)) throw new MediaRejection('duration', MESSAGES.videoTooLong);

    const [width, height] = await Promise.all([track.getDisplayWidth(), track.getDisplayHeight()]);
    const remuxed = await remuxWithoutMetadata(input, detected.storeAs === 'webm' ? 'webm' : 'mp4');
    const ext = remuxed ? remuxed.ext : detected.storeAs;
    return {
      kind: 'video',
      ext,
      contentType: STORED_FORMATS[ext].contentType,
      bytes: remuxed ? remuxed.bytes : bytes,
      width,
      height,
      durationSeconds: Math.round(durationSeconds * 1000) / 1000,
    };
  } finally {
    input.dispose();
  }
}

/**
 * Copies the audio and video packets into a fresh container without re-encoding: phone videos
 * carry the place they were shot (QuickTime `©xyz`), which must not reach other members. MOV and
 * M4V become MP4, which every browser plays. When a track cannot be copied (an unusual codec)
 * the original file is kept rather than losing sound or picture; null says so.
 */
async function remuxWithoutMetadata(
  input: Input,
  ext: 'mp4' | 'webm',
): Promise<{ ext: StoredExtension; bytes: Uint8Array } | null> {
  try {
    const target = new BufferTarget();
    const output = new Output({
      format: ext === 'webm' ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: 'in-memory' }),
      target,
    });
    const conversion = await Conversion.init({
      input,
      output,
      tags: {},
      copy: { mode: 'forced' },
      showWarnings: false,
    });
    const lostMedia = conversion.discardedTracks.some((d) => d.track.isVideoTrack() || d.track.isAudioTrack());
    if (!conversion.isValid || lostMedia) return null;
    await conversion.execute();
    return target.buffer ? { ext, bytes: new Uint8Array(target.buffer) } : null;
  } catch {
    return null;
  }
}
