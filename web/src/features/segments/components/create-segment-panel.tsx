import type { ActivityDetail } from '@common/schemas/activities';
import { createSegmentSchema, SEGMENT_LIMITS } from '@common/schemas/segments';
import { SEGMENT_TEXTS as T } from '@common/segments-texts';
import { textRoom } from '@common/text-room';
import { Flag } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ActivityCharts, formatDistance, useDistanceUnit } from '@/features/activities';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateSegment } from '../api/create-segment';
import { elevationOnly } from '../lib/series';
import { StretchPickerMap } from './stretch-picker-map';

const STEP_M = 10;

/**
 * "Create segment" on the owner's activity page (activities with GPS). The start and the end are
 * picked on the map (a click on the route), on the elevation chart (a click, or Enter where its
 * cursor is: the arrow keys move it), or with the two sliders (arrow keys move them 10 m, Page
 * Up/Down further); the map shows the chosen stretch, and a name makes it a segment. The same
 * schema checks it here and on the server.
 */
export function CreateSegmentPanel({ activity }: { activity: ActivityDetail }) {
  const [open, setOpen] = useState(false);
  if (!activity.isOwner || !activity.hasGps || (activity.distanceM ?? 0) < SEGMENT_LIMITS.minLengthM) return null;
  // A segment shows its route to every member: it comes from a public activity only.
  if (activity.visibility !== 'public') return <p className="text-sm text-muted-foreground">{T.onlyFromPublic}</p>;
  return open ? (
    <CreateSegmentForm activity={activity} onClose={() => setOpen(false)} />
  ) : (
    <div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {T.create}
      </Button>
    </div>
  );
}

function CreateSegmentForm({ activity, onClose }: { activity: ActivityDetail; onClose: () => void }) {
  const id = useId();
  const unit = useDistanceUnit();
  const navigate = useNavigate();
  const create = useCreateSegment();
  const total = Math.floor(activity.distanceM ?? 0); // the panel shows only for a measured route
  const [startM, setStartM] = useState(0);
  const [endM, setEndM] = useState(Math.min(total, 1000));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Which end the next pick on the map or the chart sets; it moves to the other end after each pick.
  const [picking, setPicking] = useState<'start' | 'end'>('start');
  const [cursor, setCursor] = useState<number | null>(null);
  // The chart's last point under the pointer: the cursor is cleared when the pointer leaves.
  const lastPointed = useRef<number | null>(null);
  const chartSeries = useMemo(() => elevationOnly(activity.series), [activity.series]);

  const onCursor = (index: number | null) => {
    setCursor(index);
    if (index !== null) lastPointed.current = index;
  };
  const pickAt = (index: number | null) => {
    if (index === null) return;
    const m = Math.max(0, Math.min(total, Math.round(activity.series.distanceM[index])));
    if (picking === 'start') setStartM(m);
    else setEndM(m);
    setPicking(picking === 'start' ? 'end' : 'start');
  };
  const onChartKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    pickAt(cursor);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSegmentSchema.safeParse({ activityId: activity.id, startM, endM, name });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const segment = await create.mutateAsync(parsed.data);
      toast({ title: T.created, description: segment.name, variant: 'success' });
      navigate(`/segments/${segment.id}`);
    } catch (error) {
      if (isApiError(error, 400)) setErrors({ ...error.fieldErrors, form: errorMessage(error, '') });
      else toast({ title: errorMessage(error, 'The segment could not be created'), variant: 'destructive' });
    }
  };

  const slider = (label: string, value: number, onChange: (v: number) => void, key: 'startM' | 'endM') => (
    <FormField id={`${id}-${key}`} label={`${label}: ${formatDistance(value, unit)}`} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          type="range"
          min={0}
          max={total}
          step={STEP_M}
          value={value}
          aria-valuetext={formatDistance(value, unit)}
          onChange={(e) => onChange(Number(e.target.value))}
          className="w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      noValidate
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {T.create}
        </h2>
        <p className="text-sm text-muted-foreground">{T.createHint}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('Start', startM, setStartM, 'startM')}
        {slider('End', endM, setEndM, 'endM')}
      </div>
      <p className="text-sm" aria-live="polite">
        Length: <span className="font-semibold tabular-nums">{formatDistance(Math.max(0, endM - startM), unit)}</span>
      </p>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 font-medium">Pick on the map or the elevation chart</legend>
        {(['start', 'end'] as const).map((end) => (
          <label key={end} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-picking`}
              value={end}
              checked={picking === end}
              onChange={() => setPicking(end)}
              className="size-4 accent-primary"
            />
            {end === 'start' ? 'Next pick sets the start' : 'Next pick sets the end'}
          </label>
        ))}
      </fieldset>
      <StretchPickerMap series={activity.series} startM={startM} endM={endM} cursor={cursor} onPick={pickAt} />
      {/* A click picks the point under the pointer; Enter the point of the chart's keyboard cursor. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the chart inside is the focusable slider; this only listens */}
      <div onClick={() => pickAt(lastPointed.current)} onKeyDown={onChartKey}>
        <ActivityCharts series={chartSeries} unit={unit} speed={false} cursor={cursor} onCursor={onCursor} />
      </div>
      <FormField
        id={`${id}-name`}
        label="Segment name"
        error={errors.name}
        room={textRoom(name, SEGMENT_LIMITS.nameMax)}
      >
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      {errors.form && !errors.startM && !errors.endM && !errors.name && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : T.create}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
