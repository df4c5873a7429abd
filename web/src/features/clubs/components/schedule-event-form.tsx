import { eventStartProblem } from '@common/club-event-start';
import { CLUB_LIMITS, CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import { type ClubEventInput, clubEventInputSchema } from '@common/schemas/clubs';
import { textRoom } from '@common/text-room';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCreateEvent } from '../api/create-event';
import type { FieldErrors } from '../lib/use-create-submit';
import { type ChosenGym, GymChoice } from './gym-choice';

/** A new event's box starts a day ahead. */
const DAY_MS = 86_400_000;

/** What the form edits: the body of POST /api/clubs/{id}/events, the start as its box holds it. */
export interface EventFormValues {
  title: string;
  /** The date and time box's value ('2026-05-03T18:30'), in the browser's own time. */
  startsAt: string;
  place: string;
  gym: ChosenGym | null;
}

/** The date and time inputs' value for an instant, in the browser's own time. */
export function localInputValue(d: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type EventCheck = { ok: true; input: ClubEventInput } | { ok: false; errors: FieldErrors };

/**
 * The shared schema's first message per field (common/schemas/clubs.ts), then the start's window,
 * which the route checks against its clock because the schema has none: the browser's clock here.
 * Only the server decides; this spares a member the round trip for what it would refuse.
 */
export function checkEvent(values: EventFormValues, now: number): EventCheck {
  const start = new Date(values.startsAt);
  const starts = start.getTime();
  const input: ClubEventInput = {
    title: values.title,
    // An unreadable box goes to the schema as it is, for its message.
    startsAt: Number.isNaN(starts) ? values.startsAt : start.toISOString(),
    place: values.place,
    gymId: values.gym?.id ?? null,
  };
  const errors: FieldErrors = {};
  for (const issue of clubEventInputSchema.safeParse(input).error?.issues ?? [])
    errors[String(issue.path[0])] ??= issue.message;
  if (!errors.startsAt) {
    const problem = eventStartProblem(starts, now);
    if (problem) errors.startsAt = problem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/**
 * A submit: the errors to show under the fields (none once the form passes), and the request only
 * for a form that passes. The boxes keep what the member typed either way.
 */
export function submitEvent(
  values: EventFormValues,
  now: number,
  showErrors: (errors: FieldErrors) => void,
  send: (input: ClubEventInput) => void,
) {
  const checked = checkEvent(values, now);
  showErrors(checked.ok ? {} : checked.errors);
  if (checked.ok) send(checked.input);
}

/** The event's boxes with each one's error under it (the form's check, or the server's field errors). */
export function EventFields({
  values,
  onChange,
  errors,
}: {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  errors: FieldErrors;
}) {
  const set = (changes: Partial<EventFormValues>) => onChange({ ...values, ...changes });
  return (
    <>
      <FormField
        id="event-title"
        label="Event title"
        error={errors.title}
        room={textRoom(values.title, CLUB_LIMITS.eventTitleMax)}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} value={values.title} onChange={(e) => set({ title: e.target.value })} />}
      </FormField>
      <FormField id="event-starts" label="Starts" error={errors.startsAt}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={values.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="event-place"
        label="Place (optional)"
        error={errors.place}
        room={textRoom(values.place, CLUB_LIMITS.placeMax)}
      >
        {(control) => <Input {...control} value={values.place} onChange={(e) => set({ place: e.target.value })} />}
      </FormField>
      <div className="sm:col-span-2">
        <GymChoice label="Gym (optional)" value={values.gym} onChange={(gym) => set({ gym })} />
      </div>
    </>
  );
}

/** An admin schedules an event: checked with the shared rules before it is sent. */
export function ScheduleEventForm({ clubId, onDone }: { clubId: number; onDone: () => void }) {
  const create = useCreateEvent(clubId);
  const sending = useSingleSubmit();
  const [values, setValues] = useState<EventFormValues>(() => ({
    title: '',
    startsAt: localInputValue(new Date(Date.now() + DAY_MS)),
    place: '',
    gym: null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitEvent(values, Date.now(), setErrors, (input) => {
      // Refused at once while the event is on its way: a double click schedules one event.
      void sending.run(() =>
        create.mutateAsync(input).then(
          () => {
            toast({ title: CLUB_TOASTS.eventCreated, variant: 'success' });
            onDone();
          },
          (e) => {
            if (isApiError(e)) setErrors(e.fieldErrors);
            toast({ title: errorMessage(e, 'The event could not be scheduled'), variant: 'destructive' });
          },
        ),
      );
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={T.scheduleEvent}
      className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2"
    >
      <EventFields values={values} onChange={setValues} errors={errors} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={sending.busy}>
          {T.scheduleEvent}
        </Button>
      </div>
    </form>
  );
}
