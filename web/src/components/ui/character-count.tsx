import type { TextRoom } from '@common/text-room';
import { cn } from '@/lib/cn';

/**
 * The room left in a text box, under it; tie it to the box with `aria-describedby`. Nothing shows
 * while most of the room is free.
 */
export function CharacterCount({ id, room, className }: { id: string; room: TextRoom; className?: string }) {
  if (!room.note) return null;
  return (
    <p
      id={id}
      className={cn('text-xs', room.over ? 'font-medium text-destructive' : 'text-muted-foreground', className)}
    >
      {room.note}
    </p>
  );
}
