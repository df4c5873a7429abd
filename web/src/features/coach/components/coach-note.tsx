import { COACH_TEXTS as T } from '@common/coach-texts';
import type { CoachSuggestion } from '@common/schemas/coach';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { nextSessionText, warmupText } from '../lib/format-suggestion';

/**
 * The coach's line on an exercise in the logger: what it suggests (the set rows are pre-filled
 * with it), why, and for a barbell lift a warm-up ramp that a tap adds.
 */
export function CoachNote({
  id,
  name,
  suggestion,
  onAddWarmups,
}: {
  /** The why-line's id: the pre-filled boxes are described by it. */
  id: string;
  name: string;
  suggestion: CoachSuggestion;
  onAddWarmups?: () => void;
}) {
  const next = nextSessionText(suggestion);
  return (
    <div className="mb-2 flex flex-col gap-1 rounded-md border border-dashed border-primary/60 bg-primary-soft/30 p-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        {/* No history (D6) or no RPE yet: no figures to badge, only the line saying why. */}
        {next && <Badge variant="outline">{T.suggestion}</Badge>}
        {next && <span className="font-semibold">{next}</span>}
      </p>
      <p id={id} className="text-muted-foreground">
        {suggestion.why}
      </p>
      {suggestion.warmups.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>{warmupText(suggestion)}</span>
          {onAddWarmups && (
            <Button type="button" size="sm" variant="outline" className="h-11 sm:h-8" onClick={onAddWarmups}>
              Add warm-up sets to {name}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
