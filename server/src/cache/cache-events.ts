/**
 * What the database announces on the `fc_cache` channel (migration 0012): `<kind>:<ids>` or
 * `<kind>:*` when the ids did not fit. The kinds, and the tags each one drops:
 * - `s` sessions of members changed or ended: `s:<member>`
 * - `u` member rows changed or deleted: everything about or for them (`s`, `u`, `v`, `a` tags)
 * - `a` an author's posts or privacy settings changed: `a:<author>`
 * - `p` a post changed (counts, text): `p:<post>`
 * - `v` a viewer's own relations changed (follows, blocks, likes, bookmarks): `v:<viewer>`
 */
export const CACHE_CHANNEL = 'fc_cache';

export type CacheEvent = { kind: string; ids: number[] | 'all' };

const FANOUT: Record<string, string[]> = { u: ['s', 'u', 'v', 'a'] };

/** Parses a payload; null for anything malformed (ignored, never trusted). */
export function parseCacheEvent(payload: string): CacheEvent | null {
  const colon = payload.indexOf(':');
  if (colon < 1) return null;
  const kind = payload.slice(0, colon);
  const rest = payload.slice(colon + 1);
  if (rest === '*') return { kind, ids: 'all' };
  const ids = rest.split(',').map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id))) return null;
  return { kind, ids };
}

/** The cache tags an event drops, e.g. `u:7` drops `s:7`, `u:7`, `v:7` and `a:7`. */
export function tagsOf(event: { kind: string; ids: number[] }): string[] {
  const kinds = FANOUT[event.kind] ?? [event.kind];
  return kinds.flatMap((kind) => event.ids.map((id) => `${kind}:${id}`));
}
