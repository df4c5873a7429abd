import type { Track } from './track';

/** The activity_tracks row: one little-endian bytea per channel (migrations 0100 and 0140). */
export interface TrackRow {
  time_ms: Buffer;
  segment: Buffer | null;
  lat: Buffer | null;
  lng: Buffer | null;
  ele: Buffer | null;
  hr: Buffer | null;
  power: Buffer | null;
  cadence: Buffer | null;
  dist: Buffer;
}

/** The track columns, for a select that decodes a Track (`t` is activity_tracks). */
export const TRACK_COLUMNS = 't.time_ms, t.segment, t.lat, t.lng, t.ele, t.hr, t.power, t.cadence, t.dist';

// Typed arrays use the platform's byte order; every platform Node supports is little-endian,
// and this check makes sure the stored bytes mean the same on the next machine.
if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('track-codec expects a little-endian CPU');

const bytesOf = (a: ArrayBufferView | null) => (a ? Buffer.from(a.buffer, a.byteOffset, a.byteLength) : null);

export function encodeTrack(track: Track): TrackRow {
  return {
    time_ms: bytesOf(track.timeMs)!,
    segment: bytesOf(track.segment),
    lat: bytesOf(track.lat),
    lng: bytesOf(track.lng),
    ele: bytesOf(track.ele),
    hr: bytesOf(track.hr),
    power: bytesOf(track.power),
    cadence: bytesOf(track.cadence),
    dist: bytesOf(track.dist)!,
  };
}

/** Copies into aligned memory: a Buffer from the pool may start at an offset a Float64Array refuses. */
function view<T>(
  bytes: Buffer | null | undefined,
  Type: { new (b: ArrayBuffer): T; BYTES_PER_ELEMENT: number },
): T | null {
  if (!bytes) return null;
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return new Type(copy);
}

export function decodeTrack(row: TrackRow): Track {
  const timeMs = view(row.time_ms, Float64Array)!;
  return {
    length: timeMs.length,
    timeMs,
    segment: view(row.segment, Uint16Array),
    lat: view(row.lat, Float64Array),
    lng: view(row.lng, Float64Array),
    ele: view(row.ele, Float32Array),
    hr: view(row.hr, Uint8Array),
    power: view(row.power, Uint16Array),
    cadence: view(row.cadence, Uint8Array),
    dist: view(row.dist, Float64Array)!,
  };
}
