import { typedDecimal } from '@common/schemas/people';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

// A figure box that keeps exactly what the member typed. `<input type="number">` in an en-US
// browser silently drops a decimal comma ('62,5' became 625 kg, a false record), so figure boxes
// are text boxes with a decimal keypad, read here: a point or a comma is the decimal mark, and
// anything that could be read two ways is refused with a message, never guessed.

export type DecimalReading = { ok: true; value: number | null } | { ok: false; message: string };

/** The message for text that is not one plain number. */
export const decimalUnreadable = (text: string) => `"${text}" is not a number: type it like 62.5 or 62,5.`;

/**
 * What the member typed, as a number: '62.5' and '62,5' are 62.5; empty is null (not given).
 * Refused: two marks ('6,2,5', '1.234,5'), letters, exponents, and a comma before exactly three
 * digits ('1,250'), which is a thousands separator to some members and a decimal comma to others.
 */
export function readDecimal(text: string): DecimalReading {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  const marks = typed.match(/[.,]/g)?.length ?? 0;
  if (marks > 1) return { ok: false, message: decimalUnreadable(typed) };
  if (/^[+-]?[1-9]\d*,\d{3}$/.test(typed)) {
    return {
      ok: false,
      message: `Is "${typed}" ${typed.replace(',', '')} or ${typed.replace(',', '.')}? Type the figure without a thousands separator, or with a decimal point.`,
    };
  }
  // The shared rule for a typed figure (digits, one optional point), with the comma read as the point.
  const value = typedDecimal(typed.replace(',', '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: decimalUnreadable(typed) };
}

/** A number as a figure box shows it ('' when not given). */
export const decimalText = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * A text box for a decimal figure, with the phone's decimal keypad. It holds the text as typed;
 * read it with `readDecimal`. `bare` leaves the styling to the caller (a box inside its own frame).
 */
export function DecimalInput({
  className,
  bare = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & { bare?: boolean }) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      className={bare ? className : cn(controlClass, 'h-10', className)}
      {...props}
    />
  );
}
