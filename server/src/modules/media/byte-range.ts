import type { ByteRange } from './storage';

/** What a `Range` header asks for before the file's size is known. */
export type RangeRequest = { start: number; end: number | null } | { suffix: number };

/**
 * Reads a `Range` header: 'full' when there is none, or one we choose to ignore (several ranges at
 * once, which RFC 9110 allows, or one that is not valid, such as an end before its start).
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | 'full' {
  if (!header) return 'full';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'full';
  // `bytes=-500`: the last 500 bytes.
  if (match[1] === '') return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] === '' ? null : Number(match[2]);
  return end !== null && end < start ? 'full' : { start, end };
}

/** The bytes a range asks for in a file of `size` bytes, or 'unsatisfiable' when none of them exist. */
export function resolveRange(range: RangeRequest, size: number): ByteRange | 'unsatisfiable' {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return 'unsatisfiable';
  return { start: range.start, end: range.end === null ? size - 1 : Math.min(range.end, size - 1) };
}

/** The byte range a `Range` header asks for in a file of `size` bytes (both steps above). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'full' | 'unsatisfiable' {
  const range = parseRangeHeader(header);
  return range === 'full' ? 'full' : resolveRange(range, size);
}

/** The header an object store takes for a range from a start (to an end, or the end of the file). */
export function rangeHeader(range: { start: number; end: number | null }): string {
  return `bytes=${range.start}-${range.end ?? ''}`;
}
