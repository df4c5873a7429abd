import { LIMITS } from '@common/limits';

/**
 * A search text as the search page sends it: trimmed, and cut to the limit every search section
 * accepts (a longer `?q=` typed or pasted into the address would be refused by each of them).
 * The cut never leaves half of a surrogate pair, and spaces it leaves at the end are dropped.
 */
export function limitSearchText(text: string, max: number = LIMITS.searchTextMax): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return trimmed
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
}
