// Numbers and durations as the exports write them. Strong in some locales writes decimal commas
// ('62,5', in a file separated by ';'); Strong's float noise ('12.900000000000034') is rounded to
// what the database keeps; reps arrive as '13.0'.

export type NumberCell = { ok: true; value: number | null } | { ok: false };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A decimal number, or null for an empty cell. One comma with no point is a decimal comma
 * (no export writes thousands separators).
 */
export function parseDecimal(cell: string | undefined): NumberCell {
  const text = (cell ?? '').trim();
  if (text === '') return { ok: true, value: null };
  const normal = !text.includes('.') && (text.match(/,/g)?.length ?? 0) === 1 ? text.replace(',', '.') : text;
  if (!NUMBER.test(normal)) return { ok: false };
  const value = Number(normal);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/** Rounds away float noise: 12.900000000000034 -> 12.9 at two decimals. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * Strong's workout duration: '1h 5m', '35m', '45s', '1h', '1h 5m 10s', or plain seconds.
 * Null when empty or unreadable.
 */
export function parseDurationSeconds(cell: string | undefined): number | null {
  const text = (cell ?? '').trim().toLowerCase();
  if (text === '') return null;
  const plain = parseDecimal(text);
  if (plain.ok) return plain.value;
  const match = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s(?:ec)?)?$/.exec(text);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}
