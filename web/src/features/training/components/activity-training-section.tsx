import type { ActivityHeartRateZones, ActivityTraining } from '@common/schemas/training';
import { LOAD_METHOD_LABELS, TRAINING_TEXTS as T } from '@common/training-texts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRateEffort } from '../api/rate-effort';
import { formatLoad } from '../lib/format';
import { EffortSelect } from './effort-select';
import { ZoneBars } from './zone-bars';

/** The owner's rating of effort: chosen, then saved with the button (a select's arrow keys do not save). */
function EffortForm({
  activityId,
  effort,
  onSaved,
}: {
  activityId: number;
  effort: number | null;
  onSaved: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(effort);
  const rate = useRateEffort('activity', activityId);
  return (
    <form
      aria-label={T.effortTitle}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        rate.mutate(value, {
          onSuccess: () => {
            toast({ title: T.effortSaved, variant: 'success' });
            onSaved();
          },
          onError: (e) => toast({ title: errorMessage(e, 'Could not save the rating'), variant: 'destructive' }),
        });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {T.effortLabel}
        </label>
        <EffortSelect id={id} className="w-48" value={value} onChange={setValue} aria-describedby={`${id}-hint`} />
      </div>
      <Button type="submit" variant="outline" disabled={rate.isPending || value === effort}>
        Save rating
      </Button>
      <p id={`${id}-hint`} className="basis-full text-xs text-muted-foreground">
        {T.effortHint}
      </p>
    </form>
  );
}

/**
 * The activity page's heart-rate zones, rating of effort and training load (the owner's page only:
 * the server sends them to the owner alone). `onChange` reads the page again after a rating.
 */
export function ActivityTrainingSection({
  activity,
  onChange,
}: {
  activity: { id: number; heartRateZones: ActivityHeartRateZones | null; training: ActivityTraining | null };
  onChange: () => void;
}) {
  const { training, heartRateZones } = activity;
  if (!training) return null;
  return (
    <section
      aria-labelledby="training-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="training-heading" className="text-lg font-semibold">
        Effort and training load
      </h2>
      {heartRateZones ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{T.zonesTitle}</h3>
          <ZoneBars zones={heartRateZones} />
        </div>
      ) : (
        training.hasHeartRate &&
        !training.maxHeartRateKnown && (
          <p className="text-sm">
            {T.zonesNoMax}{' '}
            <Link to="/settings" className="font-medium text-primary underline">
              Open Settings
            </Link>
          </p>
        )
      )}
      <EffortForm
        key={training.effort ?? 'none'}
        activityId={activity.id}
        effort={training.effort}
        onSaved={onChange}
      />
      <p className="text-sm" data-testid="training-load">
        <span className="font-semibold">{T.loadTitle}: </span>
        {training.load === null || training.loadMethod === null ? (
          training.hasHeartRate ? (
            T.loadUnknown
          ) : (
            T.loadUnknownNoHr
          )
        ) : (
          <>
            <span className="tabular-nums">{formatLoad(training.load)}</span>{' '}
            <span className="text-muted-foreground">({LOAD_METHOD_LABELS[training.loadMethod]})</span>
          </>
        )}
      </p>
    </section>
  );
}
