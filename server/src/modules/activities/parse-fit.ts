import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { clipText } from '@common/clip-text';
import { Decoder, type RecordMesg, Stream } from '@garmin/fitsdk';
import { ActivityFileError } from './file-error';
import { fitTimer } from './fit-timer';
import { emptyPoint, numberOrNull, type ParsedFile, type RawPoint, sportFromText } from './parsed-file';

/** FIT files name ".FIT" in bytes 8-11 of their header. */
export function looksLikeFit(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54;
}

const SEMICIRCLE_TO_DEGREES = 180 / 2 ** 31;
// FIT counts seconds from 1989-12-31T00:00:00Z.
const FIT_EPOCH_MS = 631065600000;

/** Cut off (shorter than its header says) or damaged (the CRC does not match): each its own message. */
function integrityError(bytes: Uint8Array): ActivityFileError {
  const headerSize = bytes[0];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataSize = bytes.length >= 8 ? view.getUint32(4, true) : Number.POSITIVE_INFINITY;
  const expected = headerSize + dataSize + 2;
  return new ActivityFileError(bytes.length < expected ? M.fitTruncated : M.fitBadCrc);
}

const timeMsOf = (value: unknown): number | null => {
  if (value instanceof Date) return value.getTime();
  const seconds = numberOrNull(value);
  return seconds === null ? null : seconds * 1000 + FIT_EPOCH_MS;
};

const degrees = (semicircles: unknown) => {
  const n = numberOrNull(semicircles);
  return n === null ? null : n * SEMICIRCLE_TO_DEGREES;
};

/** One record message (one sample) as a point of its track segment. */
const record = (r: RecordMesg, segment: number): RawPoint => ({
  ...emptyPoint(segment),
  timeMs: timeMsOf(r.timestamp),
  lat: degrees(r.positionLat),
  lng: degrees(r.positionLong),
  ele: numberOrNull(r.enhancedAltitude ?? r.altitude),
  hr: numberOrNull(r.heartRate),
  dist: numberOrNull(r.distance),
  power: numberOrNull(r.power),
  cadence: numberOrNull(r.cadence),
});

/**
 * A FIT activity through Garmin's official SDK: the file's integrity first (header, size, CRC),
 * then its record messages (one per sample) and the session's sport. Treadmill and indoor files
 * have records without positions. The timer's pauses split the records into track segments
 * (fit-timer.ts); records logged while the timer was stopped are left out, as the device's own
 * totals leave them out.
 */
export function parseFit(bytes: Uint8Array): ParsedFile {
  const stream = Stream.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const decoder = new Decoder(stream);
  const timer = fitTimer();
  if (!decoder.isFIT()) throw new ActivityFileError(M.unknownFormat);
  if (!decoder.checkIntegrity()) throw integrityError(bytes);
  const { messages, errors } = decoder.read({
    // Dates as FIT seconds (cheaper than a Date per record); sports as words.
    convertDateTimesToDates: false,
    convertTypesToStrings: true,
    mergeHeartRates: true,
    includeUnknownData: false,
    mesgListener: timer.listen,
  });
  if (errors.length > 0 && !messages.recordMesgs?.length) {
    throw new ActivityFileError(`${M.fitUnreadable}: ${clipText(errors[0].message, 200)}`);
  }
  const segments = timer.segments();
  const points: RawPoint[] = (messages.recordMesgs ?? []).flatMap((r, i) => {
    const segment = segments[i];
    return segment === null ? [] : [record(r, segment)];
  });
  const session = messages.sessionMesgs?.[0];
  const sport = sportFromText(String(session?.sport ?? messages.sportMesgs?.[0]?.sport ?? ''));
  const name = messages.sportMesgs?.[0]?.name ?? session?.sportProfileName ?? null;
  const ascent = numberOrNull(session?.totalAscent);
  const descent = numberOrNull(session?.totalDescent);
  return {
    format: 'fit',
    sport,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
    points,
    metadataTimeMs: timeMsOf(messages.fileIdMesgs?.[0]?.timeCreated),
    // The device's own totals (barometric on most watches): better than any GPS-derived climb.
    deviceElevation: ascent === null ? null : { gainM: ascent, lossM: descent },
  };
}
