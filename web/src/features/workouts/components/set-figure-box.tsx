import { useState } from 'react';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { cn } from '@/lib/cn';

/**
 * One figure of a set row, typed in the box's unit (lb, mi, min) and kept in the set in kg, km or
 * seconds. The box holds the text exactly as typed ('62,5' stays '62,5'); a readable figure goes
 * to the set at once, and text that is not one number goes as `unreadable` with a null figure,
 * so the save is refused rather than given a guess. A figure changed from elsewhere (a plate
 * step, Last time) replaces the text.
 */
export function SetFigureBox({
  label,
  unit,
  value,
  typed,
  toBox,
  fromBox,
  describedBy,
  invalid,
  suggested,
  onFigure,
}: {
  /** The box's accessible name, 'Set 1 kg'. */
  label: string;
  /** The unit or name shown beside the figure. */
  unit: string;
  /** The figure as the set keeps it (kg, km, seconds, reps). */
  value: number | null;
  /** The unreadable text kept in the set (a resumed draft), if any. */
  typed: string | undefined;
  toBox: (value: number | null) => number | null;
  fromBox: (figure: number | null) => number | null;
  describedBy: string | undefined;
  invalid: boolean;
  suggested: boolean;
  onFigure: (value: number | null, unreadable: string | undefined) => void;
}) {
  const shown = (v: number | null) => {
    const figure = toBox(v);
    return figure === null ? '' : String(figure);
  };
  const [text, setText] = useState(() => typed ?? shown(value));
  // The figure this box last sent: any other value came from elsewhere and replaces the text, as
  // does a figure set from elsewhere that cleared the unreadable mark without changing the value
  // (Last time with no weight): the box never shows text the set no longer holds.
  const [sent, setSent] = useState(value);
  if (value !== sent || (typed === undefined && !readDecimal(text).ok)) {
    setSent(value);
    setText(shown(value));
  }
  return (
    <div
      className={cn(
        'flex h-11 min-w-0 items-center rounded-lg border border-input bg-card shadow-xs sm:h-9',
        'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring',
        suggested && 'border-dashed border-primary text-primary',
        invalid && 'border-destructive',
      )}
    >
      <DecimalInput
        bare
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const reading = readDecimal(next);
          const figure = reading.ok ? fromBox(reading.value) : null;
          setText(next);
          setSent(figure);
          onFigure(figure, reading.ok ? undefined : next);
        }}
        className="h-full w-full min-w-0 flex-1 bg-transparent pr-1 pl-2 text-base outline-none sm:pl-3 sm:text-sm"
      />
      <span
        aria-hidden="true"
        className="max-w-[55%] shrink-0 pr-2 text-right text-xs leading-tight text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}
