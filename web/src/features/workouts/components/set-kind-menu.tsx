import { SET_KINDS, type SetKind } from '@common/schemas/workout-logs';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { SET_KIND_LABELS, SET_KIND_MARKS } from '../lib/set-kinds';

/**
 * The set's number, which opens the choice of its kind (normal, warm-up, drop set, failure), as
 * lifting apps do: a warm-up shows W, a drop set D, a set to failure F.
 */
export function SetKindMenu({ n, kind, onChange }: { n: number; kind: SetKind; onChange: (kind: SetKind) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Set ${n} kind: ${SET_KIND_LABELS[kind]}`}
          className={cn(
            'size-11 shrink-0 tabular-nums sm:size-9',
            kind === 'warmup' && 'text-amber-700',
            (kind === 'dropset' || kind === 'failure') && 'text-destructive',
          )}
        >
          {SET_KIND_MARKS[kind] ?? n}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-40">
        <DropdownMenuRadioGroup value={kind} onValueChange={(value) => onChange(value as SetKind)}>
          {SET_KINDS.map((k) => (
            <DropdownMenuRadioItem key={k} value={k}>
              {SET_KIND_LABELS[k]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
