import { countOf } from './en-us-format';

/** The count shows once this share of a box's room is used: under every short post it is noise. */
const SHOWN_FROM = 0.8;

export interface TextRoom {
  /** More than the server takes: the text is kept in the box, marked, and not sent. */
  over: boolean;
  /** '312 characters left', '1 character too many', or null while most of the room is free. */
  note: string | null;
}

/**
 * What is left of a text box's room, counted as the server counts it: trimmed, in UTF-16 units
 * (zod's `max`). The boxes show this instead of a `maxLength`, which silently cuts a pasted text.
 */
export function textRoom(text: string, max: number): TextRoom {
  const used = text.trim().length;
  if (used < max * SHOWN_FROM) return { over: false, note: null };
  const left = max - used;
  return left >= 0
    ? { over: false, note: `${countOf(left, 'character')} left` }
    : { over: true, note: `${countOf(-left, 'character')} too many` };
}
