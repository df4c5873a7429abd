/**
 * `text` cut to at most `max` characters, ending in '…' when cut: what a message quotes from a
 * member's input (a CSV header, a value in a file) stays readable however long the input was.
 */
export function clipText(text: string, max = 40): string {
  if (text.length <= max) return text;
  // Not half of a surrogate pair at the cut.
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}
