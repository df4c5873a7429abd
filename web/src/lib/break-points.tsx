import { Fragment, type ReactNode } from 'react';

/**
 * A username or a name without spaces, with line-break opportunities (<wbr>) after each `_`, `.`
 * and `-`: when it does not fit a phone's width it wraps between its parts ("qa_a_" / "822f140")
 * instead of overflowing or splitting a part mid-way. Pair it with `[overflow-wrap:anywhere]` for a
 * part that alone is wider than the line.
 */
export function withBreakPoints(text: string): ReactNode {
  const parts = text.split(/(?<=[_.-])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    // The parts of one string never move: their index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
