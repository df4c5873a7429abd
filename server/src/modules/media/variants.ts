import sharp from 'sharp';
import type { MediaStorage } from './storage';

/**
 * Widths of the smaller copies made of each photo: a phone's screen at 1x to 3x (320-960), a
 * desktop post column at 1x and 2x (640-1280) and a large screen (1920). Only widths below the
 * original's are made; the original stays the widest candidate.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * WebP at quality 75: a third to a half of a JPEG of the same width, shown by every browser we
 * support. AVIF would save another fifth but took 8 times as long to encode here (9 s against 1.1 s
 * for the five widths of a 12-megapixel photo), time the member waits for on upload.
 */
const WEBP = { quality: 75, effort: 4 } as const;

/** `0123...cdef.jpg` → `0123...cdef-w640.webp`: the copy sits beside its original in the storage. */
export function variantKey(key: string, width: number): string {
  return `${key.slice(0, 32)}-w${width}.webp`;
}

/**
 * A copy's URL from its original's: the original's URL ends with its key (storage.urlFor), so the
 * copy's is the same URL ending with the copy's key. Null for a URL that does not (an external or
 * legacy URL), which then gets no copies.
 */
export function variantUrl(originalUrl: string, key: string, width: number): string | null {
  return originalUrl.endsWith(key) ? `${originalUrl.slice(0, -key.length)}${variantKey(key, width)}` : null;
}

export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth);
}

/**
 * Writes the copies of a stored photo (its cleaned bytes, as saved) and answers the widths made:
 * none for an animated image (a still copy would freeze it) or one already narrow. A copy that
 * fails to be written takes the others with it, so the row never lists a file that is not there.
 */
export async function writeVariants(storage: MediaStorage, key: string, bytes: Uint8Array): Promise<number[]> {
  const image = sharp(bytes, { failOn: 'error' });
  const { width, pages } = await image.metadata();
  if (!width || (pages ?? 1) > 1) return [];
  const widths = variantWidthsFor(width);
  const written: string[] = [];
  try {
    for (const w of widths) {
      const copy = await image.clone().resize({ width: w }).webp(WEBP).toBuffer();
      const copyKey = variantKey(key, w);
      await storage.put(copyKey, copy, 'image/webp');
      written.push(copyKey);
    }
  } catch (err) {
    for (const copyKey of written) await storage.delete(copyKey).catch(() => {});
    throw err;
  }
  return widths;
}

/** Removes a photo's copies (deleting a missing file is not an error). */
export async function deleteVariants(storage: MediaStorage, key: string, widths: readonly number[] | null) {
  for (const width of widths ?? []) await storage.delete(variantKey(key, width));
}
