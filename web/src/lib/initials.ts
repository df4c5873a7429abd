import { LIMITS } from '@common/limits';

/**
 * Avatar initials (spec section 2): the first letters of the first two words of the name,
 * uppercased, at most 2 letters. An empty name gives the fallback.
 */
export function initials(name: string | null | undefined, fallback = '?'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, LIMITS.avatarInitialsMax)
    // Array.from splits by code point, so an emoji or accented letter is never cut in half.
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || fallback;
}
