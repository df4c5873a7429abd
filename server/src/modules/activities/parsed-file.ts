import type { ActivityFormat, Sport } from '@common/schemas/activities';

/** One point as a file gives it; anything the file leaves out is null. */
export interface RawPoint {
  /** Unix milliseconds. */
  timeMs: number | null;
  lat: number | null;
  lng: number | null;
  /** Metres above sea level. */
  ele: number | null;
  /** Beats per minute. */
  hr: number | null;
  /** Cumulative metres as the device measured them (indoor files have only this). */
  dist: number | null;
  /** Watts. */
  power: number | null;
  /** Revolutions (or steps) per minute. */
  cadence: number | null;
  /** The track segment (GPX `<trkseg>`, counted across the file's tracks from 0); 0 for other formats. */
  segment: number;
}

/** A point with nothing read yet. */
export const emptyPoint = (segment = 0): RawPoint => ({
  timeMs: null,
  lat: null,
  lng: null,
  ele: null,
  hr: null,
  dist: null,
  power: null,
  cadence: null,
  segment,
});

/** What a parser reads from a file, before any check or computation. */
export interface ParsedFile {
  format: ActivityFormat;
  /** The sport when the file says it, else null (the member is asked). */
  sport: Sport | null;
  /** The activity's name when the file carries one. */
  name: string | null;
  points: RawPoint[];
  /**
   * A time the file states about itself apart from its points (GPX `<metadata><time>`, TCX `<Id>`,
   * FIT `time_created`), Unix ms: offered to the member when the points' own dates cannot be right.
   */
  metadataTimeMs: number | null;
  /** The device's own total climb and descent (FIT session), metres; null when the file has none. */
  deviceElevation: { gainM: number; lossM: number | null } | null;
}

/** A file's own word for its sport, in any of the vocabularies GPX, TCX and FIT writers use. */
export function sportFromText(text: string | null | undefined): Sport | null {
  const t = (text ?? '').toLowerCase();
  if (/run|jog/.test(t)) return 'run';
  if (/cycl|bik|ride|bicycl/.test(t)) return 'ride';
  if (/hik|trek/.test(t)) return 'hike';
  if (/walk/.test(t)) return 'walk';
  if (/swim/.test(t)) return 'swim';
  return null;
}

/** A number from a file's text, or null for anything empty or not finite. */
export function numberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/** An ISO 8601 time from a file, as Unix ms, or null. */
export function timeOrNull(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value.trim());
  return Number.isFinite(ms) ? ms : null;
}
