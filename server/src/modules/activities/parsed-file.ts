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
}

/** What a parser reads from a file, before any check or computation. */
export interface ParsedFile {
  format: ActivityFormat;
  /** The sport when the file says it, else null (the member is asked). */
  sport: Sport | null;
  /** The activity's name when the file carries one. */
  name: string | null;
  points: RawPoint[];
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
