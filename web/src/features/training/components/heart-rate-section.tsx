import { type HeartRateSettings, heartRateSettingsSchema } from '@common/schemas/training';
import { TRAINING_TEXTS as T, ZONE_MODEL_LABELS, ZONE_NAMES } from '@common/training-texts';
import { HeartPulse } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useHeartRateSettings, useSaveHeartRate } from '../api/heart-rate';

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

function HighestRecorded({ settings }: { settings: HeartRateSettings }) {
  const h = settings.highestRecorded;
  if (!h) return <p className="text-sm text-muted-foreground">{T.noHighest}</p>;
  const date = new Date(h.startedAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <p className="text-sm" data-testid="highest-recorded">
      Highest recorded: <span className="font-semibold">{h.bpm} bpm</span>, from{' '}
      <Link to={`/activities/${h.activityId}`} className="underline">
        {h.activityTitle}
      </Link>{' '}
      on {date}. <span className="text-muted-foreground">{T.highestNote}</span>
    </p>
  );
}

function ZonesInUse({ settings }: { settings: HeartRateSettings }) {
  const inUse = settings.inUse;
  if (!inUse) return <p className="text-sm text-muted-foreground">{T.noMaxYet}</p>;
  const source = inUse.maxSource === 'set' ? 'set by you' : 'the highest recorded, not a measured maximum';
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        Zones: {ZONE_MODEL_LABELS[inUse.zoneModel]}, from a maximum of {inUse.maxHeartRate} bpm ({source})
        {inUse.restingHeartRate !== null && ` and a resting heart rate of ${inUse.restingHeartRate} bpm`}.
      </p>
      <ul aria-label="Your heart-rate zones" className="grid gap-1 sm:grid-cols-5">
        {inUse.zones.map((z) => (
          <li key={z.zone} className="rounded-lg border border-border px-2 py-1">
            <span className="block text-xs text-muted-foreground">{ZONE_NAMES[z.zone - 1]}</span>
            <span className="tabular-nums">
              {z.maxBpm === null ? `${z.minBpm}+ bpm` : `${z.minBpm}-${z.maxBpm} bpm`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HeartRateForm({ settings }: { settings: HeartRateSettings }) {
  const ids = useId();
  const save = useSaveHeartRate();
  const [form, setForm] = useState({
    max: text(settings.maxHeartRate),
    resting: text(settings.restingHeartRate),
    useHighest: settings.useHighestRecorded,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = heartRateSettingsSchema.safeParse({
      maxHeartRate: form.useHighest ? null : numberOrNull(form.max),
      restingHeartRate: numberOrNull(form.resting),
      useHighestRecorded: form.useHighest,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: T.saved, variant: 'success' }),
      onError: (e) => {
        if (isApiError(e, 400) && Object.keys(e.fieldErrors).length > 0) setErrors(e.fieldErrors);
        else toast({ title: errorMessage(e, 'Could not save your heart rate'), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Heart rate" className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${ids}-max`} label={T.maxLabel} error={errors.maxHeartRate}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={form.useHighest ? '' : form.max}
            disabled={form.useHighest}
            onChange={(e) => setForm({ ...form, max: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${ids}-resting`} label={T.restingLabel} error={errors.restingHeartRate}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={form.resting}
            onChange={(e) => setForm({ ...form, resting: e.target.value })}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <CheckboxField id={`${ids}-highest`} label={T.useHighestLabel} error={errors.useHighestRecorded}>
          {(control) => (
            <Checkbox
              {...control}
              checked={form.useHighest}
              disabled={!settings.highestRecorded && !form.useHighest}
              onChange={(e) => setForm({ ...form, useHighest: e.target.checked })}
            />
          )}
        </CheckboxField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Save heart rate
        </Button>
      </div>
    </form>
  );
}

/** Settings: the member's maximum and resting heart rate, the highest one recorded, and the zones in use. */
export function HeartRateSection() {
  const query = useHeartRateSettings();
  return (
    <Card className="mt-4 flex flex-col gap-3 p-4 sm:p-6">
      <section aria-labelledby="heart-rate-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="heart-rate-heading" className="flex items-center gap-2 text-lg font-semibold">
            <HeartPulse className="size-5 text-primary" aria-hidden="true" />
            {T.heartRateTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{T.heartRateIntro}</p>
        </div>
        {query.data ? (
          <>
            <HighestRecorded settings={query.data} />
            <HeartRateForm key={JSON.stringify(query.data)} settings={query.data} />
            <ZonesInUse settings={query.data} />
          </>
        ) : query.isError ? (
          <p className="text-destructive">This could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </section>
    </Card>
  );
}
