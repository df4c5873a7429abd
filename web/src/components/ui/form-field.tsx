import type { TextRoom } from '@common/text-room';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CharacterCount } from './character-count';
import { Label } from './label';

/** The props a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's error, shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  /**
   * A text box with a server limit: its room (`textRoom(text, <the limit in common/>)`), counted
   * under the box and tied to it as the post composer's is; a text over the limit marks the box.
   */
  room?: TextRoom;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and the field's error under it (`aria-invalid`, `aria-describedby`). */
export function FormField({ id, label, error, hint, room, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const roomId = room?.note ? `${id}-room` : undefined;
  const describedBy = [hintId, errorId, roomId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error || room?.over ? true : undefined, 'aria-describedby': describedBy })}
      {room && <CharacterCount id={`${id}-room`} room={room} />}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A checkbox with its label beside it, and its error under it. */
export function CheckboxField({ id, label, error, children }: Omit<FormFieldProps, 'hint' | 'className'>) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId })}
        {/* The label is the touch target on phones (44 px tall), as tapping it toggles the box. */}
        <Label htmlFor={id} className="font-normal max-sm:flex max-sm:min-h-11 max-sm:items-center">
          {label}
        </Label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
