// Text that shows nothing is blank, however many characters it has: `trim()` removes whitespace
// but not the zero-width space (U+200B), the joiners, direction marks or the byte-order mark
// (Unicode's format characters, Cf), nor the fillers that render as empty space (Hangul fillers,
// the braille blank), nor the rest of Unicode's default-ignorable characters, which fonts draw
// as nothing: variation selectors (U+FE0F), the combining grapheme joiner (U+034F), Mongolian and
// Khmer invisible signs. A post, comment or message of only those would show as an empty bubble.
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether `text` has at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/**
 * Optional text as stored: null when it shows nothing (empty, or only characters `trim()` keeps
 * but nobody sees), so a note, reason or title never shows as a blank one.
 */
export function visibleOrNull(text: string | null | undefined): string | null {
  return text && hasVisibleText(text) ? text : null;
}
