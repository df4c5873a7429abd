import { gunzipSync } from 'node:zlib';
import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS } from '@common/schemas/activities';
import { ActivityFileError } from './file-error';
import { looksLikeFit, parseFit } from './parse-fit';
import { gpxReader } from './parse-gpx';
import { tcxReader } from './parse-tcx';
import type { ParsedFile } from './parsed-file';
import { decodeXmlText, readXml } from './xml-document';

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A .gz upload's content. zlib stops at the limit instead of expanding everything (a 100 KB file
 * of zeros can expand to gigabytes), so a zip bomb costs at most the limit's memory.
 */
export function gunzipActivity(bytes: Uint8Array, limit: number = ACTIVITY_LIMITS.gzipMaxBytes): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: limit });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new ActivityFileError(M.gzipTooLarge);
    throw new ActivityFileError(M.gzipBroken);
  }
}

/** The uploaded bytes, decompressed when they are gzip (once: a .gz inside a .gz is not an activity). */
export function unwrapUpload(bytes: Uint8Array): Uint8Array {
  return isGzip(bytes) ? gunzipActivity(bytes) : bytes;
}

/**
 * Reads an activity file, deciding its format from its bytes (never its name): FIT by its header,
 * GPX and TCX by their root element, read in one streaming pass that also checks the XML.
 */
export function parseActivityFile(bytes: Uint8Array): ParsedFile {
  if (looksLikeFit(bytes)) return parseFit(bytes);
  const head = decodeXmlText(bytes.subarray(0, 4096));
  if (!/^\s*</.test(head)) throw new ActivityFileError(M.unknownFormat);
  let reader: ReturnType<typeof gpxReader> | null = null;
  readXml(decodeXmlText(bytes), (root) => {
    if (root === 'gpx') reader = gpxReader();
    else if (root === 'TrainingCenterDatabase') reader = tcxReader();
    else throw new ActivityFileError(M.unknownFormat);
    return reader;
  });
  return (reader as unknown as ReturnType<typeof gpxReader>).result();
}
