import { COACH_TEXTS as T } from '@common/coach-texts';
import type { CoachSuggestion } from '@common/schemas/coach';
import { nextSessionText } from '../lib/format-suggestion';

/** 'Next session: 62.5 kg × 8, 8, 8' under a planned exercise, with the why-line for screen readers and on hover. */
export function NextSession({ suggestion }: { suggestion: CoachSuggestion | undefined }) {
  const text = suggestion ? nextSessionText(suggestion) : null;
  if (!suggestion || !text) return null;
  return (
    <span className="block text-xs text-primary" title={suggestion.why}>
      {T.nextSession}: <span className="font-semibold">{text}</span>
      <span className="sr-only"> ({suggestion.why})</span>
    </span>
  );
}
