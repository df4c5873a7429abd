import { DEFAULT_BAR, DEFAULT_STEPS } from '@common/coach';
import { COACH_MESSAGES as M, COACH_TEXTS as T } from '@common/coach-texts';
import { type CoachSettings, coachSettingsSchema, STEP_EQUIPMENT, type StepEquipment } from '@common/schemas/coach';
import { labelOf } from '@common/vocab';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnits } from '@/features/auth';
import { useCoachSettings, useSaveCoachSettings } from '../api/coach-settings';

/** The form's text boxes: empty means the default. */
interface Draft {
  steps: Record<StepEquipment, string>;
  bar: string;
  plates: string;
}

const toDraft = (s: CoachSettings): Draft => ({
  steps: Object.fromEntries(
    STEP_EQUIPMENT.map((e) => [e, s.customSteps.includes(e) ? String(s.steps[e]) : '']),
  ) as Draft['steps'],
  bar: s.customBar ? String(s.barWeight) : '',
  plates: s.plates.join(', '),
});

/** Settings: how much the coach adds at a time per equipment, the bar's weight, and the plates owned (issue 33). */
export function CoachSettingsSection() {
  const { weight: unit } = useUnits();
  const settings = useCoachSettings(unit);
  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle>{T.settingsTitle}</CardTitle>
        <CardDescription>{T.settingsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <CoachSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        ) : (
          <Skeleton className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}

function CoachSettingsForm({ settings }: { settings: CoachSettings }) {
  const ids = useId();
  const save = useSaveCoachSettings();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unit = settings.unit;
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plates = draft.plates.split(/[\s,;]+/).filter(Boolean);
    const parsed = coachSettingsSchema.safeParse({
      unit,
      steps: Object.fromEntries(
        STEP_EQUIPMENT.flatMap((e) => (number(draft.steps[e]) === undefined ? [] : [[e, number(draft.steps[e])]])),
      ),
      barWeight: number(draft.bar) ?? null,
      plates: plates.map((p) => Number(p.replace(',', '.'))),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Step per equipment ({unit})</legend>
        {STEP_EQUIPMENT.map((e) => (
          <FormField
            key={e}
            id={`${ids}-${e}`}
            label={`${labelOf(e)} step (${unit})`}
            hint={`Empty: the default, ${DEFAULT_STEPS[unit][e]} ${unit}.`}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={draft.steps[e]}
                placeholder={String(DEFAULT_STEPS[unit][e])}
                onChange={(event) => setDraft({ ...draft, steps: { ...draft.steps, [e]: event.target.value } })}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      {errors.steps && <p className="text-sm font-medium text-destructive">{M.stepInvalid}</p>}
      <FormField
        id={`${ids}-bar`}
        label={`Barbell weight (${unit})`}
        hint={`Empty: an Olympic bar, ${DEFAULT_BAR[unit]} ${unit}.`}
        error={errors.barWeight}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={draft.bar}
            placeholder={String(DEFAULT_BAR[unit])}
            onChange={(event) => setDraft({ ...draft, bar: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${ids}-plates`}
        label={`Plates you own (${unit}, one number a pair)`}
        hint="For example 20, 20, 10, 5, 2.5, 1.25. Empty: any weight on the step is loadable."
        error={errors.plates}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.plates}
            onChange={(event) => setDraft({ ...draft, plates: event.target.value })}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save coach settings'}
        </Button>
      </div>
    </form>
  );
}
