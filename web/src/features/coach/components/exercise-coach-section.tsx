import { COACH_TEXTS as T } from '@common/coach-texts';
import { weekdayName } from '@common/fitness/dates';
import {
  COACH_SCHEMES,
  type CoachScheme,
  type CoachSuggestion,
  type ProgressionInput,
  progressionSchema,
} from '@common/schemas/coach';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useExerciseSuggestion } from '../api/get-suggestion';
import { useSaveProgression } from '../api/save-progression';
import {
  nextSessionLabel,
  nextSessionText,
  progressionSourceText,
  progressionText,
  warmupText,
} from '../lib/format-suggestion';

/**
 * The exercise page's coach (issue 33): the next session and why, the scheme it follows (the
 * active plan's entry for the next day the member trains the exercise, or the default, said to be
 * one), and a form to try another scheme and rep range on the member's history and, for an
 * exercise of their active plan, to keep it for that day's entry.
 */
export function ExerciseCoachSection({ exerciseId }: { exerciseId: number }) {
  const base = useExerciseSuggestion(exerciseId);
  const [tried, setTried] = useState<ProgressionInput | null>(null);
  const trial = useExerciseSuggestion(exerciseId, tried);
  if (base.data?.outcome === 'not_coached') return null;
  const shown = tried ? trial.data : base.data;
  return (
    <section aria-labelledby={`coach-${exerciseId}`}>
      <Card>
        <CardHeader>
          <CardTitle id={`coach-${exerciseId}`}>{T.coachTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!base.data ? (
            <Skeleton className="h-24" />
          ) : (
            <>
              <p className="text-sm">
                <span className="font-medium">Scheme: </span>
                {progressionText(base.data.progression)}
                {progressionSourceText(base.data)}
              </p>
              {shown && <SuggestionSummary suggestion={shown} trying={tried !== null} />}
              <SchemeForm
                key={JSON.stringify(base.data.progression)}
                suggestion={base.data}
                exerciseId={exerciseId}
                onTry={setTried}
              />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SuggestionSummary({ suggestion, trying }: { suggestion: CoachSuggestion; trying: boolean }) {
  const next = nextSessionText(suggestion);
  return (
    <div
      className="rounded-md border border-dashed border-primary/60 bg-primary-soft/30 p-3 text-sm"
      aria-live="polite"
    >
      <p className="font-medium">
        {trying ? `With ${progressionText(suggestion.progression).toLowerCase()}` : nextSessionLabel(suggestion)}
        {next ? `: ${next}` : ''}
      </p>
      <p className="text-muted-foreground">{suggestion.why}</p>
      {suggestion.warmups.length > 0 && <p className="text-muted-foreground">{warmupText(suggestion)}</p>}
    </div>
  );
}

const SCHEME_OPTIONS = COACH_SCHEMES.map((s) => ({ value: s, label: T.schemeLabels[s] }));

function SchemeForm({
  suggestion,
  exerciseId,
  onTry,
}: {
  suggestion: CoachSuggestion;
  exerciseId: number;
  onTry: (p: ProgressionInput | null) => void;
}) {
  const ids = useId();
  const save = useSaveProgression();
  const p = suggestion.progression;
  const [scheme, setScheme] = useState<CoachScheme>(p.scheme);
  const [min, setMin] = useState(p.scheme === 'double' ? String(p.min) : '8');
  const [max, setMax] = useState(p.scheme === 'double' ? String(p.max) : '12');
  const [reps, setReps] = useState(p.scheme === 'double' ? '5' : String(p.reps));
  const [rpe, setRpe] = useState(p.scheme === 'rpe' ? String(p.rpe) : '8');
  const [problem, setProblem] = useState<string | null>(null);
  const input = (): ProgressionInput | null => {
    const typed: [string, string, string][] =
      scheme === 'double'
        ? [
            ['min', min, 'Fewest reps'],
            ['max', max, 'Most reps'],
          ]
        : scheme === 'linear'
          ? [['reps', reps, 'Reps']]
          : [
              ['reps', reps, 'Reps'],
              ['rpe', rpe, 'Target RPE'],
            ];
    // Read as typed: '8,5' is 8.5 (a number box made it 85), an empty box is said, never 0.
    const figures: Record<string, number> = {};
    for (const [key, text, label] of typed) {
      const reading = readDecimal(text);
      const problemWith = !reading.ok
        ? `${label}: ${reading.message}`
        : reading.value === null
          ? `Fill in ${label}`
          : null;
      if (!reading.ok || reading.value === null) {
        setProblem(problemWith);
        return null;
      }
      figures[key] = reading.value;
    }
    const parsed = progressionSchema.safeParse({ scheme, ...figures });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? (parsed.data as ProgressionInput) : null;
  };
  const submitTry = (event: FormEvent) => {
    event.preventDefault();
    const chosen = input();
    if (chosen) onTry(chosen);
  };
  const box = (label: string, value: string, set: (v: string) => void) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${ids}-${label.replaceAll(' ', '-')}`}>{label}</Label>
      <DecimalInput
        id={`${ids}-${label.replaceAll(' ', '-')}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        className="w-24"
      />
    </div>
  );
  return (
    <form onSubmit={submitTry} className="flex flex-col gap-3" aria-label="Choose a scheme">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-scheme`}>Scheme</Label>
          <Select
            id={`${ids}-scheme`}
            options={SCHEME_OPTIONS}
            value={scheme}
            onChange={(e) => setScheme(e.target.value as CoachScheme)}
          />
        </div>
        {scheme === 'double' && (
          <>
            {box('Fewest reps', min, setMin)}
            {box('Most reps', max, setMax)}
          </>
        )}
        {scheme !== 'double' && box('Reps', reps, setReps)}
        {scheme === 'rpe' && box('Target RPE', rpe, setRpe)}
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline">
          Try it
        </Button>
        {/* Only the entry of the day the suggestion is for: the same exercise on another day keeps its scheme. */}
        {suggestion.plan && suggestion.planDay && (
          <Button
            type="button"
            // The label names the member's plan, which may be long: it wraps rather than widen a phone's page.
            className="h-auto min-h-10 whitespace-normal py-2 text-left [overflow-wrap:anywhere]"
            disabled={save.isPending}
            onClick={() => {
              const chosen = input();
              if (chosen && suggestion.plan && suggestion.planDay)
                save.mutate(
                  {
                    planId: suggestion.plan.id,
                    exerciseId,
                    weekday: suggestion.planDay.weekday,
                    progression: chosen,
                  },
                  { onSuccess: () => onTry(null) },
                );
            }}
          >
            {T.keepInPlan(suggestion.plan.name, weekdayName(suggestion.planDay.weekday))}
          </Button>
        )}
      </div>
    </form>
  );
}
